import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

export interface ErrorStateProps {
  /** What failed, in Korean ("문항을 불러오지 못했습니다"). */
  title: ReactNode;
  /** What the user can do; by default, that trying again usually helps. */
  description?: ReactNode;
  /** Tries the failed work again; left out for a refusal that trying again cannot change. */
  onRetry?: (() => void) | undefined;
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** A failure: what failed, and a button that tries again (unless it cannot help). Announced as an alert. */
export function ErrorState({
  title,
  description = '잠시 후 다시 시도해 주세요. 입력한 내용은 그대로 남아 있습니다.',
  onRetry,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon="alert"
        title={title}
        description={description}
        headingLevel={headingLevel}
        action={
          onRetry ? (
            <Button variant="primary" onPress={onRetry}>
              다시 시도
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
