import { type ComponentType, type ReactElement, useEffect } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { withParticle } from '../../internal/particle';
import { ToolRunProvider, useToolRun } from './ToolRunContext';
import { ToolScreen } from './ToolScreen';
import type { ToolRunPort } from './types';
import type { Loaded } from './useLoaded';

export interface ToolShellProps<Content, S extends string> {
  toolName: string;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName?: string | null | undefined;
  port: ToolRunPort;
  /** The tool's content (its questions), loaded by the tool. */
  content: Loaded<Content>;
  /** What the content is called while it loads or fails: '문항', '문장'. */
  contentName: string;
  screen: S;
  screens: Record<S, ComponentType>;
  /** Puts the screens in the tool's own context, once the content is there. */
  provide(content: Content, screen: ReactElement): ReactElement;
}

/**
 * What every tool's flow container does: waits for the tool's content, then for the user's run,
 * remembers the screen on the run, and shows it; each wait and failure looks the same in every tool.
 */
export function ToolShell<Content, S extends string>({
  toolName,
  subjectName,
  port,
  content,
  contentName,
  screen,
  screens,
  provide,
}: ToolShellProps<Content, S>) {
  if (content.status !== 'ready') {
    return (
      <ToolScreen toolName={toolName} subjectName={subjectName} title={toolName}>
        {content.status === 'loading' ? (
          <Skeleton label={`${withParticle(contentName, ['를', '을'])} 불러오는 중`} variant="block" lines={4} />
        ) : (
          <ErrorState
            title={`${withParticle(contentName, ['를', '을'])} 불러오지 못했습니다`}
            onRetry={content.retry}
          />
        )}
      </ToolScreen>
    );
  }
  return provide(
    content.data,
    <ToolRunProvider port={port}>
      <ScreenOf toolName={toolName} subjectName={subjectName} screen={screen} Component={screens[screen]} />
    </ToolRunProvider>,
  );
}

/** Waits for the run, remembers the screen on it, and shows the screen. */
function ScreenOf({
  toolName,
  subjectName,
  screen,
  Component,
}: {
  toolName: string;
  subjectName?: string | null | undefined;
  screen: string;
  Component: ComponentType;
}) {
  const { snapshot, actions } = useToolRun();
  useEffect(() => {
    if (snapshot.phase === 'ready') actions.visit(screen);
  }, [actions, screen, snapshot.phase]);
  if (snapshot.phase !== 'ready') {
    return (
      <ToolScreen toolName={toolName} subjectName={subjectName} title={toolName}>
        {snapshot.phase === 'error' ? (
          <ErrorState title="진행 기록을 불러오지 못했습니다" onRetry={() => void actions.load()} />
        ) : (
          <Skeleton label="진행 기록을 불러오는 중" variant="block" lines={4} />
        )}
      </ToolScreen>
    );
  }
  return <Component />;
}
