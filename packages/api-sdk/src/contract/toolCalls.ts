import type * as z from 'zod/mini';
import { AUDIENCES, type Audience } from '../tools';
import type { Endpoint, HttpMethod, Subject } from './endpoint';

/** A tool's server call as declared once; `defineToolCalls` yields its variant for every audience. */
export interface ToolCall {
  readonly method: HttpMethod;
  /** Path below the call group, e.g. `/questions`. */
  readonly path: string;
  readonly summary: string;
  readonly subject?: Subject;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly data: z.ZodMiniType;
}

/** Spec §7: the consultant's call, its mirrored `/user/…` call and the `/instructor/…` variant. */
const PREFIX = { consultant: '', user: '/user', instructor: '/instructor' } as const satisfies Record<Audience, string>;

type Variant<A extends Audience, G extends string, T extends string | undefined, C extends ToolCall> = Omit<
  C,
  'path' | 'summary'
> & {
  readonly area: 'api';
  readonly access: A;
  readonly tool: T;
  readonly path: `${(typeof PREFIX)[A]}/${G}${C['path']}`;
  readonly summary: string;
};

type ForAudience<A extends Audience, G extends string, T extends string | undefined, Calls> = {
  readonly [K in keyof Calls & string as `${A}${Capitalize<K>}`]: Calls[K] extends ToolCall
    ? Variant<A, G, T, Calls[K]>
    : never;
};

export type ToolEndpoints<G extends string, T extends string | undefined, Calls> = ForAudience<
  'consultant',
  G,
  T,
  Calls
> &
  ForAudience<'user', G, T, Calls> &
  ForAudience<'instructor', G, T, Calls>;

const AUDIENCE_LABEL = { consultant: '상담사', user: '사용자', instructor: '강사' } as const satisfies Record<
  Audience,
  string
>;

/**
 * Declares a group of tool calls once and yields every audience's endpoint: `consultantQuestions`
 * (`/api/careerAchor/questions`, consultant access), `userQuestions` (`/api/user/careerAchor/…`),
 * `instructorQuestions` (`/api/instructor/careerAchor/…`). `tool` names the tool the group belongs
 * to (an AI-gift user may call only their gift's tools); leave it out for calls about any tool.
 */
export function defineToolCalls<
  const G extends string,
  const T extends string | undefined,
  const Calls extends Record<string, ToolCall>,
>(group: G, tool: T, calls: Calls): ToolEndpoints<G, T, Calls> {
  const endpoints: Record<string, Endpoint> = {};
  for (const audience of AUDIENCES) {
    for (const [name, call] of Object.entries(calls)) {
      const endpoint: Endpoint = {
        ...call,
        area: 'api',
        access: audience,
        ...(tool ? { tool } : {}),
        path: `${PREFIX[audience]}/${group}${call.path}`,
        summary: `${call.summary} (${AUDIENCE_LABEL[audience]})`,
      };
      endpoints[`${audience}${name.charAt(0).toUpperCase()}${name.slice(1)}`] = endpoint;
    }
  }
  return endpoints as ToolEndpoints<G, T, Calls>;
}

/** One audience's calls of a group, by the names they were declared with (`start`, `result`, …). */
export type AudienceCalls<E, A extends Audience> = {
  readonly [K in keyof E & string as K extends `${A}${infer Rest}` ? Uncapitalize<Rest> : never]: E[K];
};

/** The calls of one audience from a group that `defineToolCalls` declared (or its route table). */
export function callsFor<E extends object, A extends Audience>(endpoints: E, audience: A): AudienceCalls<E, A> {
  const calls: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(endpoints)) {
    if (!key.startsWith(audience)) continue;
    const rest = key.slice(audience.length);
    calls[`${rest.charAt(0).toLowerCase()}${rest.slice(1)}`] = value;
  }
  return calls as AudienceCalls<E, A>;
}
