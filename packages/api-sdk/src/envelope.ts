import * as z from 'zod/mini';

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

/** Loose check used on untrusted replies before trusting their shape. */
export const envelopeSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.unknown(),
});

export function isSuccess<T>(reply: Envelope<T>): boolean {
  return reply.code === SUCCESS_CODE;
}
