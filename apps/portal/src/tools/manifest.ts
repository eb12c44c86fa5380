import {
  ACTION_ITEMS,
  type ActionItem,
  type AiGiftTool,
  type Audience,
  TOOL_NAMES,
  TOOL_SCREENS,
} from '@career/api-sdk';
import { enterWithLink, sessions, unknownRouteTarget } from '@career/session';
import { TOOL_UI } from '@career/tools-ui';
import { createElement } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { showAlert } from '../alerts';
import { api } from '../api';
import { redirectTo } from '../routing/redirects';
import { TOOL_BASE, type ToolHandle } from './paths';

/**
 * A tool's route component, its own chunk: the tool from tools-ui's list (TOOL_UI, generated from the
 * tools' folders; decision 044) in the portal's generic ToolRoute.
 */
async function routeComponent(tool: ActionItem) {
  const [Tool, { ToolRoute }] = await Promise.all([TOOL_UI[tool](), import('./ToolRoute')]);
  return () => createElement(ToolRoute, { tool, Tool });
}

/**
 * One route per tool and audience: `{base}/{tool}/*`. The screens below it are the registry's
 * list for that audience (any other path is an unknown route), and the tool stays mounted while the
 * user moves between them, so its run store lives as long as the tool is open.
 */
export function toolRoutes(audience: Audience): RouteObject[] {
  return ACTION_ITEMS.map((tool) => {
    const screens: readonly string[] = TOOL_SCREENS[tool][audience];
    return {
      path: `${TOOL_BASE[audience].slice(1)}/${tool}/*`,
      handle: { title: TOOL_NAMES[tool], audience } satisfies ToolHandle,
      loader: ({ params, request }: LoaderFunctionArgs) => {
        if (!screens.includes(params['*'] ?? '')) throw redirectTo(unknownRouteTarget(new URL(request.url).pathname));
        return null;
      },
      lazy: async () => ({ Component: await routeComponent(tool) }),
    };
  });
}

/** `/ai-gift/{tool}/main` (spec §2) of a tool with screens: the user's tool, from its main screen. */
export function aiGiftToolRoute(tool: AiGiftTool): RouteObject {
  return {
    path: `ai-gift/${tool}/main`,
    handle: { title: TOOL_NAMES[tool], audience: 'user' } satisfies ToolHandle,
    // Spec §4: with a gift code, the tool's AI-gift token is requested and kept as the url data.
    // Signed out, the area's guard (running beside this) sends the person to the gift login.
    loader: async () => {
      const entered = await enterWithLink(api, { kind: 'aiGift', actionItem: tool });
      if (entered.ok || !sessions.user.isAuth) return null;
      showAlert(entered.message);
      throw redirectTo(entered.goTo ?? '/ai-gift/login');
    },
    lazy: async () => ({ Component: await routeComponent(tool) }),
  };
}
