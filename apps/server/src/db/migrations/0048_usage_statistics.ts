import { type Kysely, sql } from 'kysely';

/**
 * What the statistics of a range read (issue 38, decision 053): per day and per month, and per key
 * (the tool or any, and everyone, a university or an instructor), the runs started and completed
 * and a sketch of the people who started one. A range is its whole months and its other days, so a
 * year costs about 40 rows a key whatever the number of runs or people (usage_daily, by day × tool
 * × university × instructor, read 1.2 M rows for a year at 200,000 users; the exact distinct people
 * read every run: more than 3 s on PostgreSQL).
 *
 * The people are a HyperLogLog sketch of 1,024 registers, merged over any range and estimated by
 * the server (admin/sketch.ts; standard error 1.04/√1024 ≈ 3 %):
 * - a register is the low 10 bits of the user's `hashint4`; its value the position of the first
 *   set bit in the next 22 (1–23); `usage_hll_hash` packs both as register × 32 + value;
 * - a sketch is sparse while it holds at most 255 registers (2 bytes each, register × 32 + value)
 *   and dense above (1,024 bytes, one per register): the two never have the same length;
 * - a sketch cannot take a person back: a deleted run or person leaves the counts at once but stays
 *   in the estimate until `usage_rebuild()` (which now rebuilds this table too).
 * Counts follow the runs as usage_daily does (0014): a run's share is taken back and added again
 * when it changes, in the same transaction.
 */
const KOREAN_DAY = (column: string) => sql.raw(`(${column} at time zone 'Asia/Seoul')`);

const statements = [
  sql`create table usage_statistics (
    unit text not null check (unit in ('day', 'month')),
    scope text not null check (scope in ('all', 'university', 'instructor')),
    action_item text not null,
    period date not null,
    scope_id integer not null,
    started integer not null default 0,
    completed integer not null default 0,
    registers bytea not null default ''::bytea,
    primary key (unit, scope, action_item, period, scope_id)
  )`,
  sql`create function usage_hll_hash(user_id integer) returns integer language sql immutable parallel safe as $$
    select ((h & 1023) * 32 + 23 - coalesce(length(ltrim(((h >> 10) & 4194303)::bit(22)::text, '0')), 0))::int
    from (select hashint4(user_id)::bigint & 4294967295 as h) as hashed
  $$`,
  // The registers of a sparse sketch spread over a dense one.
  sql`create function usage_hll_dense(packed integer[]) returns bytea language plpgsql immutable as $$
  declare
    dense bytea := decode(repeat('00', 1024), 'hex');
    v integer;
  begin
    foreach v in array packed loop
      if get_byte(dense, v / 32) < v % 32 then dense := set_byte(dense, v / 32, v % 32); end if;
    end loop;
    return dense;
  end $$`,
  sql`create function usage_hll_add(registers bytea, packed integer) returns bytea language plpgsql immutable as $$
  declare
    reg integer := packed / 32;
    entries integer;
    v integer;
  begin
    if registers is null then return int2send(packed::int2); end if;
    if length(registers) = 1024 then
      if get_byte(registers, reg) < packed % 32 then return set_byte(registers, reg, packed % 32); end if;
      return registers;
    end if;
    entries := length(registers) / 2;
    for i in 0 .. entries - 1 loop
      v := get_byte(registers, 2 * i) * 256 + get_byte(registers, 2 * i + 1);
      if v / 32 = reg then
        if v % 32 >= packed % 32 then return registers; end if;
        return set_byte(set_byte(registers, 2 * i, packed / 256), 2 * i + 1, packed % 256);
      end if;
    end loop;
    if entries < 255 then return registers || int2send(packed::int2); end if;
    return usage_hll_dense(array(
      select get_byte(registers, 2 * i) * 256 + get_byte(registers, 2 * i + 1) from generate_series(0, entries - 1) as i
    ) || packed);
  end $$`,
  // A run's keys in each unit, at `at` (its start or its completion).
  sql`create function usage_statistics_keys(r tool_run, at timestamptz)
    returns table (unit text, scope text, action_item text, period date, scope_id integer)
    language sql stable as $$
    select unit.name, key.scope, tool.name, date_trunc(unit.name, ${KOREAN_DAY('at')})::date, key.id
    from (values ('day'), ('month')) as unit(name), (values ('*'), (r.action_item)) as tool(name),
         (values ('all', 0), ('university', r.university_id), ('instructor', r.instructor_id)) as key(scope, id)
    where key.id is not null
  $$`,
  // One run's share, added (sign 1, its person into the sketches) or taken back (-1, counts only).
  sql`create function usage_statistics_count(r tool_run, sign integer) returns void language plpgsql as $$
  declare
    packed integer := usage_hll_hash(r.user_id);
  begin
    insert into usage_statistics as s (unit, scope, action_item, period, scope_id, started, registers)
    select k.*, sign, case when sign > 0 then int2send(packed::int2) else ''::bytea end
    from usage_statistics_keys(r, r.created_at) as k
    on conflict (unit, scope, action_item, period, scope_id) do update
      set started = s.started + excluded.started,
          registers = case when sign > 0 then usage_hll_add(s.registers, packed) else s.registers end;
    if r.completed_at is not null then
      insert into usage_statistics as s (unit, scope, action_item, period, scope_id, completed)
      select k.*, sign from usage_statistics_keys(r, r.completed_at) as k
      on conflict (unit, scope, action_item, period, scope_id) do update set completed = s.completed + excluded.completed;
    end if;
  end $$`,
  sql`create function tool_run_statistics() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then perform usage_statistics_count(old, -1); end if;
    if tg_op in ('INSERT', 'UPDATE') then perform usage_statistics_count(new, 1); end if;
    return null;
  end $$`,
  sql`create trigger tool_run_statistics after insert or delete or update of created_at, completed_at, action_item
    on tool_run for each row execute function tool_run_statistics()`,
  // The whole table from tool_run in grouped passes: the counts per key, and each sketch as the
  // highest value of each register.
  sql`create function usage_statistics_rebuild() returns void language plpgsql as $$
  begin
    delete from usage_statistics;
    insert into usage_statistics (unit, scope, action_item, period, scope_id, started, completed, registers)
    select unit, scope, action_item, period, scope_id, coalesce(counts.started, 0), coalesce(counts.completed, 0),
           coalesce(people.registers, ''::bytea)
    from (
      select k.unit, k.scope, k.action_item, k.period, k.scope_id, sum(event.started)::int as started,
             sum(event.completed)::int as completed
      from (select r, r.created_at as at, 1 as started, 0 as completed from tool_run r
            union all
            select r, r.completed_at, 0, 1 from tool_run r where r.completed_at is not null) as event
      cross join lateral usage_statistics_keys(event.r, event.at) as k
      group by 1, 2, 3, 4, 5
    ) as counts
    full join (
      select unit, scope, action_item, period, scope_id,
             case when count(*) <= 255 then string_agg(int2send(packed::int2), ''::bytea)
                  else usage_hll_dense(array_agg(packed)) end as registers
      from (
        select k.unit, k.scope, k.action_item, k.period, k.scope_id, hashed.reg * 32 + max(hashed.value) as packed
        from tool_run r
        cross join lateral (select usage_hll_hash(r.user_id) / 32 as reg, usage_hll_hash(r.user_id) % 32 as value) as hashed
        cross join lateral usage_statistics_keys(r, r.created_at) as k
        group by 1, 2, 3, 4, 5, hashed.reg
      ) as registers
      group by 1, 2, 3, 4, 5
    ) as people using (unit, scope, action_item, period, scope_id);
  end $$`,
  // usage_rebuild() rebuilds every roll-up: the counts as before (0014), then the sketches.
  sql`alter function usage_rebuild() rename to usage_count_rebuild`,
  sql`create function usage_rebuild() returns void language plpgsql as $$
  begin
    perform usage_count_rebuild();
    perform usage_statistics_rebuild();
  end $$`,
  sql`select usage_statistics_rebuild()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function usage_rebuild()`.execute(db);
  await sql`alter function usage_count_rebuild() rename to usage_rebuild`.execute(db);
  await sql`drop trigger tool_run_statistics on tool_run`.execute(db);
  for (const fn of [
    'usage_statistics_rebuild()',
    'tool_run_statistics()',
    'usage_statistics_count(tool_run, integer)',
    'usage_statistics_keys(tool_run, timestamptz)',
    'usage_hll_add(bytea, integer)',
    'usage_hll_dense(integer[])',
    'usage_hll_hash(integer)',
  ])
    await sql.raw(`drop function ${fn}`).execute(db);
  await sql`drop table usage_statistics`.execute(db);
}
