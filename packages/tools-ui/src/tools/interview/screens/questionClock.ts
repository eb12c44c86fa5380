import {
  advanceClock,
  clockLimitsOf,
  freshClock,
  INTERVIEW_CLOCK_SAVE_MS,
  type InterviewClock,
  type InterviewClockPhase,
  type InterviewPagePhase,
  type QuestionClock,
  SUCCESS_CODE,
} from '@career/api-sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToolRun } from '../../framework/ToolRunContext';
import { useInterview } from '../context';
import type { InterviewQuestionRow } from '../types';

// A question's clock on the page (decision 028, issue 35): the server keeps it; the page counts from
// where the server last said it stood, tells the server its count when the question shows, every
// few seconds while a countdown runs, when it is hidden or closed, and at each step, and takes the
// server's clock when the server is ahead (a reload, another device, a page that was away).

const ORDER: Record<InterviewClockPhase, number> = { think: 0, answer: 1, over: 2, ended: 3 };

/** What the countdown shows: the phase, the seconds left of it, and a new `epoch` whenever it starts afresh. */
export interface ClockView {
  phase: InterviewClockPhase;
  left: number;
  epoch: number;
}

export type ClockEnd = { ok: true } | { ok: false; message: string };

const NOT_SAVED = '질문에 쓴 시간을 저장하지 못했습니다. 연결을 확인한 뒤 다시 눌러 주세요.';

const clockOf = (shown: InterviewClock): QuestionClock => ({
  ...freshClock(),
  phase: shown.phase,
  thinkMs: shown.think * 1000,
  answerMs: shown.answer * 1000,
});

/**
 * The clock of `question`, resumed from `kept` (the clock as the run was loaded) or started afresh
 * (`answering`: a question left part-way through its answer before clocks were kept goes on with it).
 */
export function useQuestionClock(
  runId: number,
  question: InterviewQuestionRow,
  kept: InterviewClock | undefined,
  answering: boolean,
) {
  const { calls } = useInterview();
  const { actions } = useToolRun();
  const limits = clockLimitsOf(question);
  const base = useRef({
    clock: kept ? clockOf(kept) : { ...freshClock(), phase: answering ? ('answer' as const) : ('think' as const) },
    at: Date.now(),
  });
  const viewOf = (clock: QuestionClock, epoch: number): ClockView => ({
    phase: clock.phase,
    left: Math.round(
      (clock.phase === 'think' ? limits.thinkMs - clock.thinkMs : limits.answerMs - clock.answerMs) / 1000,
    ),
    epoch,
  });
  const [view, setView] = useState<ClockView>(() => viewOf(base.current.clock, 0));
  const now = () => advanceClock(base.current.clock, Date.now() - base.current.at, limits);
  const rebase = (clock: QuestionClock) => {
    base.current = { clock, at: Date.now() };
    setView((shown) => viewOf(clock, shown.epoch + 1));
  };

  /** Tells the server the count now and what the page is doing (by default, what its clock says). */
  const send = async (given?: InterviewPagePhase, leaving = false) => {
    const local = now();
    const phase = given ?? (local.phase === 'think' ? 'think' : 'answer');
    const reply = await calls.clock.raw(
      { body: { run_id: runId, key: question.key, phase, used_ms: Math.round(local.thinkMs + local.answerMs) } },
      { keepalive: leaving },
    );
    if (reply?.code !== SUCCESS_CODE) return reply;
    const heard = reply.data;
    // The server ahead of this page (a reload, another device, time away) or further on: its clock stands.
    const mine = now();
    const ahead = (heard.think + heard.answer) * 1000 - (mine.thinkMs + mine.answerMs) >= 1000;
    if (heard.phase !== 'ended' && (ahead || ORDER[heard.phase] > ORDER[mine.phase])) rebase(clockOf(heard));
    if (heard.kept) actions.kept(heard.kept.item, heard.kept.value, heard.kept.revision);
    return reply;
  };
  const save = useRef(send);
  save.current = send;
  const tell = useCallback((leaving = false) => save.current(undefined, leaving), []);

  const running = view.phase === 'think' || view.phase === 'answer';
  useEffect(() => {
    void tell();
  }, [tell]);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void tell(), INTERVIEW_CLOCK_SAVE_MS);
    const leave = () => void tell(true);
    const onVisibility = () => document.visibilityState === 'hidden' && leave();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
    };
  }, [running, tell]);

  return {
    view,
    /** Tells the server the count now (before the interview ends). */
    save: () => tell(),
    /** Thinking is over (its time ran out, or the student answers at once). */
    toAnswer() {
      const clock = now();
      rebase({ ...clock, phase: clock.phase === 'think' ? 'answer' : clock.phase });
      void save.current('answer');
    },
    /** The answer's time ran out: the countdown stays at 0. */
    timeUp() {
      setView((shown) => ({ ...shown, phase: 'over', left: 0 }));
      void save.current('answer');
    },
    /** Done with the question (answered or passed over): the server ends its clock and keeps its time. */
    async end(): Promise<ClockEnd> {
      const reply = await save.current('ended');
      if (reply?.code === SUCCESS_CODE) {
        setView((shown) => ({ ...shown, phase: 'ended' }));
        return { ok: true };
      }
      return { ok: false, message: reply?.message || NOT_SAVED };
    },
  };
}
