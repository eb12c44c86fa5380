// An interview question's clock (decision 028, issue 35): the time used to think and to answer, kept
// by the server, as the server, the screen and the stories' fake server all count it. The page says
// how long it has counted; the server counts the time between what it hears. A page may count less
// than the server measured only by a small allowance per question (a reload, a dropped connection),
// so closing the page or a client that claims little never hands out time; it never counts more
// than the server measured, never goes back, and stops at the question's limits.

/** Where a question's clock is: thinking or answering (running), out of answer time, or finished. */
export const INTERVIEW_CLOCK_PHASES = ['think', 'answer', 'over', 'ended'] as const;
export type InterviewClockPhase = (typeof INTERVIEW_CLOCK_PHASES)[number];

/** What a page says it is doing: thinking, answering, or done with the question (answered or passed over). */
export const INTERVIEW_PAGE_PHASES = ['think', 'answer', 'ended'] as const;
export type InterviewPagePhase = (typeof INTERVIEW_PAGE_PHASES)[number];

/** The time per question a page may leave uncounted while it was away (reloaded, offline), in all. */
export const INTERVIEW_CLOCK_GRACE_MS = 10_000;

/** How often a page tells the server its count while a countdown runs. */
export const INTERVIEW_CLOCK_SAVE_MS = 5_000;

export interface QuestionClock {
  phase: InterviewClockPhase;
  thinkMs: number;
  answerMs: number;
  /** What is left of the allowance for a page away. */
  graceMs: number;
}

/** A question's time to think and to answer, in milliseconds. */
export interface ClockLimits {
  thinkMs: number;
  answerMs: number;
}

export const clockLimitsOf = (question: { think_seconds: number; answer_seconds: number }): ClockLimits => ({
  thinkMs: question.think_seconds * 1000,
  answerMs: question.answer_seconds * 1000,
});

/** A question's clock when it is first asked. */
export const freshClock = (): QuestionClock => ({
  phase: 'think',
  thinkMs: 0,
  answerMs: 0,
  graceMs: INTERVIEW_CLOCK_GRACE_MS,
});

export const isRunning = (phase: InterviewClockPhase) => phase === 'think' || phase === 'answer';

const usedMs = (clock: QuestionClock) => clock.thinkMs + clock.answerMs;

/**
 * The clock `ms` later: thinking that runs out goes on as answering (as the countdown does), and
 * answering that runs out is over; a stopped clock stays as it is.
 */
export function advanceClock(clock: QuestionClock, ms: number, limits: ClockLimits): QuestionClock {
  if (!isRunning(clock.phase) || ms <= 0) return clock;
  let phase: InterviewClockPhase = clock.phase;
  let { thinkMs, answerMs } = clock;
  let left = ms;
  if (phase === 'think') {
    const thought = Math.min(left, Math.max(0, limits.thinkMs - thinkMs));
    thinkMs += thought;
    left -= thought;
    if (thinkMs < limits.thinkMs) return { ...clock, thinkMs };
    phase = 'answer';
  }
  answerMs += Math.min(left, Math.max(0, limits.answerMs - answerMs));
  if (answerMs >= limits.answerMs) phase = 'over';
  return { ...clock, phase, thinkMs, answerMs };
}

/**
 * The clock as it stands `gapMs` after the server last heard of it, for a reading (a reload, another
 * device, the end of the interview): what is left of the allowance covers the page being away, the
 * rest of the time counts.
 */
export const clockAt = (clock: QuestionClock, gapMs: number, limits: ClockLimits) =>
  advanceClock(clock, Math.max(0, gapMs - clock.graceMs), limits);

export interface HeardCount {
  /** How long since the server last heard of this clock (0 for a new one). */
  gapMs: number;
  /** The page's count of the question's time, thinking and answering together. */
  claimedMs: number;
  /** What the page is doing now. */
  phase: InterviewPagePhase;
  /** The server had no clock for the question yet. */
  fresh: boolean;
}

/**
 * The clock after the server hears a page's count. Of the time measured since it last heard, the
 * page's count stands when it is less by no more than the allowance left (which it uses up);
 * otherwise the measured time less that allowance counts. A count beyond the measured time, or
 * behind the kept one (a stale or replayed save), adds nothing. A new clock takes the page's count
 * (nothing was measured yet, and a page only costs itself by counting more). The page moves the
 * clock from thinking to answering and ends it; nothing moves it back.
 */
export function hearCount(clock: QuestionClock, heard: HeardCount, limits: ClockLimits): QuestionClock {
  let next = clock;
  if (heard.fresh) {
    next = advanceClock(clock, Math.max(0, heard.claimedMs), limits);
  } else if (isRunning(clock.phase)) {
    const gap = Math.max(0, heard.gapMs);
    const claimed = Math.min(Math.max(0, heard.claimedMs - usedMs(clock)), gap);
    const counted = Math.max(claimed, gap - clock.graceMs);
    next = advanceClock({ ...clock, graceMs: clock.graceMs - (gap - counted) }, counted, limits);
  }
  if (heard.phase === 'answer' && next.phase === 'think') next = { ...next, phase: 'answer' };
  if (heard.phase === 'ended' && next.phase !== 'ended') next = { ...next, phase: 'ended' };
  return next;
}

/** The seconds a clock has used, whole, as the answers' time item `t.{key}` keeps them. */
export const clockSeconds = (clock: Pick<QuestionClock, 'thinkMs' | 'answerMs'>) => ({
  think: Math.round(clock.thinkMs / 1000),
  answer: Math.round(clock.answerMs / 1000),
});
