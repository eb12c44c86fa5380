import type { ColumnType, Generated } from 'kysely';

// Self introduction's own table (decision 017: a tool's tables come with its module): the user's own
// questions, beside the four every application asks.

export interface SelfIntroduceTypeTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  created_at: ColumnType<Date, string | undefined, never>;
  /** Deleted by the user: gone from the list, still named by the runs that answered it. */
  deleted_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    self_introduce_type: SelfIntroduceTypeTable;
  }
}
