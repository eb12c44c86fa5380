import { type Kysely, sql } from 'kysely';

/**
 * Statistics kept by the database as runs change (issue 18, decision 022 "Statistics"):
 * - `tool_run.university_id` and `tool_run.instructor_id`: the university of the run's class and the
 *   instructor who started it, as they were when it started (set before insert), so a run counts
 *   where it began even after its class or instructor is gone, and the roll-ups below subtract
 *   exactly what they added;
 * - `usage_daily`: runs started and completed per Korean day, tool, university and instructor
 *   (0 for none), kept by a trigger on tool_run in the same transaction as the change, and
 *   `usage_tool_daily` the same per day and tool only (what every trend of all universities reads:
 *   ten rows a day, whatever the number of universities);
 * - `usage_user`: who started a run in each day, week (from Monday) and month, per tool and for any
 *   tool ('*'), so "active users" of a period is a count, not a distinct over every run;
 * - `usage_rebuild()`: both recomputed from tool_run (this migration's backfill, and bulk loads);
 * - the user list's newest-first order read from an index that holds its tie-break (the id) too.
 */
const KOREAN_DAY = (column: string) => sql.raw(`(${column} at time zone 'Asia/Seoul')`);

const statements = [
  sql`alter table tool_run add column university_id integer`,
  sql`alter table tool_run add column instructor_id integer`,
  sql`update tool_run r set university_id = uc.university_id from university_class uc where uc.id = r.university_class_id`,
  sql`update tool_run r set instructor_id = uu.id from university_user uu where uu.id = r.started_by and uu.type = 'INSTRUCTOR'`,
  sql`create index tool_run_university_created_idx on tool_run (university_id, created_at) where university_id is not null`,
  sql`create index tool_run_instructor_created_idx on tool_run (instructor_id, created_at) where instructor_id is not null`,
  sql`drop index app_user_created_idx`,
  sql`create index app_user_created_id_idx on app_user (created_at, id)`,
  sql`create table usage_daily (
    day date not null,
    action_item text not null,
    university_id integer not null default 0,
    instructor_id integer not null default 0,
    started integer not null default 0,
    completed integer not null default 0,
    primary key (day, action_item, university_id, instructor_id)
  )`,
  sql`create table usage_tool_daily (
    day date not null,
    action_item text not null,
    started integer not null default 0,
    completed integer not null default 0,
    primary key (day, action_item)
  )`,
  sql`create table usage_user (
    unit text not null check (unit in ('day', 'week', 'month')),
    action_item text not null,
    period date not null,
    user_id integer not null references app_user(id) on delete cascade,
    primary key (unit, action_item, period, user_id)
  )`,
  sql`create index usage_user_user_idx on usage_user (user_id)`,
  sql`create function tool_run_usage_dims() returns trigger language plpgsql as $$
  begin
    if new.university_class_id is not null and new.university_id is null then
      select university_id into new.university_id from university_class where id = new.university_class_id;
    end if;
    if new.started_by is not null and new.instructor_id is null then
      select id into new.instructor_id from university_user where id = new.started_by and type = 'INSTRUCTOR';
    end if;
    return new;
  end $$`,
  sql`create trigger tool_run_usage_dims before insert on tool_run
    for each row execute function tool_run_usage_dims()`,
  // One run's share of the daily roll-ups, added (sign 1) or taken back (-1).
  sql`create function usage_count(r tool_run, sign integer) returns void language plpgsql as $$
  begin
    insert into usage_daily as u (day, action_item, university_id, instructor_id, started)
    values (${KOREAN_DAY('r.created_at')}::date, r.action_item, coalesce(r.university_id, 0), coalesce(r.instructor_id, 0), sign)
    on conflict (day, action_item, university_id, instructor_id) do update set started = u.started + excluded.started;
    insert into usage_tool_daily as u (day, action_item, started)
    values (${KOREAN_DAY('r.created_at')}::date, r.action_item, sign)
    on conflict (day, action_item) do update set started = u.started + excluded.started;
    if r.completed_at is not null then
      insert into usage_daily as u (day, action_item, university_id, instructor_id, completed)
      values (${KOREAN_DAY('r.completed_at')}::date, r.action_item, coalesce(r.university_id, 0), coalesce(r.instructor_id, 0), sign)
      on conflict (day, action_item, university_id, instructor_id) do update set completed = u.completed + excluded.completed;
      insert into usage_tool_daily as u (day, action_item, completed)
      values (${KOREAN_DAY('r.completed_at')}::date, r.action_item, sign)
      on conflict (day, action_item) do update set completed = u.completed + excluded.completed;
    end if;
  end $$`,
  sql`create function tool_run_usage() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      perform usage_count(old, -1);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform usage_count(new, 1);
    end if;
    if tg_op = 'INSERT' then
      insert into usage_user (unit, action_item, period, user_id)
      select unit.name, scope.name, date_trunc(unit.name, ${KOREAN_DAY('new.created_at')})::date, new.user_id
      from (values ('day'), ('week'), ('month')) as unit(name), (values ('*'), (new.action_item)) as scope(name)
      on conflict do nothing;
    elsif tg_op = 'DELETE' then
      -- The person stays active in a period while another of their runs started in it.
      delete from usage_user uu
      where uu.user_id = old.user_id and uu.action_item in ('*', old.action_item)
        and uu.period = date_trunc(uu.unit, ${KOREAN_DAY('old.created_at')})::date
        and not exists (
          select 1 from tool_run r
          where r.user_id = old.user_id and r.id <> old.id
            and (uu.action_item = '*' or r.action_item = uu.action_item)
            and date_trunc(uu.unit, ${KOREAN_DAY('r.created_at')})::date = uu.period);
    end if;
    return null;
  end $$`,
  sql`create trigger tool_run_usage after insert or delete or update of created_at, completed_at, action_item
    on tool_run for each row execute function tool_run_usage()`,
  sql`create function usage_rebuild() returns void language plpgsql as $$
  begin
    delete from usage_daily;
    delete from usage_tool_daily;
    delete from usage_user;
    insert into usage_daily (day, action_item, university_id, instructor_id, started, completed)
    select day, action_item, university_id, instructor_id, sum(started), sum(completed)
    from (
      select ${KOREAN_DAY('created_at')}::date as day, action_item, coalesce(university_id, 0) as university_id,
             coalesce(instructor_id, 0) as instructor_id, 1 as started, 0 as completed
      from tool_run
      union all
      select ${KOREAN_DAY('completed_at')}::date, action_item, coalesce(university_id, 0), coalesce(instructor_id, 0), 0, 1
      from tool_run where completed_at is not null
    ) as counted
    group by 1, 2, 3, 4;
    insert into usage_tool_daily (day, action_item, started, completed)
    select day, action_item, sum(started), sum(completed) from usage_daily group by 1, 2;
    insert into usage_user (unit, action_item, period, user_id)
    select distinct unit.name, scope.name, date_trunc(unit.name, ${KOREAN_DAY('r.created_at')})::date, r.user_id
    from tool_run r cross join (values ('day'), ('week'), ('month')) as unit(name)
    cross join lateral (values ('*'), (r.action_item)) as scope(name);
  end $$`,
  sql`select usage_rebuild()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger tool_run_usage on tool_run`.execute(db);
  await sql`drop trigger tool_run_usage_dims on tool_run`.execute(db);
  for (const fn of ['usage_rebuild()', 'tool_run_usage()', 'usage_count(tool_run, integer)', 'tool_run_usage_dims()'])
    await sql.raw(`drop function ${fn}`).execute(db);
  await sql`drop table usage_user`.execute(db);
  await sql`drop index app_user_created_id_idx`.execute(db);
  await sql`create index app_user_created_idx on app_user (created_at)`.execute(db);
  await sql`drop table usage_tool_daily`.execute(db);
  await sql`drop table usage_daily`.execute(db);
  await sql`drop index tool_run_instructor_created_idx`.execute(db);
  await sql`drop index tool_run_university_created_idx`.execute(db);
  await sql`alter table tool_run drop column instructor_id`.execute(db);
  await sql`alter table tool_run drop column university_id`.execute(db);
}
