import * as z from 'zod/mini';
import { AUDIENCES } from '../registry';
import { answerBatch, answerSaveBytes, type ItemSchemas, type RunLimits } from './items';
import { actionItem, count, DUE_DAYS, day, id, line, numericId, text } from './schemas';
import { defineToolCalls, type ToolCall } from './toolCalls';

// The calls every tool shares: a run is started or resumed, its answers saved as they are given,
// its result read back with the action items chosen after it (decisions 013 and 017). `defineTool`
// gives each tool its own copy, with the tool's items and result in the schemas.

/** A tool's screen, as a run remembers where its user was. */
export const screen = line().check(z.regex(/^[a-z0-9/-]{1,60}$/, '화면 이름이 올바르지 않습니다.'));

export const runState = z.object({
  id: z.number(),
  action_item: actionItem,
  audience: z.enum([...AUDIENCES, 'guest']),
  status: z.enum(['open', 'completed', 'abandoned']),
  screen: z.string(),
  /** Each answer with the revision the server gave it: a save names the revision it replaces. */
  answers: z.array(z.object({ item: z.string(), value: z.unknown(), revision: z.number() })),
  created_at: z.string(),
  updated_at: z.string(),
});

export const actionItemEntry = z.object({
  content: text('실천할 일을 입력해 주세요.').check(
    z.trim(),
    z.minLength(1, '실천할 일을 입력해 주세요.'),
    z.maxLength(500, '실천할 일은 500자까지 입력할 수 있습니다.'),
  ),
  due_date: z.nullable(day({ topic: '기한은', ...DUE_DAYS })),
  done: z.boolean(),
  suggested: z.boolean(),
});

/**
 * A next step a result offers (every tool's result carries its own): what, within how many days,
 * and what it is for, in a few words ("강점: 탐구심"), or null.
 */
export const suggestion = z.object({ content: z.string(), due_in_days: z.number(), topic: z.nullable(z.string()) });

/**
 * What in the way a run was answered makes its result less sure (decision 021): a gentle line for
 * the person, a plain flag for the counsellor. Every result carries its notes (none: an empty list).
 */
export const qualityNote = z.object({
  kind: z.enum([
    'too_fast',
    'same_answers',
    'long_run',
    'inconsistent',
    'all_chosen',
    'none_chosen',
    'flat',
    'near_tie',
    'tie_order',
  ]),
  to_user: z.string(),
  to_counsellor: z.string(),
});

/** How well a result fits, in the person's words (issue 23): 1–5 and a comment; a later one replaces it. */
export const resultFeedback = z.object({ fit: z.number(), comment: z.string(), created_at: z.string() });

/** What a person says of a result: how well it fits (1–5) and, if they like, why. */
export const feedbackFields = {
  fit: count({ message: '1에서 5 사이로 골라 주세요.', min: 1, max: 5 }),
  comment: text('소감을 입력해 주세요.').check(z.trim(), z.maxLength(1000, '소감은 1,000자까지 입력할 수 있습니다.')),
};

/** A kept result: the run it came from, the scoring that computed it, and the action items chosen after it. */
export const savedResultOf = <R extends z.ZodMiniType>(result: R) =>
  z.object({
    run_id: z.number(),
    /** Whose result it is: a screen shows it only under that person's name (issue 23). */
    user_id: z.number(),
    action_item: actionItem,
    scoring_version: z.string(),
    result,
    /** What the result says, in a line (null for results kept before it was recorded). */
    summary: z.nullable(z.string()),
    created_at: z.string(),
    action_items: z.array(actionItemEntry),
    /** What the consultant who ran it wrote for the student to read with it (decision 024), or null. */
    counsellor_note: z.optional(z.nullable(z.string())),
    /** How well it fits, in the person's words (결과 소감), or null before they say. */
    feedback: z.optional(z.nullable(resultFeedback)),
  });

/** A kept result in a list: when, by which scoring, and what it said in a line (null for results kept before it was recorded). */
const pastResult = z.object({
  run_id: z.number(),
  created_at: z.string(),
  scoring_version: z.string(),
  summary: z.nullable(z.string()),
});

/** The saved answers' new revisions, by item: what the next save of each names as its base. */
const savedAnswers = z.object({
  saved: z.number(),
  revisions: z.record(z.string(), z.number()),
  updated_at: z.string(),
});

/** The body of an answer save (the run named in the path, or in `run_id` for a tool's own save call). */
export const answerSave = (items: ItemSchemas) => ({ answers: answerBatch(items), screen: z.optional(screen) });

/** The shared run calls of one tool, with its items and its result in the schemas. */
export function runCalls<R extends z.ZodMiniType>(items: ItemSchemas, result: R, limits: RunLimits) {
  const saved = savedResultOf(result);
  return {
    /** Where the user is in the tool: the open run with its answers (or none), and the past results. */
    current: {
      method: 'GET',
      path: '/run/{userId}',
      summary: '도구 진행 상태',
      subject: 'user',
      params: z.object({ userId: numericId }),
      data: z.object({ run: z.nullable(runState), results: z.array(pastResult) }),
    },
    /** Starts a run, or gives back the open one; `restart` leaves the open one and starts anew. */
    start: {
      method: 'POST',
      path: '/run/{userId}',
      summary: '도구 시작',
      subject: 'user',
      params: z.object({ userId: numericId }),
      body: z.object({ restart: z.optional(z.boolean()), class_id: z.optional(z.nullable(id())) }),
      data: runState,
    },
    /**
     * Saves answers as they are given. Each names the revision it replaces; when another device
     * changed an item since, that item is not replaced and the call answers 409 (the others are kept).
     */
    saveAnswers: {
      method: 'PATCH',
      path: '/answers/{runId}',
      summary: '답변 저장',
      subject: 'run',
      params: z.object({ runId: numericId }),
      body: z.object(answerSave(items)),
      bodyBytes: answerSaveBytes(limits),
      data: savedAnswers,
    },
    /** The result a completed run produced, with its action items. */
    result: {
      method: 'GET',
      path: '/result/{runId}',
      summary: '도구 결과',
      subject: 'run',
      params: z.object({ runId: numericId }),
      data: saved,
    },
    /** Replaces the action items of a completed run. */
    saveActionItems: {
      method: 'PATCH',
      path: '/action-items/{runId}',
      summary: '실천 계획 저장',
      subject: 'run',
      params: z.object({ runId: numericId }),
      body: z.object({
        items: z.array(actionItemEntry).check(z.maxLength(20, '실천할 일은 20개까지 정할 수 있습니다.')),
      }),
      data: z.object({ action_items: z.array(actionItemEntry) }),
    },
    /** Keeps what the person says of a completed run's result (결과 소감), replacing what they said before. */
    saveFeedback: {
      method: 'PATCH',
      path: '/feedback/{runId}',
      summary: '결과 소감 저장',
      subject: 'run',
      params: z.object({ runId: numericId }),
      body: z.object(feedbackFields),
      data: resultFeedback,
    },
  } as const satisfies Record<string, ToolCall>;
}

export { savedAnswers };

/** Where the user stands in one tool. */
export const toolProgress = z.object({
  action_item: actionItem,
  status: z.enum(['not_started', 'in_progress', 'completed']),
  /** Answers kept in the open run (0 when none is open). */
  answered: z.number(),
  /** When the user last worked on it (an answer, a start or a result), else null. */
  updated_at: z.nullable(z.string()),
  /** Results kept, oldest first; a new run never replaces one. */
  results: z.number(),
});

/** An action item not yet done, nearest due date first. */
const pendingActionItem = z.object({
  action_item: actionItem,
  content: z.string(),
  due_date: z.nullable(z.string()),
});

const named = z.object({ code: z.string(), name: z.string() });

/**
 * What one kept result adds to the student's portfolio, read from the result as it was kept (never
 * recomputed): what it said, and what it found that other tools find too. Each tool writes its own
 * (its folder's `portfolio.ts`); a tool without one adds its summary line only.
 */
export const portfolioPart = z.object({
  /** What the result said, in a sentence or two. */
  said: z.array(z.string()),
  /** Interest letters, strongest first (성격 유형, 직업 카드). */
  interest: z.optional(z.string()),
  anchors: z.optional(z.array(named)),
  cores: z.optional(z.array(named)),
  /** Occupations the student chose or aimed at with this tool. */
  aimed: z.optional(z.array(z.string())),
  /** Occupations the tool suggested from the answers. */
  suggested: z.optional(z.array(z.string())),
  /** A counsellor's readiness check of the direction chosen: each aspect's level key (커리어 모델). */
  readiness: z.optional(z.object({ info: z.string(), fit: z.string(), plan: z.string() })),
});

const portfolioEntry = z.object({
  action_item: actionItem,
  run_id: z.number(),
  created_at: z.string(),
  summary: z.nullable(z.string()),
  /** Kept from the student until they have talked with their consultant (decision 024): nothing of it is shown. */
  held: z.boolean(),
  said: z.array(z.string()),
  /** What the consultant wrote for the student to read with it, or null. */
  counsellor_note: z.nullable(z.string()),
  /**
   * How far to trust it, in the counsellor's words (decision 021): for a consultant or instructor
   * only (their copy of the report carries them), empty for the student.
   */
  flags: z.array(z.string()),
});

/** Interest letters as one tool's latest result found them. */
const portfolioInterest = z.object({ action_item: actionItem, code: z.string(), created_at: z.string() });

/**
 * The student's whole story (issue 39, decision 058): every kept result on one timeline (oldest
 * first), the through-line across tools, where they disagree, the action items still open, and the
 * signed notes their consultants chose to show them. The same for the student, their consultant
 * and their instructor (it is the student's document), but for the counsellor's flags.
 */
export const portfolio = z.object({
  student: z.object({ name: z.string() }),
  entries: z.array(portfolioEntry),
  /** Results left out because the timeline shows the latest `PORTFOLIO_ENTRIES` only. */
  older: z.number(),
  interest: z.array(portfolioInterest),
  anchors: z.nullable(z.object({ names: z.array(named), created_at: z.string() })),
  cores: z.nullable(z.object({ names: z.array(named), created_at: z.string() })),
  /** Occupations two or more tools named, with the tools. */
  occupations: z.array(z.object({ name: z.string(), tools: z.array(actionItem) })),
  /** Where the tools disagree or a result changed, said plainly as something to talk about. */
  differences: z.array(z.string()),
  action_items: z.array(pendingActionItem),
  notes: z.array(
    z.object({
      session_on: z.string(),
      author: z.string(),
      action_item: z.nullable(actionItem),
      discussed: z.string(),
      agreed: z.string(),
    }),
  ),
});

/** Spec §7 `GET /dashboard/{id}`: the user's tools as the caller may see them (an AI gift's only). */
export const dashboard = defineToolCalls('dashboard', undefined, {
  overview: {
    method: 'GET',
    path: '/{userId}',
    summary: '도구 현황',
    subject: 'user',
    params: z.object({ userId: numericId }),
    data: z.object({
      tools: z.array(toolProgress),
      action_items: z.object({ total: z.number(), done: z.number(), pending: z.array(pendingActionItem) }),
    }),
  },
  /** Ours (issue 39): the student's career portfolio, built from their kept results. */
  portfolio: {
    method: 'GET',
    path: '/{userId}/portfolio',
    summary: '진로 포트폴리오',
    subject: 'user',
    params: z.object({ userId: numericId }),
    data: portfolio,
  },
});

export type PortfolioPart = z.output<typeof portfolioPart>;
export type Portfolio = z.output<typeof portfolio>;
/** How many results the portfolio's timeline shows at most (the latest): a bound on one reply. */
export const PORTFOLIO_ENTRIES = 100;

export type ToolProgress = z.infer<typeof toolProgress>;
/** A run as the server keeps it: where its user was, and each answer with its revision. */
export type RunState = z.output<typeof runState>;
export type ActionItemEntry = z.output<typeof actionItemEntry>;
export type Suggestion = z.output<typeof suggestion>;
export type QualityNote = z.output<typeof qualityNote>;
export type PastResult = z.output<typeof pastResult>;
export type ResultFeedback = z.output<typeof resultFeedback>;
/** A kept result with the given result shape. */
export type SavedResultOf<R> = Omit<z.output<ReturnType<typeof savedResultOf>>, 'result'> & { result: R };
