import { type ActionItem, TOOL_NAMES } from '@career/api-sdk';
import type { RouteObject } from 'react-router-dom';
import { TOOL_CONTENT } from './registry';

// The content a tool lets the administrator edit (decision 044): its screens in the console, declared
// in the tool's own folder (`tools/<group>/index.ts`, gathered into the generated registry.ts), under
// /content/{tool}; the 콘텐츠 menu and the routes follow from them.

/** One of a tool's content screens: its path below /content/{tool} ('' for the first), title and module. */
export interface ContentScreen {
  readonly path: string;
  /** The tab title; the tool's name when left out. */
  readonly title?: string;
  readonly load: NonNullable<RouteObject['lazy']>;
}

/** `<group>Content`: a tool's content screens, the first one the menu's. */
export type ToolContent = readonly [ContentScreen, ...ContentScreen[]];

const tools = Object.keys(TOOL_CONTENT) as (keyof typeof TOOL_CONTENT & ActionItem)[];

/** The 콘텐츠 menu: one entry per tool with content, in the product's order. */
export const contentMenu = tools.map((tool) => ({ label: TOOL_NAMES[tool], to: `/content/${tool}` }));

/** Every content screen with its path below the console and its title. */
export const contentScreens = tools.flatMap((tool) =>
  TOOL_CONTENT[tool].map(({ path, title, load }) => ({
    path: path ? `content/${tool}/${path}` : `content/${tool}`,
    title: title ?? TOOL_NAMES[tool],
    load,
  })),
);
