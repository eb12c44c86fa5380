import type { ReactElement, ReactNode } from 'react';
import { Notice } from '../../patterns/Notice';
import { Loaded } from './Loaded';
import { inToolScreen } from './ToolScreen';

export interface ResultGateProps<Saved> {
  /** The screen's title, also while it waits. */
  title: string;
  back: ReactNode;
  /** The result the screen shows, as loaded. */
  shown: Loaded<Saved>;
  /** What to do to get a result, said when there is none yet. */
  empty: ReactNode;
  /** The screen, once its result is there. */
  children: (saved: Saved) => ReactElement;
}

/** The status of a result kept until after counselling. */
const HELD = 423;
/** Refusals a retry cannot change: not this person's result (or not one they may see), or none by that number. */
const FINAL = new Set([403, 404]);

/** A result screen's waiting, empty and failed states, the same on every result screen of every tool. */
export function ResultGate<Saved>({ title, back, shown, empty, children }: ResultGateProps<Saved>) {
  if (shown.status === 'ready') {
    const note = (shown.data as { counsellor_note?: string | null }).counsellor_note;
    if (!note) return children(shown.data);
    // What the consultant wrote for the student to read with the result (decision 024).
    return (
      <>
        <Notice title="상담 선생님의 메모">{note}</Notice>
        {children(shown.data)}
      </>
    );
  }
  const frame = inToolScreen({ title, back });
  // The consultant shows this result after they have talked with the student (decision 024).
  if (shown.code === HELD) return frame(<Notice title="상담 후 공개됩니다">{shown.message}</Notice>);
  if (FINAL.has(shown.code ?? 0))
    return frame(
      <Notice tone="warning" title="이 결과를 볼 수 없습니다">
        {shown.message}
      </Notice>,
    );
  return (
    <Loaded
      value={shown}
      failed="결과를 불러오지 못했습니다"
      loading={{ label: '결과를 불러오는 중', variant: 'block', lines: 4 }}
      empty={<Notice title="아직 결과가 없습니다">{empty}</Notice>}
      frame={frame}
    />
  );
}
