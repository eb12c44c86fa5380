import { replyOf, type Suggestion } from '@career/api-sdk';
import type { ReactNode } from 'react';
import { ActionItemPlan } from '../ActionItemPlan';
import { ResultFeedback } from '../ResultFeedback';
import { ResultGate } from '../ResultGate';
import { useOptionalTool } from '../ToolContext';
import type { ActionItemEntry, RunCalls, SavedResult } from '../types';
import { useShownResult } from '../useShownResult';

type Saved = SavedResult<{ suggestions: Suggestion[] }>;

export interface ActionItemScreenProps<S extends Saved = Saved> {
  /** The screen's title: '실천 계획', or what the result above the plan is ('내 경험 이야기와 실천 계획'). */
  title?: string;
  /** Which next steps this result calls for, in a sentence. */
  description: string;
  /** Back to the result (of the run shown). */
  back(runId: number | undefined): ReactNode;
  /** What comes after the plan, when anything does. */
  next?: ReactNode;
  /** What the result was, above the plan, with its 결과 소감 (a tool whose result screen is this one). */
  summary?(saved: S): ReactNode;
}

/**
 * Every tool's action-item screen (decision 017): the result's suggested steps and the user's own,
 * kept with the result as they are made.
 */
export function ActionItemScreen<S extends Saved = Saved>({
  title = '실천 계획',
  description,
  back,
  next,
  summary,
}: ActionItemScreenProps<S>) {
  const tool = useOptionalTool() as { calls: RunCalls } | null;
  const shown = useShownResult<S>();
  const runBack = back(shown.data?.run_id);
  return (
    <ResultGate title={title} back={runBack} shown={shown} empty="결과가 나온 뒤에 실천 계획을 세울 수 있습니다.">
      {(saved) => (
        <ActionItemPlan
          key={saved.run_id}
          title={title}
          description={description}
          back={runBack}
          next={next}
          initial={saved.action_items}
          suggestions={saved.result.suggestions}
          save={async (items, leaving) => {
            const reply = replyOf(
              await tool?.calls.saveActionItems.raw(
                { params: { runId: saved.run_id }, body: { items: [...items] } },
                { keepalive: leaving },
              ),
            );
            return reply.ok ? { ok: true, data: reply.data.action_items } : reply;
          }}
          onSaved={(items: readonly ActionItemEntry[]) => shown.keep({ ...saved, action_items: [...items] })}
        >
          {summary ? (
            <>
              {summary(saved)}
              <ResultFeedback saved={saved} />
            </>
          ) : null}
        </ActionItemPlan>
      )}
    </ResultGate>
  );
}
