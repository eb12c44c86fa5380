import { type Kysely, sql } from 'kysely';

/**
 * The class report (issue 22, decision 034): each report mailed, with who sent it and to whom (the
 * class screen lists them); the PDF is made again from the records, never kept. The outbox records
 * what went with a mail (names and sizes), not the files.
 */
const statements = [
  sql`create table class_report_mail (
    id integer generated always as identity primary key,
    class_id integer not null references university_class(id),
    sent_by integer not null references university_user(id),
    recipient text not null,
    filename text not null,
    pages integer not null,
    size integer not null,
    names boolean not null,
    sent_at timestamptz not null default now()
  )`,
  sql`create index class_report_mail_class on class_report_mail (class_id, sent_at desc)`,
  sql`alter table mail_outbox add column attachments jsonb not null default '[]'::jsonb`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column attachments`.execute(db);
  await sql`drop table class_report_mail`.execute(db);
}
