import { EDUCATION_LABELS, jobCard, jobCardResource } from '@career/api-sdk';
import { sql } from 'kysely';
import { audit } from '../../admin/audit';
import type { Db } from '../../admin/list';
import { serveResource } from '../../admin/resource';
import { likePattern } from '../../db/likePattern';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { inCategory, occupationRows, toOccupationSummary } from '../../reference/routes';

// The administrator's job cards (issue 18): one card per occupation at most, its line, and whether
// the tools deal it. Past results keep the cards as they were dealt (decision 016), so a change here
// reaches only decks dealt from now on; every change is audited.

const messages = {
  occupationNotFound: '직업을 찾을 수 없습니다.',
  cardNotFound: '직업 카드를 찾을 수 없습니다.',
  cardExists: '이 직업에는 이미 직업 카드가 있습니다. 있는 카드를 고쳐 주세요.',
} as const;

const SORT_COLUMNS = { name: 'o.name', holland: 'o.holland', updated: 'c.updated_at' };

const cards = (db: Db) =>
  occupationRows(db)
    .innerJoin('job_card as c', 'c.occupation_id', 'o.id')
    .select(['c.id as card_id', 'c.summary as card_summary', 'c.active', 'c.updated_at']);

type CardRow = Awaited<ReturnType<ReturnType<typeof cards>['executeTakeFirstOrThrow']>>;

const toCard = (row: CardRow) => ({
  id: row.card_id,
  occupation: toOccupationSummary(row),
  summary: row.card_summary,
  active: row.active,
  updated_at: row.updated_at.toISOString(),
});

type Card = ReturnType<typeof toCard>;

async function cardById(db: Db, cardId: number): Promise<Card> {
  const row = await cards(db).where('c.id', '=', cardId).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.cardNotFound);
  return toCard(row);
}

interface CardFilters {
  keyword?: string;
  category?: string;
  active?: 'all' | 'active' | 'inactive';
}

function filtered(db: Db, query: CardFilters) {
  let rows = cards(db);
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    rows = rows.where((eb) => eb.or([eb('o.name', 'ilike', pattern), eb('c.summary', 'ilike', pattern)]));
  }
  if (query.category) rows = rows.where(inCategory(query.category));
  if (query.active === 'active') rows = rows.where('c.active', '=', true);
  if (query.active === 'inactive') rows = rows.where('c.active', '=', false);
  return rows;
}

const CSV_COLUMNS = [
  { label: '카드 번호', value: (card: Card) => card.id },
  { label: '직업', value: (card: Card) => card.occupation.name },
  { label: '홀랜드 코드', value: (card: Card) => card.occupation.holland },
  { label: '대분류', value: (card: Card) => card.occupation.large.name },
  { label: '중분류', value: (card: Card) => card.occupation.small.name },
  { label: '학력', value: (card: Card) => EDUCATION_LABELS[card.occupation.education] },
  { label: '카드 문구', value: (card: Card) => card.summary },
  { label: '사용', value: (card: Card) => (card.active ? '사용' : '사용 안 함') },
  { label: '수정한 때', value: (card: Card) => card.updated_at },
];

/** What the audit log keeps of a card: what the admin can change, and which occupation it is. */
const audited = (card: Card) => ({ occupation: card.occupation.name, summary: card.summary, active: card.active });

export function registerJobCardAdminRoutes(router: Router): void {
  const { handle, deps } = router;
  const { db } = deps.database;

  // Its changes lock the card and audit what the admin can change, so they stay this module's own.
  serveResource(router, jobCardResource, {
    rows: ({ query }) => filtered(db, query),
    sort: { columns: SORT_COLUMNS, defaultSort: 'name', id: 'c.id' },
    map: toCard,
    csv: { filename: () => '직업카드목록', columns: CSV_COLUMNS },
    byId: cardById,
  });

  handle(jobCard.endpoints.adminJobCardCandidates, async ({ query }) => {
    let rows = occupationRows(db).where((eb) =>
      eb.not(eb.exists(eb.selectFrom('job_card as c').select('c.id').whereRef('c.occupation_id', '=', 'o.id'))),
    );
    if (query.keyword) rows = rows.where('o.name', 'ilike', likePattern(query.keyword));
    const found = await rows.orderBy('o.name').orderBy('o.id').limit(50).execute();
    return { items: found.map(toOccupationSummary) };
  });

  handle(jobCard.endpoints.adminJobCardCreate, async ({ body, principal }) =>
    db.transaction().execute(async (trx) => {
      const occupation = await trx
        .selectFrom('occupation')
        .select('id')
        .where('id', '=', body.occupation_id)
        .executeTakeFirst();
      if (!occupation) throw new ApiError(404, messages.occupationNotFound);
      const created = await trx
        .insertInto('job_card')
        .values({ occupation_id: occupation.id, summary: body.summary })
        .onConflict((conflict) => conflict.column('occupation_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw new ApiError(409, messages.cardExists);
      const card = await cardById(trx, created.id);
      await audit(trx, principal, {
        action: 'create',
        entity: 'job_card',
        entityId: card.id,
        summary: `직업 카드 "${card.occupation.name}" 만들기`,
        after: audited(card),
      });
      return card;
    }),
  );

  handle(jobCard.endpoints.adminJobCardUpdate, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const locked = await trx.selectFrom('job_card').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) throw new ApiError(404, messages.cardNotFound);
      const before = await cardById(trx, id);
      await trx
        .updateTable('job_card')
        .set({
          ...(body.summary === undefined ? {} : { summary: body.summary }),
          ...(body.active === undefined ? {} : { active: body.active }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      const after = await cardById(trx, id);
      await audit(trx, principal, {
        action: 'update',
        entity: 'job_card',
        entityId: id,
        summary: `직업 카드 "${after.occupation.name}" 수정`,
        before: audited(before),
        after: audited(after),
      });
      return after;
    }),
  );

  handle(jobCard.endpoints.adminJobCardDelete, async ({ params, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const locked = await trx.selectFrom('job_card').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) throw new ApiError(404, messages.cardNotFound);
      const before = await cardById(trx, id);
      await trx.deleteFrom('job_card').where('id', '=', id).execute();
      await audit(trx, principal, {
        action: 'delete',
        entity: 'job_card',
        entityId: id,
        summary: `직업 카드 "${before.occupation.name}" 지우기`,
        before: audited(before),
      });
      return { id };
    }),
  );
}
