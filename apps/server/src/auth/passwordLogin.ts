import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/types';
import { verifyPassword } from './password';
import { assertUnderLimit, callerKey, clearLimit, countEvent, type Limit } from './rateLimit';

export const messages = {
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  tooMany: '로그인 시도가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
} as const;

export interface PasswordAccount {
  id: number;
  password_hash: string;
}

export interface PasswordLoginOptions<A extends PasswordAccount> {
  /** Names the account's rate-limit counter, e.g. 'admin'. */
  kind: string;
  loginId: string;
  password: string;
  find(): Promise<A | undefined>;
}

/**
 * The two failure counters of a password sign-in (docs/decisions/008): this account from this
 * address, so an attacker's failures stop the attacker and not the owner signing in from elsewhere;
 * and this address across all accounts, against one address trying many accounts.
 */
function limits({ config }: Deps, c: Context, kind: string, loginId: string): [Limit, Limit] {
  const address = callerKey(c, config);
  return [
    {
      scope: `login:${kind}:${address}:${loginId.trim().toLowerCase()}`,
      max: config.loginMaxFailuresPerAccount,
      windowSeconds: config.loginWindowSeconds,
    },
    {
      scope: `login-address:${address}`,
      max: config.loginMaxFailuresPerAddress,
      windowSeconds: config.loginWindowSeconds,
    },
  ];
}

/**
 * Checks a password login with failure counting per account-and-address and per address (429 with
 * Retry-After past a limit, even for the right password). A wrong id and a wrong password get the
 * same message and take the same time.
 */
export async function passwordLogin<A extends PasswordAccount>(
  deps: Deps,
  c: Context,
  options: PasswordLoginOptions<A>,
): Promise<A> {
  const { db } = deps.database;
  const [accountFromAddress, address] = limits(deps, c, options.kind, options.loginId);
  await assertUnderLimit(db, accountFromAddress, messages.tooMany);
  await assertUnderLimit(db, address, messages.tooMany);

  const found = await options.find();
  const ok = await verifyPassword(found?.password_hash, options.password);
  if (!ok || !found) {
    await countEvent(db, accountFromAddress);
    await countEvent(db, address);
    throw new ApiError(401, messages.badCredentials);
  }
  await clearLimit(db, accountFromAddress.scope);
  return found;
}

/** Refuses with 429 once an address has failed `max` times in the window (token and code guessing). */
export async function guardAgainstGuessing(deps: Deps, c: Context, kind: string) {
  const { config, database } = deps;
  const limit: Limit = {
    scope: `${kind}-address:${callerKey(c, config)}`,
    max: config.loginMaxFailuresPerAddress,
    windowSeconds: config.loginWindowSeconds,
  };
  await assertUnderLimit(database.db, limit, messages.tooMany);
  return {
    fail: async () => {
      await countEvent(database.db, limit);
    },
  };
}
