import type { Context } from 'hono';
import { clientAddress } from '../http/clientAddress';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/router';
import { hashPassword, verifyPassword } from './password';
import { assertUnderLimit, clearLimit, countEvent, type Limit } from './rateLimit';

export const messages = {
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  tooMany: '로그인 시도가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
} as const;

export interface PasswordAccount {
  id: number;
  password_hash: string;
  /** A mailed temporary password, accepted until it expires; using it makes it the password. */
  temporary_password_hash?: string | null;
  temporary_password_expires_at?: Date | null;
}

export interface PasswordLoginOptions<A extends PasswordAccount> {
  /** Names the account's rate-limit counter, e.g. 'admin'. */
  kind: string;
  loginId: string;
  password: string;
  find(): Promise<A | undefined>;
  /** Stores a new password hash (when a temporary password was used). */
  replacePassword?(accountId: number, passwordHash: string): Promise<void>;
}

function limits(deps: Deps, c: Context, kind: string, loginId: string): [Limit, Limit] {
  const { config } = deps;
  return [
    {
      scope: `login:${kind}:${loginId.trim().toLowerCase()}`,
      max: config.loginMaxFailuresPerAccount,
      windowSeconds: config.loginWindowSeconds,
    },
    {
      scope: `login-address:${clientAddress(c, config.trustProxy)}`,
      max: config.loginMaxFailuresPerAddress,
      windowSeconds: config.loginWindowSeconds,
    },
  ];
}

async function temporaryPasswordMatches(account: PasswordAccount, password: string): Promise<boolean> {
  const expires = account.temporary_password_expires_at;
  if (!account.temporary_password_hash || !expires || new Date(expires) <= new Date()) return false;
  return verifyPassword(account.temporary_password_hash, password);
}

/**
 * Checks a password login with failure counting per account and per address (429 with Retry-After
 * past the limit). A wrong id and a wrong password get the same message and take the same time.
 */
export async function passwordLogin<A extends PasswordAccount>(
  deps: Deps,
  c: Context,
  options: PasswordLoginOptions<A>,
): Promise<A> {
  const { db } = deps.database;
  const [account, address] = limits(deps, c, options.kind, options.loginId);
  await assertUnderLimit(db, account, messages.tooMany);
  await assertUnderLimit(db, address, messages.tooMany);

  const found = await options.find();
  let ok = await verifyPassword(found?.password_hash, options.password);
  if (!ok && found && options.replacePassword && (await temporaryPasswordMatches(found, options.password))) {
    await options.replacePassword(found.id, await hashPassword(options.password));
    ok = true;
  }
  if (!ok || !found) {
    await countEvent(db, account);
    await countEvent(db, address);
    throw new ApiError(401, messages.badCredentials);
  }
  await clearLimit(db, account.scope);
  return found;
}

/** Refuses with 429 once an address has failed `max` times in the window (token and code guessing). */
export async function guardAgainstGuessing(deps: Deps, c: Context, kind: string) {
  const { config, database } = deps;
  const limit: Limit = {
    scope: `${kind}-address:${clientAddress(c, config.trustProxy)}`,
    max: config.loginMaxFailuresPerAddress,
    windowSeconds: config.loginWindowSeconds,
  };
  await assertUnderLimit(database.db, limit, messages.tooMany);
  return { fail: () => countEvent(database.db, limit) };
}
