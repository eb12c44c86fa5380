import { resolve } from 'node:path';

/** Everything the server reads from the environment, with safe defaults (README lists each). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory. */
  dataDir: string;
  /** Explicit development mode (spec §4 check-server); the start command never sets it. */
  devServer: boolean;
  /** Identifies this server build (check-server token). */
  buildId: string;
  /** A session ends after this long without a request… */
  sessionIdleMinutes: number;
  /** …and this long after sign-in, whatever happens. */
  sessionMaxHours: number;
  /** Failed logins per account, and per client address, allowed in one window before 429. */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /**
   * Mark cookies Secure (the default; browsers keep them over https and on http://localhost).
   * COOKIE_SECURE=0 is for plain http on another host; a request that came over TLS is Secure anyway.
   */
  secureCookies: boolean;
  /** SMTP server URL (smtp://user:pass@host:587); without it mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed demo data on a PostgreSQL server too (always seeded on a new embedded database). */
  demoSeed: boolean;
  /** Answer saves one person may make in a minute (each save carries many answers). */
  answerSavesPerMinute: number;
  /** An OpenAI-compatible chat-completions API; without a base URL the built-in composer writes drafts. */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number };
  /**
   * Provider calls (AI drafts) a day, Asia/Seoul (decision 019): per person, per QR link (its guests
   * together), per class, and per owner (the consultant or instructor of a link or class: all of
   * their links and classes together, so a link without a class is capped too).
   */
  generationsPerDayUser: number;
  generationsPerDayLink: number;
  generationsPerDayClass: number;
  generationsPerDayOwner: number;
  /** Drafts of the built-in composer a day per person: it costs CPU only, so its own generous limit. */
  composerGenerationsPerDayUser: number;
  /** New guests on QR links one client address, and one link, may make in a window (429 past it). */
  guestJoinsPerAddress: number;
  guestJoinsPerLink: number;
  guestJoinWindowSeconds: number;
  /** Interview recordings saved (re-recordings too), in KB: per person a day (Asia/Seoul) and per run. */
  interviewAudioKbPerDay: number;
  interviewAudioKbPerRun: number;
  /** Hours after a run was left for a new one (restarted) until its recordings are deleted. */
  interviewAudioAbandonedHours: number;
  /** The composer's pause between pieces of a draft, so it appears as written (0 in tests). */
  composerChunkMs: number;
  /** Reports drawn at once (worker threads), reports waiting beyond them, the longest report and its time limit (decision 035). */
  reports: { workers: number; queue: number; maxPages: number; timeoutMs: number };
  /** Webhook deliveries one address may send in a minute (each costs a call to the gateway). */
  webhooksPerMinute: number;
  /** Toss Payments' keys; without both, kits are paid in the built-in sandbox (테스트 결제). */
  toss: { secretKey: string | undefined; clientKey: string | undefined; apiBase: string };
}

function whole(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`${name} must be a whole number >= ${min}, got "${value}"`);
  return parsed;
}

/** A 0/1 setting; anything else is a mistake worth stopping for (COOKIE_SECURE=false would silently mean Secure). */
function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '0' || value === '1') return value === '1';
  throw new Error(`${name} must be 0 or 1, got "${value}"`);
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || '.data'),
    devServer: env.DEV_SERVER === '1',
    buildId: env.BUILD_ID || `local-${Date.now().toString(36)}`,
    sessionIdleMinutes: whole('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    sessionMaxHours: whole('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12),
    loginMaxFailuresPerAccount: whole('LOGIN_MAX_FAILURES_PER_ACCOUNT', env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
    loginMaxFailuresPerAddress: whole('LOGIN_MAX_FAILURES_PER_ADDRESS', env.LOGIN_MAX_FAILURES_PER_ADDRESS, 50),
    loginWindowSeconds: whole('LOGIN_WINDOW_SECONDS', env.LOGIN_WINDOW_SECONDS, 60),
    trustProxy: env.TRUST_PROXY === '1',
    secureCookies: flag('COOKIE_SECURE', env.COOKIE_SECURE, true),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || '진로 코칭 플랫폼 <no-reply@localhost>',
    demoSeed: env.DEMO_SEED === '1',
    answerSavesPerMinute: whole('ANSWER_SAVES_PER_MINUTE', env.ANSWER_SAVES_PER_MINUTE, 600),
    ai: {
      baseUrl: env.AI_BASE_URL || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || 'gpt-4o-mini',
      timeoutMs: whole('AI_TIMEOUT_MS', env.AI_TIMEOUT_MS, 30_000),
    },
    generationsPerDayUser: whole('TEXT_GENERATIONS_PER_DAY_USER', env.TEXT_GENERATIONS_PER_DAY_USER, 30),
    generationsPerDayLink: whole('TEXT_GENERATIONS_PER_DAY_LINK', env.TEXT_GENERATIONS_PER_DAY_LINK, 300),
    generationsPerDayClass: whole('TEXT_GENERATIONS_PER_DAY_CLASS', env.TEXT_GENERATIONS_PER_DAY_CLASS, 1000),
    generationsPerDayOwner: whole('TEXT_GENERATIONS_PER_DAY_OWNER', env.TEXT_GENERATIONS_PER_DAY_OWNER, 3000),
    composerGenerationsPerDayUser: whole(
      'COMPOSER_GENERATIONS_PER_DAY_USER',
      env.COMPOSER_GENERATIONS_PER_DAY_USER,
      300,
    ),
    guestJoinsPerAddress: whole('GUEST_JOINS_PER_ADDRESS', env.GUEST_JOINS_PER_ADDRESS, 60),
    guestJoinsPerLink: whole('GUEST_JOINS_PER_LINK', env.GUEST_JOINS_PER_LINK, 300),
    guestJoinWindowSeconds: whole('GUEST_JOIN_WINDOW_SECONDS', env.GUEST_JOIN_WINDOW_SECONDS, 600),
    interviewAudioKbPerDay: whole('INTERVIEW_AUDIO_KB_PER_DAY', env.INTERVIEW_AUDIO_KB_PER_DAY, 15_000),
    interviewAudioKbPerRun: whole('INTERVIEW_AUDIO_KB_PER_RUN', env.INTERVIEW_AUDIO_KB_PER_RUN, 6_000),
    interviewAudioAbandonedHours: whole('INTERVIEW_AUDIO_ABANDONED_HOURS', env.INTERVIEW_AUDIO_ABANDONED_HOURS, 24, 0),
    composerChunkMs: whole('COMPOSER_CHUNK_MS', env.COMPOSER_CHUNK_MS, 12, 0),
    reports: {
      workers: whole('REPORT_WORKERS', env.REPORT_WORKERS, 1),
      queue: whole('REPORT_QUEUE', env.REPORT_QUEUE, 8, 0),
      maxPages: whole('REPORT_MAX_PAGES', env.REPORT_MAX_PAGES, 100),
      timeoutMs: whole('REPORT_TIMEOUT_MS', env.REPORT_TIMEOUT_MS, 30_000),
    },
    webhooksPerMinute: whole('WEBHOOKS_PER_MINUTE', env.WEBHOOKS_PER_MINUTE, 120),
    toss: {
      secretKey: env.TOSS_SECRET_KEY || undefined,
      clientKey: env.TOSS_CLIENT_KEY || undefined,
      apiBase: env.TOSS_API_BASE || 'https://api.tosspayments.com',
    },
  };
}
