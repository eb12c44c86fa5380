import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import type { StatusTone } from '../../internal/status';
import { Notice } from '../Notice';

export interface ActionErrorProps {
  /** What did not happen, when the message alone would not say it ("실천 계획을 저장하지 못했습니다"). */
  title?: ReactNode;
  /** Why: the server's words, or ours when there is no reply. */
  message: ReactNode;
  /** What the person did not lose ("적은 내용은 그대로 있습니다."), said after why. */
  kept?: string;
  /** Trying again, when it can help: a button beside the words. */
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * An action that failed, said where the person started it (decision 045): what did not happen,
 * the reason in the server's words, what was not lost, and a retry where one can help. It is
 * announced at once (the danger notice is an alert). A field's refusal is said at its field and a
 * screen's failed load by `<Loaded>`; an action whose place is gone (a tool finished, a screen left)
 * is said by the shell's `alert()`.
 */
export function ActionError({ title, message, kept, onRetry, retryLabel = '다시 시도' }: ActionErrorProps) {
  return (
    <Notice tone="danger" title={title}>
      {message}
      {kept ? ` ${kept}` : null}
      {onRetry ? (
        <>
          {' '}
          <Button variant="ghost" size="sm" onPress={onRetry}>
            {retryLabel}
          </Button>
        </>
      ) : null}
    </Notice>
  );
}

/** What a step of a multi-step action said last: a code sent, or why the step failed. */
export interface ActionOutcomeValue {
  tone: StatusTone;
  message: string;
}

/** A step's outcome where the step was taken: a failure as an `ActionError`, progress as a notice. */
export function ActionOutcome({ outcome }: { outcome: ActionOutcomeValue | null }) {
  if (!outcome) return null;
  if (outcome.tone === 'danger') return <ActionError message={outcome.message} />;
  return <Notice tone={outcome.tone}>{outcome.message}</Notice>;
}
