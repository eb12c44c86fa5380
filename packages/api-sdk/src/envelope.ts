/** The one success code of every reply (spec §9). */
export const SUCCESS_CODE = 200;

/** Shown when a failed reply carries no message (spec §8). */
export const DEFAULT_ERROR_MESSAGE = '시스템에 문제가 발생했습니다.';

/** Every server reply: `{ code, message, data }` (spec §3). */
export interface Envelope<TData = unknown> {
  code: number;
  message: string;
  data: TData;
}

/** Whether an untrusted reply body has the envelope's shape. */
export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.code === 'number' && typeof candidate.message === 'string' && 'data' in candidate;
}

/** A refusal of one field, as a 400 lists them in `data.issues` (`path`: the field's key, e.g. `session_on`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The field refusals a failed reply's data carries (none when it names no field). */
export function fieldIssuesOf(data: unknown): FieldIssue[] {
  const issues = (data as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues)
    ? issues.filter(
        (issue: Partial<FieldIssue> | null) => typeof issue?.path === 'string' && typeof issue.message === 'string',
      )
    : [];
}
