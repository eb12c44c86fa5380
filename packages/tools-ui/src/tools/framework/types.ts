import type {
  ActionItem,
  ActionItemEntry,
  CallOptions,
  Envelope,
  PastResult,
  Reply,
  RunState,
  SavedResultOf,
  StreamingApiClient,
  ToolAudience,
} from '@career/api-sdk';

// What every tool's screens need from the server, as the contract types it (decision 017). The host
// app gives a tool its API client; the tool binds its own calls (calls.ts).

export type { ActionItemEntry, PastResult };

/** A value an answer item takes: a rating, a choice, a text, or a set of choices. */
export type AnswerValue =
  | number
  | boolean
  | string
  | readonly (number | string)[]
  // Figures that belong together (an interview answer's seconds, its scores by criterion).
  | Readonly<Record<string, number>>;

/** A run of a tool as the server keeps it. */
export type RunSnapshot = RunState;

/** A kept result of a tool, with its result's own shape. */
export type SavedResult<R = unknown> = SavedResultOf<R>;

type Ids = { runId: number | string };

/**
 * The shared run calls of a tool, bound (every tool's `BoundCalls` has them): all the framework's
 * run store needs. Written as methods so any tool's calls, with their own result types, fit.
 */
export interface RunCalls {
  current: { load(): Promise<Reply<{ run: RunState | null; results: PastResult[] }>> };
  start(input: { body: { restart?: boolean } }, options?: CallOptions): Promise<RunState | false | undefined>;
  saveAnswers: {
    raw(
      input: {
        params: Ids;
        body: { answers: { item: string; value: unknown; base: number }[]; screen?: string | undefined };
      },
      options?: CallOptions,
    ): Promise<Envelope<unknown> | undefined>;
  };
  saveActionItems: {
    raw(
      input: { params: Ids; body: { items: ActionItemEntry[] } },
      options?: CallOptions,
    ): Promise<Envelope<{ action_items: ActionItemEntry[] }> | undefined>;
  };
}

/** What the host gives every tool (the portal's tool route; a story's harness). */
export interface ToolProps {
  /** The API client the tool binds its calls to (a story's fake server gives one of its own). */
  client: StreamingApiClient;
  /** Whose screens: a consultant's, the user's own, an instructor's, or a guest's on a QR link. */
  audience: ToolAudience;
  /** The user the tool is run for. */
  userId: number;
  /** The screen to show: the path below the tool (spec §2). */
  screen: string;
  /** A past result to show on the result screens (`?run=`). */
  runId: number | null;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName: string | null;
  /**
   * Whom a printed report names (issue 23): the person it is for (the user's own name when they are
   * at the screen) and the consultant or instructor at the screen. Left out, a report names the
   * subject only.
   */
  reportNames?: { person: string | null; counsellor: string | null };
  onNavigate(screen: string, runId?: number): void;
  /** Opens another tool's first screen for the same person (a tool that builds on the others offers them). */
  onOpenTool?(tool: ActionItem): void;
  /** Leaves the tool for the host's list of tools (도구 목록으로): closes its window, or goes to the area's home. */
  onExit?(): void;
}
