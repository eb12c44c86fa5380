import type { ColumnType, Generated } from 'kysely';

// Selling point's own table (decision 026): the self-introduction paragraphs of a run, made or
// written by the student, in the list until it is cleared (then kept on record, out of it).

export interface SellingPointIntroTable {
  id: Generated<number>;
  run_id: number;
  text: string;
  source: 'draft' | 'typed';
  generation_id: number | null;
  unsupported: ColumnType<string[], string, string>;
  created_at: ColumnType<Date, string | undefined, never>;
  cleared_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    selling_point_intro: SellingPointIntroTable;
  }
}
