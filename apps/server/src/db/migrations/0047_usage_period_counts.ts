import { type Kysely, sql } from 'kysely';

/**
 * How many people started a run in each day, week and month, per tool and for any ('*'), kept as
 * usage_user changes (issue 38): a trend's whole periods read a row each instead of counting
 * usage_user's rows, which grow with users × periods (a year by months at 200,000 users: 247/260 ms
 * p50/p99 on PostgreSQL). Statement triggers with transition tables add and take back a whole
 * statement's rows at once, so a bulk load or usage_rebuild() costs one grouped pass, not one
 * call a row.
 */
const statements = [
  sql`create table usage_period_count (
    unit text not null,
    action_item text not null,
    period date not null,
    users integer not null,
    primary key (unit, action_item, period)
  )`,
  sql`create function usage_period_added() returns trigger language plpgsql as $$
  begin
    insert into usage_period_count as c (unit, action_item, period, users)
    select unit, action_item, period, count(*) from added group by 1, 2, 3
    on conflict (unit, action_item, period) do update set users = c.users + excluded.users;
    return null;
  end $$`,
  sql`create function usage_period_removed() returns trigger language plpgsql as $$
  begin
    update usage_period_count c set users = c.users - gone.users
    from (select unit, action_item, period, count(*)::int as users from removed group by 1, 2, 3) as gone
    where c.unit = gone.unit and c.action_item = gone.action_item and c.period = gone.period;
    return null;
  end $$`,
  sql`create trigger usage_period_added after insert on usage_user
    referencing new table as added for each statement execute function usage_period_added()`,
  sql`create trigger usage_period_removed after delete on usage_user
    referencing old table as removed for each statement execute function usage_period_removed()`,
  sql`insert into usage_period_count (unit, action_item, period, users)
    select unit, action_item, period, count(*) from usage_user group by 1, 2, 3`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger usage_period_removed on usage_user`.execute(db);
  await sql`drop trigger usage_period_added on usage_user`.execute(db);
  await sql`drop function usage_period_removed()`.execute(db);
  await sql`drop function usage_period_added()`.execute(db);
  await sql`drop table usage_period_count`.execute(db);
}
