import type { Access, Endpoint, EndpointData, EndpointParsedInput, Subject } from '@career/api-sdk';
import type { Context } from 'hono';
import type { Selectable } from 'kysely';
import type { PaymentGateway } from '../commerce/gateway';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { ToolRunTable, UniversityUserType } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { ReportPrinter } from '../pdf/printer';
import type { TextGenerator } from '../text/generator';

// What a request is made of, shared by every layer of the server: the services route modules
// depend on, who is calling, who the call is about, and the handler's shape. Types only, so that
// importing them loads no code (decision 043); the services' own modules never import this one.

/** Per-request values set by middleware (the signed-in session joins here with the auth step). */
export interface AppEnv {
  Variables: Record<string, never>;
}

/** What route modules depend on. */
export interface Deps {
  config: ServerConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /** What writes drafts: the configured provider, or the built-in composer (decision 019). */
  textGenerator: TextGenerator;
  /** Who takes kit payments: Toss Payments, or the built-in sandbox (decision 032). */
  payments: PaymentGateway;
  /** Draws the reports the server prints, off the request thread (decision 035). */
  reports: ReportPrinter;
}

/** Given to each route module: `handle(endpoint, handler)` plus the shared dependencies. */
export interface Router {
  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
  deps: Deps;
}

interface UniversityRef {
  id: number;
  name: string;
}

interface Named {
  /** The session's public token (the login reply's `token`); it authenticates nothing. */
  publicToken: string;
  name: string;
}

export interface UserPrincipal extends Named {
  area: 'user';
  userId: number;
  aiGiftCode: string | null;
}

export interface UniversityUserPrincipal extends Named {
  area: 'universityUser';
  universityUserId: number;
  type: UniversityUserType;
  university: UniversityRef | null;
}

export interface UniversityPrincipal extends Named {
  area: 'university';
  managerId: number;
  university: UniversityRef;
}

export interface AdminPrincipal extends Named {
  area: 'admin';
  adminId: number;
}

/** A guest's browser (decision 018): which of its guests a call may act for is decided per call. */
export interface GuestPrincipal {
  area: 'guest';
  browserHash: string;
}

/** Who a session (a sign-in) belongs to. */
export type SessionPrincipal = UserPrincipal | UniversityUserPrincipal | UniversityPrincipal | AdminPrincipal;

export type Principal = SessionPrincipal | GuestPrincipal;

/** What a handler of an endpoint with this access receives. */
export type PrincipalFor<A extends Access> = A extends 'user'
  ? UserPrincipal
  : A extends 'universityUser' | 'consultant' | 'instructor'
    ? UniversityUserPrincipal
    : A extends 'university'
      ? UniversityPrincipal
      : A extends 'admin'
        ? AdminPrincipal
        : A extends 'guest'
          ? GuestPrincipal
          : null;

/** What never changes about a run: whose it is and which tool. Its status is read where it matters. */
export type RunRef = Pick<Selectable<ToolRunTable>, 'id' | 'user_id' | 'action_item'>;

/** Who a call is about, resolved and checked before its handler runs (decision 013). */
export interface ResolvedSubject {
  userId: number;
  /** The run named by the call (`run` subjects), else null. */
  run: RunRef | null;
}

export type SubjectFor<E extends Endpoint> = E['subject'] extends Subject ? ResolvedSubject : null;

/**
 * What a handler receives: the validated input, who is calling (per the endpoint's access), who
 * the call is about (per its subject, already checked), and the context.
 */
export type HandlerArgs<E extends Endpoint> = {
  [K in keyof EndpointParsedInput<E>]-?: Exclude<EndpointParsedInput<E>[K], undefined>;
} & {
  principal: PrincipalFor<E['access']>;
  subject: SubjectFor<E>;
  c: Context<AppEnv>;
  /** Aborted when the caller goes away (a stream's reader stopped it, or the page closed). */
  signal: AbortSignal;
};

/**
 * A handler: the data of the reply; for a streamed endpoint, the text as it is written (each
 * yielded piece) and then the data.
 */
export type Handler<E extends Endpoint> = E['stream'] extends true
  ? (args: HandlerArgs<E>) => AsyncGenerator<string, EndpointData<E>, void>
  : (args: HandlerArgs<E>) => Promise<EndpointData<E>> | EndpointData<E>;
