import type { ColumnType, Generated } from 'kysely';

// Deep interview's own table (decision 025): the questions a run asked (main ones per part, and the
// follow-ups made from their answers), with when the student said an answer was done, their final
// wording and the latest rewrite. The answers themselves are the run's items (`a.{key}`).

export interface DeepinterQuestionTable {
  id: Generated<number>;
  run_id: number;
  /** The part (`action`) or a follow-up of it (`action-1`). */
  key: string;
  part: string;
  parent: string | null;
  position: number;
  question: string;
  why: string;
  submitted_at: Date | null;
  final: string | null;
  /** The latest rewrite, as the call gave it (text, original, changes, notes, generator, unsupported, created_at). */
  rewrite: ColumnType<unknown | null, string | null, string | null>;
  generation_id: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
}

declare module '../../db/schema' {
  interface Database {
    deepinter_question: DeepinterQuestionTable;
  }
}
