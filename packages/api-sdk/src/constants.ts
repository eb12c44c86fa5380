// Plain values shared by client and server, with no schema library behind them (client bundles
// import these without pulling in zod).

/** Route parameter rules of spec §5. */
export const DIGITS = /^\d+$/;
export const TOKEN = /^[a-z0-9_-]+$/;

/** The ten tools, by the action_item names the server uses (spec §3). */
export const ACTION_ITEMS = [
  'core-coloring',
  'career-anchor',
  'ptid',
  'career-model',
  'job-card',
  'job-search',
  'selling-point',
  'self-introduce',
  'interview',
  'deepinter',
] as const;
export type ActionItem = (typeof ACTION_ITEMS)[number];

/** The tools an AI gift can open (spec §2: /ai-gift/{tool}/main). */
export const AI_GIFT_TOOLS = [
  'core-coloring',
  'ptid',
  'career-anchor',
  'career-model',
  'job-card',
  'job-search',
  'selling-point',
  'self-introduce',
  'deepinter',
] as const satisfies readonly ActionItem[];
export type AiGiftTool = (typeof AI_GIFT_TOOLS)[number];

export const UNIVERSITY_USER_TYPES = ['CONSULTANT', 'INSTRUCTOR'] as const;

/** The session groups a login reply names. */
export const GROUPS = ['USER', 'UNIVERSITY_USER', 'UNIVERSITY', 'ADMIN'] as const;
export type Group = (typeof GROUPS)[number];
