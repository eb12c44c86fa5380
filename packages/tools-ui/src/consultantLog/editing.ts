import type { ConsultantLogNote, LogTopic } from '@career/api-sdk';

/** What the editor is open on: a note of theirs, a session without a note, or a new note about a student. */
export type Editing =
  | { kind: 'note'; note: ConsultantLogNote }
  | { kind: 'new'; student: { id: number; name: string }; topic: LogTopic; runId: number | null };
