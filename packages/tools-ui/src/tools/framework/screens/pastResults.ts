import type { PastResult } from '@career/api-sdk';

/** "2026년 11월 24일 오후 3:05": when a result was kept, to the minute (two on one day differ). */
export const pastResultTime = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** What a past result was, in a line: its time, and what it said when the tool keeps a summary. */
export const pastResultLabel = (past: PastResult) =>
  past.summary ? `${pastResultTime(past.created_at)} · ${past.summary}` : pastResultTime(past.created_at);
