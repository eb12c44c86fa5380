// What derives from the registry (the generated tools/index.ts, gathered from each tool's own
// tools/<group>.ts; decision 044): the action_item enum, the completed-tool flags, AI-gift, guest and
// granted availability. Plain values only: client bundles import it without zod.

import type { Audience } from './toolRow';
import { GUEST_SCREENS, TOOL_SCREENS, TOOLS } from './tools';

export { AUDIENCES, type Audience, everyone, type ToolRow, type ToolScreens, type ToolText } from './toolRow';
export * from './tools';

export type ActionItem = keyof typeof TOOLS;
export type CompletedFlag = (typeof TOOLS)[ActionItem]['flag'];
export type AiGiftTool = { [T in ActionItem]: (typeof TOOLS)[T]['aiGift'] extends true ? T : never }[ActionItem];
export type GuestTool = { [T in ActionItem]: (typeof TOOLS)[T]['guest'] extends true ? T : never }[ActionItem];

const ids = Object.keys(TOOLS) as ActionItem[];

/** Every tool by the action_item names the server uses (spec §3), in presentation order. */
export const ACTION_ITEMS = ids as readonly ActionItem[] as readonly [ActionItem, ...ActionItem[]];

/** The tools an AI gift can open (spec §2: /ai-gift/{tool}/main). */
export const AI_GIFT_TOOLS = ids.filter(
  (id): id is AiGiftTool => TOOLS[id].aiGift,
) as readonly AiGiftTool[] as readonly [AiGiftTool, ...AiGiftTool[]];

/** The tools guests take through a QR link (spec §2 guest screens). */
export const GUEST_TOOLS = ids.filter((id): id is GuestTool => TOOLS[id].guest) as readonly GuestTool[] as readonly [
  GuestTool,
  ...GuestTool[],
];

/** The tools a user takes only when granted them (decision 016). */
export const GRANTED_TOOLS = ids.filter((id) => 'granted' in TOOLS[id]) as readonly ActionItem[];

/** The tools a class can open (decision 022): those taken only when granted; the rest are open to everyone. */
export const CLASS_TOOLS = GRANTED_TOOLS;

/** Spec §3: one flag per tool, true once the user has a saved result of it. */
export const COMPLETED_FLAG = Object.fromEntries(ids.map((id) => [id, TOOLS[id].flag])) as {
  readonly [T in ActionItem]: (typeof TOOLS)[T]['flag'];
};

/** Who runs a tool's screens, guests included. */
export type ToolAudience = Audience | 'guest';

/** The screens an audience has of a tool (none for a guest of a tool guests cannot take). */
export function screensOf(tool: ActionItem, audience: ToolAudience): readonly string[] {
  if (audience !== 'guest') return TOOL_SCREENS[tool][audience];
  return (GUEST_SCREENS as Partial<Record<ActionItem, readonly string[]>>)[tool] ?? [];
}
