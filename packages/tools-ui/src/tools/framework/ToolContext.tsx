import {
  type ActionItem,
  type Audience,
  type StreamingApiClient,
  TOOL_NAMES,
  type TOOL_SCREENS,
  type ToolAudience,
} from '@career/api-sdk';
import { createContext, useContext } from 'react';
import type { BoundCalls } from './calls';

/** The screens a tool has for any audience (spec §2). */
export type ToolScreenName<T extends ActionItem> = (typeof TOOL_SCREENS)[T][Audience][number];

/** What every screen of a tool gets from its shell (decision 017): one context for every tool. */
export interface ToolContextValue<T extends ActionItem = ActionItem, G extends object = object, Content = unknown> {
  tool: T;
  toolName: string;
  audience: ToolAudience;
  /** The tool's calls, bound to the audience and the user. */
  calls: BoundCalls<G>;
  /** The host's client, for calls outside the tool's group (reference data). */
  client: StreamingApiClient;
  /** The tool's content (its questions), loaded before any screen shows. */
  content: Content;
  /** The user the tool is run for (a body naming the user sends it). */
  userId: number;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName: string | null;
  /** Whom a printed report names: the person, and the consultant or instructor (see ToolProps). */
  reportNames: { person: string | null; counsellor: string | null };
  /** The run a result screen shows, when not the latest. */
  runId: number | null;
  /** Goes to another screen of the tool (with a past result's run, for the result screens). */
  navigate(screen: ToolScreenName<T>, runId?: number): void;
  /** Opens another tool for the same person (null where the host has no other tools: a guest's link, a story). */
  openTool: ((tool: ActionItem) => void) | null;
  /** Leaves the tool for the host's list of tools (null where the host has none: a guest's link, a story). */
  exit: (() => void) | null;
  /** Whether this audience has the screen (the instructor has no compare, for one). */
  hasScreen(screen: ToolScreenName<T>): boolean;
  /** Results loaded while the tool is open, by run: each result screen shares them. */
  results: Map<number, unknown>;
  /**
   * Loads the tool's content again in place, the screen staying as it is (a grant just received
   * opens the tool). False when it could not be loaded; the content shown stays.
   */
  reload(): Promise<boolean>;
}

export const ToolContext = createContext<ToolContextValue | null>(null);

/**
 * The enclosing tool's context, typed as the tool declares it (one line per tool:
 * `const useCareerAnchor = () => useTool<'career-anchor', typeof routes.careerAnchor, Content>()`).
 */
export function useTool<T extends ActionItem, G extends object, Content>(): ToolContextValue<T, G, Content> {
  const value = useContext(ToolContext);
  if (!value) throw new Error('a tool screen needs its ToolShell');
  // The shell of tool T put T's calls and content here; the context itself cannot carry the type.
  return value as unknown as ToolContextValue<T, G, Content>;
}

/** The tool around a component, if any (ToolScreen reads its name and whom it is for from it). */
export const useOptionalTool = () => useContext(ToolContext);

export const toolNameOf = (tool: ActionItem) => TOOL_NAMES[tool];
