import type { Reply, Suggestion } from '@career/api-sdk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SaveStatus } from '../../components/SaveStatus';
import { ActionError } from '../../patterns/ActionError';
import { ActionItems } from './ActionItems';
import { dueDateIn } from './dates';
import { ToolScreen } from './ToolScreen';
import type { ActionItemEntry } from './types';

/** How long the plan waits after a change before it is saved. */
export const PLAN_SAVE_DELAY_MS = 600;

export interface ActionItemPlanProps {
  title?: string;
  /** Which next steps this result calls for, in a sentence. */
  description: string;
  back: ReactNode;
  next?: ReactNode;
  /** The plan saved with the result so far. */
  initial: readonly ActionItemEntry[];
  /** The steps the result suggests (each result carries its own). */
  suggestions: readonly Suggestion[];
  /** Keeps the plan with the result; `leaving`: the page is closing, the request must outlive it. */
  save(items: readonly ActionItemEntry[], leaving: boolean): Promise<Reply<readonly ActionItemEntry[]>>;
  /** The plan as the server kept it. */
  onSaved?(items: readonly ActionItemEntry[]): void;
  /** What comes before the plan on the screen (what was handed in, say). */
  children?: ReactNode;
}

type Saving = { state: 'idle' | 'saving' | 'saved'; at: Date | null } | { state: 'failed'; message: string };

/**
 * Every tool's action-item screen: concrete next steps (what, by when) picked from the result's
 * suggestions or written, kept with the result as they are made, like every answer (a change is
 * saved within a second; leaving the screen or the page sends what is left).
 */
export function ActionItemPlan({
  title = '실천 계획',
  description,
  back,
  next,
  initial,
  suggestions,
  save,
  onSaved,
  children,
}: ActionItemPlanProps) {
  const [items, setItems] = useState<ActionItemEntry[]>(() => [...initial]);
  const [saving, setSaving] = useState<Saving>({ state: 'idle', at: null });
  const pending = useRef<ActionItemEntry[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ save, onSaved });
  latest.current = { save, onSaved };

  const inFlight = useRef<Promise<void> | null>(null);

  /** Saves the latest plan; one save at a time, so an older plan never lands after a newer one. */
  const send = async (leaving = false) => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    const plan = pending.current;
    if (!plan) return;
    pending.current = null;
    const saved = (async () => {
      setSaving({ state: 'saving', at: null });
      const reply = await latest.current.save(plan, leaving);
      if (!reply.ok) {
        // What was written stays on the screen and goes with the next try.
        pending.current ??= plan;
        setSaving({ state: 'failed', message: reply.message });
        return;
      }
      latest.current.onSaved?.(reply.data);
      setSaving(pending.current ? { state: 'saving', at: null } : { state: 'saved', at: new Date() });
    })();
    inFlight.current = saved;
    await saved;
    inFlight.current = null;
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const leave = () => void sendRef.current(true);
    const onVisibility = () => document.visibilityState === 'hidden' && leave();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const change = (next: ActionItemEntry[]) => {
    setItems(next);
    pending.current = next;
    setSaving({ state: 'saving', at: null });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void sendRef.current(), PLAN_SAVE_DELAY_MS);
  };

  return (
    <ToolScreen
      title={title}
      description={description}
      status={
        <SaveStatus
          state={saving.state}
          savedAt={saving.state === 'saved' ? saving.at : null}
          onRetry={() => void send()}
        />
      }
      back={back}
      next={next}
    >
      {saving.state === 'failed' ? (
        <ActionError
          title="실천 계획을 저장하지 못했습니다"
          message={saving.message}
          kept="적은 내용은 그대로 있으니 다시 시도해 주세요."
        />
      ) : null}
      {children}
      <ActionItems
        suggestions={suggestions.map((suggestion) => ({
          content: suggestion.content,
          due_date: dueDateIn(suggestion.due_in_days),
          topic: suggestion.topic,
        }))}
        items={items}
        onChange={change}
      />
    </ToolScreen>
  );
}
