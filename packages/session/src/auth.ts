import {
  type ApiClient,
  DEFAULT_ERROR_MESSAGE,
  type EndpointInput,
  type EndpointOf,
  type LoginData,
  type Route,
  routes,
} from '@career/api-sdk';
import type { SessionKind } from './areas';
import { applyLogin, clearSession, isAcceptedLogin, sessions } from './stores';
import { clearUrlData } from './urlData';

/** The calls that sign someone in; each answers with the login data of spec §3. */
export type LoginRoute =
  | typeof routes.auth.adminLogin
  | typeof routes.auth.universityLogin
  | typeof routes.auth.universityUserLogin
  | typeof routes.auth.instructorLogin
  | typeof routes.auth.userLogin
  | typeof routes.auth.aiGiftLogin;

export type LoginResult =
  | { ok: true; data: LoginData }
  /**
   * `message`: the server's, or the default when it gave none. `reply`: the refusal itself, or
   * undefined after a network exception (flows with their own messages and exits read it).
   */
  | { ok: false; message: string; reply: { code: number; message: string } | undefined };

/**
 * Signs in through `endpoint` into the `kind` session. Authenticated only when the reply code is
 * 200 and a token is present (spec §4); otherwise the server's message (or the default) comes back.
 */
export async function login<R extends LoginRoute>(
  client: ApiClient,
  kind: SessionKind,
  route: R,
  input: EndpointInput<EndpointOf<R>>,
): Promise<LoginResult> {
  const reply = await client.call(route, input, { loading: true });
  if (isAcceptedLogin(reply)) {
    applyLogin(kind, reply.data);
    return { ok: true, data: reply.data };
  }
  return { ok: false, message: reply?.message || DEFAULT_ERROR_MESSAGE, reply };
}

const tokenCheck = {
  user: routes.auth.userToken,
  universityUser: routes.auth.universityUserToken,
  university: routes.auth.universityToken,
  admin: routes.auth.adminToken,
} as const satisfies Record<SessionKind, Route>;

const pendingChecks = new Map<SessionKind, Promise<boolean>>();

/**
 * Spec §4: the held session, or else the server's token check. Concurrent callers share one check.
 */
export function ensureSession(client: ApiClient, kind: SessionKind): Promise<boolean> {
  if (sessions[kind].isAuth) return Promise.resolve(true);
  let pending = pendingChecks.get(kind);
  if (!pending) {
    pending = client
      .call(tokenCheck[kind])
      .then((reply) => {
        if (!isAcceptedLogin(reply)) return false;
        applyLogin(kind, reply.data);
        return true;
      })
      .finally(() => pendingChecks.delete(kind));
    pendingChecks.set(kind, pending);
  }
  return pending;
}

const logoutCall = {
  user: routes.auth.userLogout,
  universityUser: routes.auth.universityUserLogout,
  university: routes.auth.universityLogout,
  admin: routes.auth.adminLogout,
} as const satisfies Record<SessionKind, Route>;

/**
 * Where each logout lands (spec §4): a user (a student signed in beside a consultant) goes to
 * /consultant; a consultant to /consultant and an instructor to /; a university to /university; an
 * admin to /admin/.
 */
export function logoutTarget(kind: SessionKind, universityUserType?: string | null): string {
  switch (kind) {
    case 'user':
      return '/consultant';
    case 'universityUser':
      return universityUserType === 'INSTRUCTOR' ? '/' : '/consultant';
    case 'university':
      return '/university';
    case 'admin':
      return '/admin/';
  }
}

/**
 * Ends the session on the server and here, whatever the server says; returns where to go. Only a
 * session that exists is ended on the server: the held one, or one the server still knows (after a
 * reload nothing is held, and the cookie must still be ended); a signed-out visitor calls no logout.
 * A logout route that knows its audience names the university-user type; otherwise the session's
 * type decides.
 */
export async function logout(
  client: ApiClient,
  kind: SessionKind,
  universityUserType?: string | null,
): Promise<string> {
  if (await ensureSession(client, kind)) await client.call(logoutCall[kind]);
  const target = logoutTarget(
    kind,
    universityUserType === undefined ? sessions.universityUser.type : universityUserType,
  );
  clearSession(kind);
  // The completed-tool flags follow the user session by themselves (completedTools.ts).
  if (kind === 'user') clearUrlData();
  return target;
}
