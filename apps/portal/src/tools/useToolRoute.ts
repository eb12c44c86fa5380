import { type ActionItem, type Audience, TOOL_NAMES } from '@career/api-sdk';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toolPath, useToolAudience } from './manifest';
import { useSubject } from './subject';

/** What every tool component takes from its route (decision 013). */
export interface ToolRouteProps<Port> {
  port: Port;
  /** The screen in the address: the path below the tool. */
  screen: string;
  /** A past run to show, from `?run=`. */
  runId: number | null;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName: string | null;
  onNavigate(screen: string, runId?: number): void;
}

/**
 * A tool's route for the audience in the address: its port bound to the session's student (or the
 * signed-in user), the screen, and how to move between screens. Null props until someone to run the
 * tool for is known.
 */
export function useToolRoute<Port>(tool: ActionItem, makePort: (audience: Audience, userId: number) => Port) {
  const audience = useToolAudience();
  const subject = useSubject(audience);
  const screen = useParams()['*'] ?? 'main';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const subjectId = subject?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tool's port factory is a module function.
  const port = useMemo(() => (subjectId === null ? null : makePort(audience, subjectId)), [audience, subjectId]);
  const props: ToolRouteProps<Port> | null =
    subject && port
      ? {
          port,
          screen,
          runId: Number(search.get('run')) || null,
          subjectName: audience === 'user' ? null : subject.name,
          onNavigate: (next, runId) => {
            navigate(`${toolPath(audience, tool, next)}${runId ? `?run=${runId}` : ''}`);
            window.scrollTo({ top: 0 });
          },
        }
      : null;
  return { audience, toolName: TOOL_NAMES[tool], subjectKey: subjectId, props };
}
