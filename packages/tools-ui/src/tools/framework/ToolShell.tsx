import { type ActionItem, type Reply, screensOf, TOOL_NAMES, withParticle } from '@career/api-sdk';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { NotePopup } from '../../consultantLog/NotePopup';
import { type BoundCalls, bindCalls } from './calls';
import { ToolContext, type ToolContextValue, type ToolScreenName, useOptionalTool } from './ToolContext';
import { ToolLoadError } from './ToolRefusal';
import { ToolRunProvider, useToolRun } from './ToolRunContext';
import { ToolScreen } from './ToolScreen';
import type { RunCalls, ToolProps } from './types';
import { useLoaded } from './useLoaded';

export interface ToolShellProps<T extends ActionItem, G extends object, Content> {
  tool: T;
  /** The tool's route group (`routes.careerAnchor`): its calls are bound from it. */
  group: G;
  /** What the host gave the tool. */
  host: ToolProps;
  /** Loads the tool's content (its questions) with its calls. */
  content(calls: BoundCalls<G>): Promise<Reply<Content>>;
  /** What the content is called while it loads or fails: '문항', '문장'. */
  contentName: string;
  /** A component for every screen the tool has for any audience. */
  screens: Record<ToolScreenName<T>, ComponentType>;
  /** The run calls, when the tool saves answers through a call of its own (core coloring's save/user). */
  runCalls?(calls: BoundCalls<G>): RunCalls;
}

/**
 * What every tool's flow container does: binds the tool's calls for the audience and the user,
 * waits for the tool's content, then for the user's run, remembers the screen on the run, and
 * shows it; each wait and failure looks the same in every tool.
 */
export function ToolShell<T extends ActionItem, G extends object, Content>({
  tool,
  group,
  host,
  content,
  contentName,
  screens,
  runCalls,
}: ToolShellProps<T, G, Content>) {
  const { client, audience, userId, screen, runId, subjectName, reportNames, onNavigate, onOpenTool, onExit } = host;
  const calls = useMemo(() => bindCalls(client, group, audience, userId), [client, group, audience, userId]);
  const loaded = useLoaded(() => content(calls), calls);
  // Content loaded again in place (`reload`), for the calls it was loaded with.
  const [reloaded, setReloaded] = useState<{ calls: BoundCalls<G>; content: Content } | null>(null);
  const [results] = useState(() => new Map<number, unknown>());
  const toolName = TOOL_NAMES[tool];
  const available = screensOf(tool, audience);
  const shown = (available.includes(screen) ? screen : 'main') as ToolScreenName<T>;

  if (loaded.status !== 'ready') {
    return (
      <ToolScreen toolName={toolName} subjectName={subjectName} title={toolName}>
        {loaded.status === 'error' ? (
          <ToolLoadError
            title={`${withParticle(contentName, '을/를')} 불러오지 못했습니다`}
            message={loaded.message}
            status={loaded.code}
            onRetry={loaded.retry}
            exit={onExit ?? null}
          />
        ) : (
          <Skeleton label={`${withParticle(contentName, '을/를')} 불러오는 중`} variant="block" lines={4} />
        )}
      </ToolScreen>
    );
  }
  const value: ToolContextValue<T, G, Content> = {
    tool,
    toolName,
    audience,
    calls,
    client,
    content: reloaded?.calls === calls ? reloaded.content : loaded.data,
    userId,
    subjectName,
    reportNames: reportNames ?? { person: subjectName, counsellor: null },
    runId,
    navigate: onNavigate,
    openTool: onOpenTool ?? null,
    exit: onExit ?? null,
    hasScreen: (name) => available.includes(name),
    results,
    reload: async () => {
      const reply = await content(calls);
      if (reply.ok) setReloaded({ calls, content: reply.data });
      return reply.ok;
    },
  };
  return (
    <ToolContext.Provider value={value as unknown as ToolContextValue}>
      <ToolRunProvider calls={runCalls ? runCalls(calls) : (calls as unknown as RunCalls)}>
        <ScreenOf screen={shown} Component={screens[shown]} />
      </ToolRunProvider>
    </ToolContext.Provider>
  );
}

/** Waits for the run, remembers the screen on it, and shows the screen. */
function ScreenOf({ screen, Component }: { screen: string; Component: ComponentType }) {
  const { snapshot, actions } = useToolRun();
  const tool = useOptionalTool();
  const toolName = tool?.toolName ?? '';
  useEffect(() => {
    if (snapshot.phase === 'ready') actions.visit(screen);
  }, [actions, screen, snapshot.phase]);
  if (snapshot.phase !== 'ready') {
    return (
      <ToolScreen title={toolName}>
        {snapshot.phase === 'error' ? (
          <ToolLoadError
            title="진행 기록을 불러오지 못했습니다"
            message={snapshot.error ?? undefined}
            status={snapshot.errorStatus}
            onRetry={() => void actions.load()}
            exit={tool?.exit ?? null}
          />
        ) : (
          <Skeleton label="진행 기록을 불러오는 중" variant="block" lines={4} />
        )}
      </ToolScreen>
    );
  }
  return (
    <>
      <ConsultantNote />
      <Component />
    </>
  );
}

/**
 * A consultant's note for the run on screen (decision 024): the open run, else the one in the
 * address, else the latest result. Only consultants write notes; nothing shows before a run exists.
 */
function ConsultantNote() {
  const tool = useOptionalTool();
  const { snapshot } = useToolRun();
  if (tool?.audience !== 'consultant') return null;
  const runId = snapshot.run?.id ?? tool.runId ?? snapshot.results[0]?.run_id ?? null;
  if (runId === null) return null;
  return <NotePopup client={tool.client} topic={tool.tool} runId={runId} studentName={tool.subjectName ?? '학생'} />;
}
