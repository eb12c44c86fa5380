import { ACTION_ITEMS } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';

/** The load data's consultant signs in with this (`load-consultant-N` for the N-th load): load data, never a real account. */
export const LOAD_CONSULTANT_PASSWORD = 'load1234!';

// Load data for the admin console's scale (issue 18, `pnpm seed:load`): universities, classes,
// participants, and tool runs over the last year, about 60 % completed with a result. The rows are
// made by the database itself (generate_series), so 200,000 runs take seconds, not minutes. Every
// name says it is load data ("부하 대학 7"), results carry `scoring_version: 'load'`, and nothing
// here is seeded unless asked for.

export interface LoadSizes {
  universities: number;
  classesPerUniversity: number;
  usersPerClass: number;
  runsPerUser: number;
}

export const FULL_LOAD: LoadSizes = { universities: 50, classesPerUniversity: 10, usersPerClass: 40, runsPerUser: 10 };

/** The load `scale` times a university's year: more universities, each of the same size. */
export const loadSizesAt = (scale: number): LoadSizes => ({
  ...FULL_LOAD,
  universities: FULL_LOAD.universities * scale,
});

export async function seedLoadData(db: Kysely<Database>, sizes: LoadSizes = FULL_LOAD) {
  const passwordHash = await hashPassword(LOAD_CONSULTANT_PASSWORD);
  const tools = sql.raw(`array[${ACTION_ITEMS.map((tool) => `'${tool}'`).join(', ')}]`);
  return db.transaction().execute(async (trx) => {
    const batch = (
      await sql<{ n: number }>`select count(*)::int as n from university where name like '부하 대학 %'`.execute(trx)
    ).rows[0]?.n;
    const offset = batch ?? 0;
    await sql`insert into university (name, region, contract_starts_on, contract_ends_on)
      select '부하 대학 ' || (${offset} + u), (array['서울', '부산', '대구', '광주', '전북'])[1 + u % 5],
             date '2026-03-01', date '2027-02-28'
      from generate_series(1, ${sizes.universities}) as u`.execute(trx);
    await sql`insert into university_class (university_id, name, year, term)
      select u.id, '부하 학급 ' || c, 2026, (array['1학기', '2학기', '상시'])[1 + c % 3]
      from university u cross join generate_series(1, ${sizes.classesPerUniversity}) as c
      where u.name like '부하 대학 %' and u.id > (select coalesce(max(id), 0) from university) - ${sizes.universities}`.execute(
      trx,
    );
    const classes = sql`(select id from university_class where name like '부하 학급 %'
      order by id desc limit ${sizes.universities * sizes.classesPerUniversity})`;
    // Joined over the last year, so the user list's dates and the trends have spread.
    await sql`insert into app_user (name, university_class_id, student_number, created_at)
      select '부하 사용자 ' || c.id || '-' || n, c.id, '2026' || lpad((c.id * 100 + n)::text, 6, '0'),
             now() - ((c.id * 7 + n) % 365) * interval '1 day'
      from ${classes} as c cross join generate_series(1, ${sizes.usersPerClass}) as n`.execute(trx);
    // A consultant of the load's first university, counselling every class of it: 400 students at
    // the full load (the consultant's student list at scale).
    await sql`insert into university_user (university_id, type, login_id, name, password_hash)
      select uc.university_id, 'CONSULTANT', ${`load-consultant-${offset / sizes.universities + 1}`}, '부하 상담사', ${passwordHash}
      from ${classes} as c join university_class uc on uc.id = c.id
      order by c.id limit 1`.execute(trx);
    await sql`insert into university_user_class (university_user_id, university_class_id)
      select u.id, uc.id
      from university_user u join university_class uc on uc.university_id = u.university_id
      where u.id = (select max(id) from university_user where login_id like 'load-consultant-%')`.execute(trx);
    const users = sql`(select id, university_class_id, created_at from app_user where name like '부하 사용자 %'
      order by id desc limit ${sizes.universities * sizes.classesPerUniversity * sizes.usersPerClass})`;
    // Counted into the statistics' roll-ups once, after the bulk insert, not a trigger call a run.
    await sql`alter table tool_run disable trigger tool_run_usage`.execute(trx);
    await sql`alter table tool_run disable trigger tool_run_statistics`.execute(trx);
    await sql`insert into tool_run (user_id, action_item, audience, university_class_id, status, created_at, updated_at, completed_at)
      select u.id, (${tools})[1 + (u.id + k) % ${ACTION_ITEMS.length}], 'user', u.university_class_id,
             case when (u.id + k) % 5 < 3 then 'completed' else 'open' end,
             t.at, t.at + interval '20 minutes',
             case when (u.id + k) % 5 < 3 then t.at + interval '20 minutes' end
      from ${users} as u cross join generate_series(1, ${sizes.runsPerUser}) as k
      cross join lateral (select now() - (((u.id * 31 + k * 17) % 365) * interval '1 day')
                                         - (((u.id + k) % 24) * interval '1 hour') as at) as t`.execute(trx);
    await sql`alter table tool_run enable trigger tool_run_usage`.execute(trx);
    await sql`alter table tool_run enable trigger tool_run_statistics`.execute(trx);
    await sql`select usage_rebuild()`.execute(trx);
    await sql`insert into tool_result (user_id, run_id, action_item, result, scoring_version, summary, created_at)
      select r.user_id, r.id, r.action_item, '{}'::jsonb, 'load', '부하 데이터', r.completed_at
      from tool_run r join ${users} as u on u.id = r.user_id
      where r.status = 'completed'`.execute(trx);
    const counted = await sql<{ universities: number; classes: number; users: number; runs: number; results: number }>`
      select (select count(*)::int from university where name like '부하 대학 %') as universities,
             (select count(*)::int from university_class where name like '부하 학급 %') as classes,
             (select count(*)::int from app_user where name like '부하 사용자 %') as users,
             (select count(*)::int from tool_run r join app_user a on a.id = r.user_id where a.name like '부하 사용자 %') as runs,
             (select count(*)::int from tool_result where scoring_version = 'load') as results`.execute(trx);
    return counted.rows[0];
  });
}
