import type { RouteObject } from 'react-router-dom';

// What a tool's folder declares of its console screens (decision 044); its own module, so the
// generated registry and the tools' folders import it without importing the menu built from them.

/** One of a tool's content screens: its path below /content/{tool} ('' for the first), title and module. */
export interface ContentScreen {
  readonly path: string;
  /** The tab title (the first screen's is the menu's too). */
  readonly title: string;
  readonly load: NonNullable<RouteObject['lazy']>;
}

/** `<group>Content`: a tool's content screens, the first one the menu's. */
export type ToolContent = readonly [ContentScreen, ...ContentScreen[]];
