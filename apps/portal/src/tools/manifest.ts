import { type ActionItem, type Audience, TOOL_NAMES, TOOL_SCREENS } from '@career/api-sdk';
import { unknownRouteTarget } from '@career/session';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useMatches } from 'react-router-dom';
import type { ScreenHandle } from '../layouts/RootLayout';
import { redirectTo } from '../routing/redirects';

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

/**
 * The tools the portal has screens for, each its own chunk. A new tool adds one line here; its
 * routes for every audience follow from the registry's screen lists (docs/decisions/013).
 */
const TOOL_ROUTES: Partial<Record<ActionItem, () => Promise<ComponentType>>> = {
  'core-coloring': () => import('./CoreColoringRoute').then((module) => module.CoreColoringRoute),
  ptid: () => import('./PtidRoute').then((module) => module.PtidRoute),
  'career-anchor': () => import('./CareerAnchorRoute').then((module) => module.CareerAnchorRoute),
  'job-card': () => import('./JobCardRoute').then((module) => module.JobCardRoute),
};

/** Where each audience's tool screens live (spec §2). */
export const TOOL_BASE = {
  consultant: '/consultant-modal',
  user: '/user',
  instructor: '/instructor-modal',
} as const satisfies Record<Audience, string>;

export const hasScreens = (tool: ActionItem): boolean => tool in TOOL_ROUTES;

/** The path of a tool screen for an audience. */
export const toolPath = (audience: Audience, tool: ActionItem, screen = 'main') =>
  `${TOOL_BASE[audience]}/${tool}/${screen}`;

/**
 * One route per tool and audience: `{base}/{tool}/*`. The screens below it are the registry's
 * list for that audience (any other path is an unknown route), and the tool stays mounted while the
 * user moves between them, so its run store lives as long as the tool is open.
 */
export function toolRoutes(audience: Audience): RouteObject[] {
  return (Object.keys(TOOL_ROUTES) as ActionItem[]).map((tool) => {
    const screens: readonly string[] = TOOL_SCREENS[tool][audience];
    const load = TOOL_ROUTES[tool] as () => Promise<ComponentType>;
    return {
      path: `${TOOL_BASE[audience].slice(1)}/${tool}/*`,
      handle: { title: TOOL_NAMES[tool], audience } satisfies ToolHandle,
      loader: ({ params, request }: LoaderFunctionArgs) => {
        if (!screens.includes(params['*'] ?? '')) throw redirectTo(unknownRouteTarget(new URL(request.url).pathname));
        return null;
      },
      lazy: async () => ({ Component: await load() }),
    };
  });
}

/** `/ai-gift/{tool}/main` (spec §2) of a tool with screens: the user's tool, from its main screen. */
export function aiGiftToolRoute(tool: ActionItem): RouteObject {
  const load = TOOL_ROUTES[tool] as () => Promise<ComponentType>;
  return {
    path: `ai-gift/${tool}/main`,
    handle: { title: TOOL_NAMES[tool], audience: 'user' } satisfies ToolHandle,
    lazy: async () => ({ Component: await load() }),
  };
}
