import type * as z from 'zod/mini';
import { AUDIENCES, type ToolAudience } from '../registry';
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
  /** The largest body the call takes, when more than the default (see Endpoint). */
  readonly bodyBytes?: number;
  readonly data: z.ZodMiniType;
  /** A guest on the tool's QR link takes this call too (`/guest/…`, decision 018). */
  readonly guest?: true;
  /** Answered as a stream of text (see Endpoint). */
  readonly stream?: true;
}

/**
 * Spec §7: the consultant's call, its mirrored `/user/…` call and the `/instructor/…` variant; and
 * for a tool guests take, `/guest/…` (ours: the spec names only the guests' QR screens).
 */
const PREFIX = {
  consultant: '',
  user: '/user',
  instructor: '/instructor',
  guest: '/guest',
} as const satisfies Record<ToolAudience, string>;

/** Which calls a guest gets: none, the ones marked `guest: true`, or all (a guest tool's run calls). */
export type GuestCalls = 'none' | 'marked' | 'all';

type GuestSubset<Calls, Guest extends GuestCalls> = Guest extends 'all'
  ? Calls
  : Guest extends 'marked'
    ? { [K in keyof Calls as Calls[K] extends { guest: true } ? K : never]: Calls[K] }
    : Record<never, never>;

type Variant<A extends ToolAudience, G extends string, T extends string | undefined, C extends ToolCall> = Omit<
  C,
  'path' | 'summary'
> & {
  readonly area: 'api';
  readonly access: A;
  readonly tool: T;
  readonly path: `${(typeof PREFIX)[A]}/${G}${C['path']}`;
  readonly summary: string;
};

type ForAudience<A extends ToolAudience, G extends string, T extends string | undefined, Calls> = {
  readonly [K in keyof Calls & string as `${A}${Capitalize<K>}`]: Calls[K] extends ToolCall
    ? Variant<A, G, T, Calls[K]>
    : never;
};

export type ToolEndpoints<
  G extends string,
  T extends string | undefined,
  Calls,
  Guest extends GuestCalls = 'none',
> = ForAudience<'consultant', G, T, Calls> &
  ForAudience<'user', G, T, Calls> &
  ForAudience<'instructor', G, T, Calls> &
  ForAudience<'guest', G, T, GuestSubset<Calls, Guest>>;

const AUDIENCE_LABEL = {
  consultant: '상담사',
  user: '사용자',
  instructor: '강사',
  guest: '게스트',
} as const satisfies Record<ToolAudience, string>;

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
  const Guest extends GuestCalls = 'none',
>(group: G, tool: T, calls: Calls, guest: Guest = 'none' as Guest): ToolEndpoints<G, T, Calls, Guest> {
  const endpoints: Record<string, Endpoint> = {};
  for (const audience of [...AUDIENCES, 'guest'] as const) {
    for (const [name, { guest: forGuest, ...call }] of Object.entries(calls)) {
      if (audience === 'guest' && (guest === 'none' || (guest === 'marked' && !forGuest))) continue;
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
  return endpoints as ToolEndpoints<G, T, Calls, Guest>;
}

/** One audience's calls of a group, by the names they were declared with (`start`, `result`, …). */
export type AudienceCalls<E, A extends ToolAudience> = {
  readonly [K in keyof E & string as K extends `${A}${infer Rest}` ? Uncapitalize<Rest> : never]: E[K];
};

/** The calls of one audience from a group that `defineToolCalls` declared (or its route table). */
export function callsFor<E extends object, A extends ToolAudience>(endpoints: E, audience: A): AudienceCalls<E, A> {
  const calls: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(endpoints)) {
    if (!key.startsWith(audience)) continue;
    const rest = key.slice(audience.length);
    calls[`${rest.charAt(0).toLowerCase()}${rest.slice(1)}`] = value;
  }
  return calls as AudienceCalls<E, A>;
}
