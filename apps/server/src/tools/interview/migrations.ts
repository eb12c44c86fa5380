import { type Kysely, type Migration, sql } from 'kysely';

/** An interview's questions as asked, and the consultant's or instructor's scores (decision 028). */
const interview: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table interview_set (
      run_id integer primary key references tool_run(id) on delete cascade,
      categories jsonb not null,
      group_code text,
      difficulty smallint not null,
      keys jsonb not null,
      released_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create table interview_rating (
      run_id integer not null references tool_run(id) on delete cascade,
      question_key text not null,
      scores jsonb not null,
      comment text not null default '',
      rater_id integer references university_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (run_id, question_key)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table interview_rating`.execute(db);
    await sql`drop table interview_set`.execute(db);
  },
};

/** Recordings of answers, for playback (decision 028): one per answer, replaced when re-recorded. */
const audio: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table interview_audio (
      run_id integer not null references tool_run(id) on delete cascade,
      question_key text not null,
      type text not null check (type in ('audio/webm', 'audio/ogg', 'audio/mp4')),
      bytes bytea not null,
      size integer not null check (size between 1 and 614400),
      seconds integer not null check (seconds between 0 and 1200),
      created_at timestamptz not null default now(),
      primary key (run_id, question_key)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table interview_audio`.execute(db);
  },
};

/** The feedback texts written for answers: the latest per answer (decision 028). */
const feedback: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table interview_feedback (
      run_id integer not null references tool_run(id) on delete cascade,
      question_key text not null,
      text text not null,
      generation_id integer references text_generation(id) on delete set null,
      unsupported jsonb not null default '[]',
      created_at timestamptz not null default now(),
      primary key (run_id, question_key)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table interview_feedback`.execute(db);
  },
};

/**
 * Each question's clock (decision 028, issue 35): where it is, the milliseconds used to think and to
 * answer (never beyond the limits any question has), the allowance left for a page away, and when
 * the server last heard of it.
 */
const clock: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table interview_clock (
      run_id integer not null references tool_run(id) on delete cascade,
      question_key text not null,
      phase text not null check (phase in ('think', 'answer', 'over', 'ended')),
      think_ms integer not null check (think_ms between 0 and 600000),
      answer_ms integer not null check (answer_ms between 0 and 1200000),
      grace_ms integer not null check (grace_ms >= 0),
      heard_at timestamptz not null default now(),
      primary key (run_id, question_key)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table interview_clock`.execute(db);
  },
};

/**
 * Every recording saved, by size and time, re-recordings too (issue 35): the recordings' quotas per
 * person a day and per run count from it, as what was sent, not what is kept (a re-recording
 * replaces the kept one). A row goes once its day is over and its run takes no more recordings.
 */
const audioSaves: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table interview_audio_save (
      run_id integer not null references tool_run(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      size integer not null check (size > 0),
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index interview_audio_save_user_idx on interview_audio_save (user_id, created_at)`.execute(db);
    await sql`create index interview_audio_save_run_idx on interview_audio_save (run_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table interview_audio_save`.execute(db);
  },
};

export const migrations = {
  '0019_interview': interview,
  '0021_interview_audio': audio,
  '0022_interview_feedback': feedback,
  '0032_interview_clock': clock,
  '0034_interview_audio_saves': audioSaves,
};
