import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { isRefusal } from './Loaded';

export interface ToolLoadErrorProps {
  /** '진행 기록을 불러오지 못했습니다' */
  title: string;
  message: string | undefined;
  status: number | null | undefined;
  onRetry(): void;
  /** Back to the person's own tools, where the host has them. */
  exit: (() => void) | null;
}

/**
 * A tool that could not open: a refusal says why, in the server's words, with the way back to the
 * person's own tools (never a 다시 시도 that cannot work); a failure offers to try again.
 */
export function ToolLoadError({ title, message, status, onRetry, exit }: ToolLoadErrorProps) {
  // A refusal (the tool is not theirs, outside a gift or a kit; the sign-in is gone; nothing there).
  if (isRefusal(status)) {
    return (
      <EmptyState
        title="이 도구를 열 수 없습니다"
        description={message}
        icon="info"
        headingLevel={2}
        action={
          exit ? (
            <Button variant="primary" onPress={exit}>
              내 도구로
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <ErrorState title={title} description={message} onRetry={onRetry} />;
}
