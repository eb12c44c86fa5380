import { type ActionItem, type Audience, callsFor, DEFAULT_ERROR_MESSAGE, routes } from '@career/api-sdk';
import type {
  CareerAnchorPort,
  CareerAnchorQuestions,
  CareerAnchorResult,
  CoreColoringPort,
  CoreColoringQuestions,
  CoreColoringSaved,
  JobCardPort,
  JobCardSaved,
  PtidPort,
  PtidQuestions,
  PtidSaved,
  SavedResult,
  ToolRunPort,
} from '@career/tools-ui';
import { api } from '../api';

// The tools' ports bound to the API client, per audience and user (docs/decisions/013). The
// compiler checks each reply's shape against what the tool's screens expect.

const unwrap = { unwrap: true } as const;

/** The calls every tool shares, for one audience, tool and user. */
export function toolRunPort(audience: Audience, tool: ActionItem, userId: number): ToolRunPort {
  const calls = callsFor(routes.toolRuns, audience);
  const user = { actionItem: tool, userId: String(userId) };
  return {
    current: () => api.call(calls.current, { params: user }, unwrap),
    start: (restart) => api.call(calls.start, { params: user, body: { restart: Boolean(restart) } }, unwrap),
    // A failed save is shown by the tool's own status ("저장되지 않음"), not by an alert per try.
    saveAnswers: async (runId, answers, screen, leaving) => {
      const reply = await api.call(
        calls.saveAnswers,
        { params: { runId: String(runId) }, body: { answers: [...answers], ...(screen ? { screen } : {}) } },
        { keepalive: Boolean(leaving) },
      );
      return reply?.code === 200;
    },
    result: (runId) => api.call(calls.result, { params: { runId: String(runId) } }, unwrap),
    saveActionItems: async (runId, items) => {
      const saved = await api.call(
        calls.saveActionItems,
        { params: { runId: String(runId) }, body: { items: [...items] } },
        { unwrap: true, loading: true },
      );
      // false (refused, the alert was shown) and undefined (unreachable) pass through as they are.
      return saved ? saved.action_items : saved;
    },
  };
}

export function careerAnchorPort(audience: Audience, userId: number): CareerAnchorPort {
  const calls = callsFor(routes.careerAnchor, audience);
  return {
    ...toolRunPort(audience, 'career-anchor', userId),
    questions: () => api.call(calls.questions, undefined, unwrap) as Promise<CareerAnchorQuestions | false | undefined>,
    saveUser: (runId) =>
      api.call(calls.saveUser, { body: { run_id: runId } }, { unwrap: true, loading: true }) as Promise<
        SavedResult<CareerAnchorResult> | false | undefined
      >,
  };
}

export function coreColoringPort(audience: Audience, userId: number): CoreColoringPort {
  const calls = callsFor(routes.coreColoring, audience);
  const asSaved = (reply: unknown) => reply as CoreColoringSaved | false | undefined;
  return {
    ...toolRunPort(audience, 'core-coloring', userId),
    // Each coloring goes through the tool's own save call (spec §7 save/user); same rules as any save.
    saveAnswers: async (runId, answers, screen, leaving) => {
      const reply = await api.call(
        calls.saveUser,
        { body: { run_id: runId, answers: [...answers], ...(screen ? { screen } : {}) } },
        { keepalive: Boolean(leaving) },
      );
      return reply?.code === 200;
    },
    questions: () =>
      api.call(calls.questions, { body: {} }, unwrap) as Promise<CoreColoringQuestions | false | undefined>,
    nineCoreResult: async (runId) =>
      asSaved(await api.call(calls.nineCoreResult, { body: { run_id: runId } }, { unwrap: true, loading: true })),
    feedback: (runId, fit, comment) =>
      api.call(calls.feedback, { body: { run_id: runId, fit, comment } }, { unwrap: true, loading: true }),
    pastResult: async (runId, pastRunId) => {
      const reply = await api.call(
        calls.pastResult,
        { params: { userId: String(userId), runId: String(runId), pastRunId: String(pastRunId) } },
        unwrap,
      );
      return reply
        ? { current: asSaved(reply.current) as CoreColoringSaved, past: asSaved(reply.past) as CoreColoringSaved }
        : reply;
    },
  };
}

export function ptidPort(audience: Audience, userId: number): PtidPort {
  const calls = callsFor(routes.ptid, audience);
  const run = (runId: number) => ({ run_id: runId });
  return {
    ...toolRunPort(audience, 'ptid', userId),
    questions: () => api.call(calls.questions, undefined, unwrap) as Promise<PtidQuestions | false | undefined>,
    access: () => api.call(calls.access, { params: { userId: String(userId) } }, unwrap),
    ranking: (runId) => api.call(calls.ranking, { body: run(runId) }, unwrap),
    saveUser: (runId) =>
      api.call(calls.saveUser, { body: run(runId) }, { unwrap: true, loading: true }) as Promise<
        PtidSaved | false | undefined
      >,
    categorySummary: (runId) => api.call(calls.categorySummary, { body: run(runId) }, unwrap),
    smallCategory: (runId, large) => api.call(calls.smallCategory, { body: { run_id: runId, large } }, unwrap),
    jobCategories: () => api.call(routes.reference.jobCategories, undefined, unwrap),
    searchOccupations: async (keyword) => {
      const found = await api.call(routes.reference.occupations, { query: { keyword, size: 20 } }, unwrap);
      return found ? found.items : found;
    },
    recommendJob: (runId, categories, dreamOccupationId) =>
      api.call(
        calls.recommendJob,
        { body: { run_id: runId, categories: [...categories], dream_occupation_id: dreamOccupationId } },
        unwrap,
      ),
    actionItemResult: (runId) =>
      api.call(calls.actionItemResult, { params: { userId: String(userId), runId: String(runId) } }, unwrap) as Promise<
        Awaited<ReturnType<PtidPort['actionItemResult']>>
      >,
  };
}

export function jobCardPort(audience: Audience, userId: number): JobCardPort {
  const calls = callsFor(routes.jobCard, audience);
  const run = (runId: number) => ({ run_id: runId });
  return {
    // The answers (card.{id}, why.{id}, own…) go through the shared answer save.
    ...toolRunPort(audience, 'job-card', userId),
    list: () => api.call(calls.list, undefined, unwrap),
    smallCategory: (large) => api.call(calls.smallCategory, { body: { large } }, unwrap),
    smallJobCategoryList: (runId, categories) =>
      api.call(calls.smallJobCategoryList, { body: { run_id: runId, categories: [...categories] } }, unwrap),
    selectedTypeList: (runId) => api.call(calls.selectedTypeList, { body: run(runId) }, unwrap),
    userSelected: (runId) => api.call(calls.userSelected, { body: run(runId) }, unwrap),
    // Not unwrapped: a refusal ("끌린 이유를 고르지 않은 카드가 있습니다: …") is shown on the screen, beside the cards.
    saveUser: async (runId) => {
      const reply = await api.call(calls.saveUser, { body: run(runId) }, { loading: true });
      if (!reply) return undefined;
      return reply.code === 200 ? (reply.data as JobCardSaved) : { message: reply.message || DEFAULT_ERROR_MESSAGE };
    },
    selectedList: (runId) => api.call(calls.selectedList, { body: run(runId) }, unwrap),
  };
}
