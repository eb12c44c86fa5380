import type { ActionItem, Audience } from '@career/api-sdk';
import { useMatches } from 'react-router-dom';
import type { ScreenHandle } from '../layouts/RootLayout';

/** The handle of a tool route: whose screens it shows. */
export interface ToolHandle extends ScreenHandle {
  audience: Audience;
}

/** The audience of the tool route being shown (its component is shared by every audience). */
export function useToolAudience(): Audience {
  const handle = useMatches().at(-1)?.handle as ToolHandle | undefined;
  if (!handle?.audience) throw new Error('useToolAudience is for tool routes');
  return handle.audience;
}

/** Where each audience's tool screens live (spec §2). */
export const TOOL_BASE = {
  consultant: '/consultant-modal',
  user: '/user',
  instructor: '/instructor-modal',
} as const satisfies Record<Audience, string>;

/** Each audience's list of tools: where a tool's 도구 목록으로 leads. */
export const TOOL_LIST = {
  consultant: '/consultant',
  user: '/user',
  instructor: '/instructor-modal/class',
} as const satisfies Record<Audience, string>;

/** The path of a tool screen for an audience. */
export const toolPath = (audience: Audience, tool: ActionItem, screen = 'main') =>
  `${TOOL_BASE[audience]}/${tool}/${screen}`;
