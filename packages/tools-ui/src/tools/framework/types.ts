// What every tool's screens need from the server, as plain data. The host app implements these
// ports with its API client (apps/portal/src/tools/), so the library carries no client of its own.

/** A value an answer item takes: a rating, a choice, a text, or a set of choices. */
export type AnswerValue = number | boolean | string | (number | string)[];

export interface RunAnswer {
  item: string;
  value: unknown;
  revision: number;
}

/** A run of a tool as the server keeps it. */
export interface RunSnapshot {
  id: number;
  status: 'open' | 'completed' | 'abandoned';
  /** The screen the user was last on. */
  screen: string;
  answers: readonly RunAnswer[];
  created_at: string;
  updated_at: string;
}

export interface PastResult {
  run_id: number;
  created_at: string;
}

export interface ActionItemEntry {
  content: string;
  /** YYYY-MM-DD, or null for no date. */
  due_date: string | null;
  done: boolean;
  /** Offered by the result, rather than written by the user. */
  suggested: boolean;
}

export interface SavedResult<R = unknown> {
  run_id: number;
  scoring_version: string;
  result: R;
  created_at: string;
  action_items: readonly ActionItemEntry[];
}

/**
 * The calls every tool shares, bound to one user and one tool by the host. A call resolves to
 * `false` when the server refused it (the host has shown its message) and to `undefined` when the
 * server could not be reached.
 */
export interface ToolRunPort {
  current(): Promise<{ run: RunSnapshot | null; results: readonly PastResult[] } | false | undefined>;
  start(restart?: boolean): Promise<RunSnapshot | false | undefined>;
  /** `leaving`: the page is closing, so the request must be one that outlives it (fetch keepalive). */
  saveAnswers(
    runId: number,
    answers: readonly { item: string; value: AnswerValue; revision: number }[],
    screen?: string,
    leaving?: boolean,
  ): Promise<boolean>;
  result(runId: number): Promise<SavedResult | false | undefined>;
  saveActionItems(
    runId: number,
    items: readonly ActionItemEntry[],
  ): Promise<readonly ActionItemEntry[] | false | undefined>;
}
