import type { ColumnType } from 'kysely';

// Interview's own tables (decision 028): the questions a run asks, each question's clock, and the rater's scores of its answers.

export interface InterviewSetTable {
  run_id: number;
  categories: ColumnType<string[], string, string>;
  group_code: string | null;
  difficulty: number;
  keys: ColumnType<string[], string, string>;
  released_at: ColumnType<Date | null, never, Date | null>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface InterviewRatingTable {
  run_id: number;
  question_key: string;
  scores: ColumnType<Record<string, number>, string, string>;
  comment: string;
  rater_id: number | null;
  updated_at: ColumnType<Date, string | undefined, Date>;
}

export interface InterviewAudioTable {
  run_id: number;
  question_key: string;
  type: string;
  bytes: Uint8Array;
  size: number;
  seconds: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** One recording saved: what the recordings' quotas count (re-recordings too). */
export interface InterviewAudioSaveTable {
  run_id: number;
  user_id: number;
  size: number;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface InterviewFeedbackTable {
  question_key: string;
  run_id: number;
  text: string;
  generation_id: number | null;
  unsupported: ColumnType<string[], string, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface InterviewClockTable {
  run_id: number;
  question_key: string;
  phase: string;
  think_ms: number;
  answer_ms: number;
  grace_ms: number;
  heard_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface Database {
    interview_set: InterviewSetTable;
    interview_rating: InterviewRatingTable;
    interview_audio: InterviewAudioTable;
    interview_audio_save: InterviewAudioSaveTable;
    interview_feedback: InterviewFeedbackTable;
    interview_clock: InterviewClockTable;
  }
}
