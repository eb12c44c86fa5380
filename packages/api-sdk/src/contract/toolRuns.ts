import * as z from 'zod/mini';
import { AUDIENCES } from '../tools';
import { actionItem, INT32_MAX, id, line, numericId, text } from './schemas';
import { defineToolCalls } from './toolCalls';

// The calls every tool shares: a run is started or resumed, its answers saved as they are given,
// its result read back with the action items chosen after it (decision 013).

/** One answer's value: what a tool's items take (a rating, a choice, a text, a set of choices). */
const answerNumber = z
  .number('답변이 올바르지 않습니다.')
  .check(
    z.int('답변이 올바르지 않습니다.'),
    z.minimum(-1_000_000, '답변이 올바르지 않습니다.'),
    z.maximum(1_000_000, '답변이 올바르지 않습니다.'),
  );
const answerValue = z.union([
  answerNumber,
  z.boolean(),
  text().check(z.maxLength(10_000, '답변은 10,000자까지 입력할 수 있습니다.')),
  z
    .array(z.union([answerNumber, line().check(z.maxLength(200))]))
    .check(z.maxLength(200, '한 번에 고를 수 있는 수를 넘었습니다.')),
]);

const itemKey = line('문항을 입력해 주세요.').check(
  z.regex(/^[a-z0-9][a-z0-9_.:-]{0,99}$/, '문항 이름이 올바르지 않습니다.'),
);

/** A tool's screen, as a run remembers where its user was. */
export const screen = line().check(z.regex(/^[a-z0-9/-]{1,60}$/, '화면 이름이 올바르지 않습니다.'));

export const answer = z.object({
  item: itemKey,
  value: answerValue,
  /** The client's revision of this item: only a newer one replaces a saved answer. */
  revision: z
    .number('답변 순번이 필요합니다.')
    .check(
      z.int('답변 순번이 올바르지 않습니다.'),
      z.minimum(0, '답변 순번이 올바르지 않습니다.'),
      z.maximum(INT32_MAX, '답변 순번이 올바르지 않습니다.'),
    ),
});

export const runState = z.object({
  id: z.number(),
  action_item: actionItem,
  audience: z.enum(AUDIENCES),
  status: z.enum(['open', 'completed', 'abandoned']),
  screen: z.string(),
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
  due_date: z.nullable(line().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.'))),
  done: z.boolean(),
  suggested: z.boolean(),
});

export const savedResult = z.object({
  run_id: z.number(),
  action_item: actionItem,
  scoring_version: z.string(),
  result: z.unknown(),
  created_at: z.string(),
  action_items: z.array(actionItemEntry),
});

const pastResult = z.object({ run_id: z.number(), created_at: z.string(), scoring_version: z.string() });

export const toolRuns = defineToolCalls('tool', undefined, {
  /** Where the user is in a tool: the open run with its answers (or none), and the past results. */
  current: {
    method: 'GET',
    path: '/run/{actionItem}/{userId}',
    summary: '도구 진행 상태',
    subject: 'user',
    params: z.object({ actionItem, userId: numericId }),
    data: z.object({ run: z.nullable(runState), results: z.array(pastResult) }),
  },
  /** Starts a run, or gives back the open one; `restart` leaves the open one and starts anew. */
  start: {
    method: 'POST',
    path: '/run/{actionItem}/{userId}',
    summary: '도구 시작',
    subject: 'user',
    params: z.object({ actionItem, userId: numericId }),
    body: z.object({ restart: z.optional(z.boolean()), class_id: z.optional(z.nullable(id())) }),
    data: runState,
  },
  /** Saves answers as they are given (idempotent: a repeated or older revision changes nothing). */
  saveAnswers: {
    method: 'PATCH',
    path: '/answers/{runId}',
    summary: '답변 저장',
    subject: 'run',
    params: z.object({ runId: numericId }),
    body: z.object({
      answers: z.array(answer).check(z.maxLength(500, '한 번에 500개까지 저장할 수 있습니다.')),
      screen: z.optional(screen),
    }),
    data: z.object({ saved: z.number(), updated_at: z.string() }),
  },
  /** The result a completed run produced, with its action items. */
  result: {
    method: 'GET',
    path: '/result/{runId}',
    summary: '도구 결과',
    subject: 'run',
    params: z.object({ runId: numericId }),
    data: savedResult,
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
});

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
});

export type ToolProgress = z.infer<typeof toolProgress>;
