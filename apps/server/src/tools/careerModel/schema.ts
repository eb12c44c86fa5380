import type { ColumnType } from 'kysely';

// Career model's own table (decision 029): the consultant's readiness check of a run.

export interface CareerModelCheckTable {
  run_id: number;
  info: string;
  fit: string;
  plan: string;
  support: ColumnType<string[], string, string>;
  note: string;
  checked_by: number | null;
  checked_by_name: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    career_model_check: CareerModelCheckTable;
  }
}
