import type { ColumnType, Generated } from 'kysely';

// Job search's own table (decision 027): the plans made in a run, each with its text.

export interface JobSearchPlanTable {
  id: Generated<number>;
  run_id: number;
  plan: ColumnType<unknown, string, string>;
  text: string;
  generation_id: number | null;
  unsupported: ColumnType<string[], string, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

declare module '../../db/schema' {
  interface Database {
    job_search_plan: JobSearchPlanTable;
  }
}
