import { customerResource } from '@career/api-sdk';
import { sql } from 'kysely';
import { likeOperator, likePattern } from '../db/likePattern';
import type { Router } from '../http/types';
import type { Db } from './list';
import { serveResource } from './resource';
import { iso, PROFILE_COLUMNS, profileOf } from './users';

// The console's customers (issue 18, decision 022): people who got tools outside a university
// contract, by an AI gift, a coupon or (with step 15's orders) a purchase. One row a person, the
// ways they came counted, the first time, and what they did with the tools.

type Channel = 'ai_gift' | 'coupon' | 'purchase';

interface CustomerFilters {
  keyword?: string;
  channel?: Channel | 'all';
}

/** Every acquisition: a gift's user (since they first signed in with it), a redemption, a purchase. */
const acquisitions = (db: Db) =>
  db
    .selectFrom('ai_gift as g')
    .innerJoin('app_user as gu', 'gu.id', 'g.user_id')
    .select(['g.user_id as user_id', sql<Channel>`'ai_gift'`.as('channel'), 'gu.created_at as at'])
    .unionAll(
      db
        .selectFrom('coupon_redemption as cr')
        .select(['cr.user_id as user_id', sql<Channel>`'coupon'`.as('channel'), 'cr.redeemed_at as at']),
    )
    .unionAll(
      db
        .selectFrom('tool_grant as tg')
        .where('tg.source', '=', 'purchase')
        .where('tg.user_id', 'is not', null)
        .select(['tg.user_id as user_id', sql<Channel>`'purchase'`.as('channel'), 'tg.created_at as at']),
    );

function customers(db: Db, query: CustomerFilters) {
  let rows = db
    .with('acquisition', () => acquisitions(db))
    .with('customer', (qb) =>
      qb
        .selectFrom('acquisition')
        .select([
          'user_id',
          sql<Date>`min(at)`.as('since'),
          sql<number>`count(*) filter (where channel = 'ai_gift')::int`.as('ai_gift'),
          sql<number>`count(*) filter (where channel = 'coupon')::int`.as('coupon'),
          sql<number>`count(*) filter (where channel = 'purchase')::int`.as('purchase'),
        ])
        .groupBy('user_id'),
    )
    .selectFrom('customer as c')
    .innerJoin('app_user as au', 'au.id', 'c.user_id')
    .leftJoin('university_class as uc', 'uc.id', 'au.university_class_id')
    .leftJoin('university as u', 'u.id', 'uc.university_id')
    .select((eb) => [
      ...PROFILE_COLUMNS,
      'c.since',
      'c.ai_gift',
      'c.coupon',
      'c.purchase',
      eb
        .selectFrom('tool_run as r')
        .select([sql<number>`count(*)::int`.as('n')])
        .whereRef('r.user_id', '=', 'au.id')
        .as('runs_started'),
      eb
        .selectFrom('tool_run as r')
        .select([sql<number>`count(*)::int`.as('n')])
        .whereRef('r.user_id', '=', 'au.id')
        .where('r.status', '=', 'completed')
        .as('runs_completed'),
      eb
        .selectFrom('tool_run as r')
        .select(sql<Date | null>`max(r.updated_at)`.as('at'))
        .whereRef('r.user_id', '=', 'au.id')
        .as('last_activity_at'),
    ]);
  if (query.keyword) {
    const [operator, pattern] = [likeOperator(query.keyword), likePattern(query.keyword)];
    rows = rows.where((eb) => eb.or([eb('au.name', operator, pattern), eb('au.email', operator, pattern)]));
  }
  if (query.channel && query.channel !== 'all') rows = rows.where(sql.ref(`c.${query.channel}`), '>', 0);
  return rows;
}

type Row = Awaited<ReturnType<ReturnType<typeof customers>['executeTakeFirstOrThrow']>>;

const toCustomer = (row: Row) => ({
  ...profileOf(row),
  email: row.email,
  channels: { ai_gift: row.ai_gift, coupon: row.coupon, purchase: row.purchase },
  since: new Date(row.since).toISOString(),
  runs_started: Number(row.runs_started ?? 0),
  runs_completed: Number(row.runs_completed ?? 0),
  last_activity_at: iso(row.last_activity_at),
});

type Customer = ReturnType<typeof toCustomer>;

const CSV_COLUMNS = [
  { label: '번호', value: (c: Customer) => c.id },
  { label: '이름', value: (c: Customer) => c.name },
  { label: '이메일', value: (c: Customer) => c.email ?? '' },
  { label: '대학', value: (c: Customer) => c.university?.name ?? '' },
  { label: 'AI 선물', value: (c: Customer) => c.channels.ai_gift },
  { label: '쿠폰', value: (c: Customer) => c.channels.coupon },
  { label: '구매', value: (c: Customer) => c.channels.purchase },
  { label: '처음 받은 때', value: (c: Customer) => c.since },
  { label: '시작한 도구', value: (c: Customer) => c.runs_started },
  { label: '마친 도구', value: (c: Customer) => c.runs_completed },
  { label: '마지막 활동', value: (c: Customer) => c.last_activity_at ?? '' },
];

export function registerCustomerAdminRoutes(router: Router): void {
  serveResource(router, customerResource, {
    rows: ({ query }) => customers(router.deps.database.db, query),
    sort: { columns: { name: 'au.name', since: 'c.since' }, defaultSort: '-since', id: 'au.id', idsFirst: true },
    map: toCustomer,
    csv: { filename: () => '고객목록', columns: CSV_COLUMNS },
  });
}
