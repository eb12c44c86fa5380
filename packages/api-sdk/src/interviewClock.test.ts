import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  clockAt,
  clockSeconds,
  freshClock,
  hearCount,
  INTERVIEW_CLOCK_GRACE_MS,
  type QuestionClock,
} from './interviewClock';

const limits = { thinkMs: 30_000, answerMs: 90_000 };
const thinking = (thinkMs: number, graceMs = INTERVIEW_CLOCK_GRACE_MS): QuestionClock => ({
  phase: 'think',
  thinkMs,
  answerMs: 0,
  graceMs,
});
const heard = (clock: QuestionClock, gapMs: number, claimedMs: number, phase: 'think' | 'answer' | 'ended' = 'think') =>
  hearCount(clock, { gapMs, claimedMs, phase, fresh: false }, limits);

describe('an interview question’s clock', () => {
  it('goes from thinking to answering when the time to think runs out, and is over at the answer’s limit', () => {
    expect(advanceClock(freshClock(), 40_000, limits)).toMatchObject({
      phase: 'answer',
      thinkMs: 30_000,
      answerMs: 10_000,
    });
    expect(advanceClock(freshClock(), 500_000, limits)).toMatchObject({
      phase: 'over',
      thinkMs: 30_000,
      answerMs: 90_000,
    });
    const ended = { ...thinking(5_000), phase: 'ended' as const };
    expect(advanceClock(ended, 60_000, limits)).toBe(ended);
  });

  it('takes a page’s count that keeps up with the time measured, and nothing beyond it', () => {
    const kept = heard(thinking(10_000), 5_000, 15_000);
    expect(kept).toMatchObject({ thinkMs: 15_000, graceMs: INTERVIEW_CLOCK_GRACE_MS });
    expect(heard(thinking(10_000), 5_000, 60_000)).toMatchObject({ thinkMs: 15_000 });
  });

  it('never goes back: a stale or replayed count adds nothing and takes nothing away', () => {
    const replayed = heard(thinking(20_000), 200, 4_000);
    expect(replayed.thinkMs).toBe(20_000);
    expect(replayed.graceMs).toBe(INTERVIEW_CLOCK_GRACE_MS - 200);
  });

  it('forgives a page away only up to the allowance, then counts the time measured', () => {
    // A reload of 3 s: the page resumes where it stood and the allowance pays for it.
    const reloaded = heard(thinking(10_000), 3_000, 10_000);
    expect(reloaded).toMatchObject({ thinkMs: 10_000, graceMs: INTERVIEW_CLOCK_GRACE_MS - 3_000 });
    // A client that claims nothing for a minute: all but the allowance counts, and it is spent.
    const claimsLittle = heard(thinking(0), 60_000, 0);
    expect(claimsLittle).toMatchObject({ phase: 'answer', thinkMs: 30_000, answerMs: 20_000, graceMs: 0 });
    // Claiming nothing every few seconds gains the allowance once, no more.
    let clock = thinking(0);
    for (let save = 0; save < 10; save += 1) clock = heard(clock, 3_000, 0);
    expect(clock.thinkMs).toBe(30_000 - INTERVIEW_CLOCK_GRACE_MS);
  });

  it('reads a clock at the time measured less the allowance left, without using it up', () => {
    expect(clockAt(thinking(10_000), 4_000, limits)).toMatchObject({ thinkMs: 10_000 });
    expect(clockAt(thinking(10_000), 3_600_000, limits)).toMatchObject({ phase: 'over', answerMs: 90_000 });
  });

  it('moves to answering and ends when the page says so, never back', () => {
    const answering = heard(thinking(8_000), 1_000, 9_000, 'answer');
    expect(answering).toMatchObject({ phase: 'answer', thinkMs: 9_000, answerMs: 0 });
    expect(heard(answering, 1_000, 10_000, 'think').phase).toBe('answer');
    const ended = heard(answering, 1_000, 10_000, 'ended');
    expect(ended).toMatchObject({ phase: 'ended', thinkMs: 9_000, answerMs: 1_000 });
    expect(heard(ended, 30_000, 40_000, 'answer')).toEqual(ended);
  });

  it('takes a new clock’s first count, within the question’s limits', () => {
    const fresh = (claimedMs: number) =>
      hearCount(freshClock(), { gapMs: 0, claimedMs, phase: 'think', fresh: true }, limits);
    expect(fresh(2_000)).toMatchObject({ thinkMs: 2_000 });
    expect(fresh(10_000_000)).toMatchObject({ phase: 'over', thinkMs: 30_000, answerMs: 90_000 });
    expect(clockSeconds({ thinkMs: 29_600, answerMs: 400 })).toEqual({ think: 30, answer: 0 });
  });
});
