import {
  AUDIENCES,
  callsFor,
  type EndpointData,
  JOB_CARD_CATEGORY_LIMIT,
  JOB_CARD_DEAL_LIMIT,
  jobCard,
} from '@career/api-sdk';
import { jobCard as logic } from '@career/tool-logic';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/router';
import { occupationRows, toOccupationSummary } from '../../reference/routes';
import { answersOf, runOf, runRow, savedResultOf, scoreOnce } from '../runs';
import type { ToolModule } from '../types';

const { JOB_CARD_REASONS, JOB_CARD_WARM_UP } = logic;
type Saved = EndpointData<typeof jobCard.endpoints.userResult>;

// The job-card tool's calls (decision 016 "Job card"). Its content (warm-up questions, reasons) is
// served from code: it is the tool's own fixed text, and the cards are the reference data's job
// cards, which the admin already edits. The answers are the shared answer save's items.

const messages = {
  unknownCategory: '없는 직업 분류입니다. 목록에서 골라 주세요.',
  unknownLarge: '없는 직업 대분류입니다. 목록에서 골라 주세요.',
} as const;

/** Job cards with their occupation, middle group (s) and major group (l). */
function cardRows(db: Kysely<Database>) {
  return occupationRows(db)
    .innerJoin('job_card as j', 'j.occupation_id', 'o.id')
    .select(['j.id as card_id', 'j.summary as card_summary']);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['executeTakeFirstOrThrow']>>;

function toCard(row: CardRow) {
  return {
    id: row.card_id,
    occupation_id: row.id,
    name: row.name,
    summary: row.card_summary,
    category: { code: row.small_code, name: row.small_name },
    holland: row.holland,
  };
}

type Card = ReturnType<typeof toCard>;

const asSorted = (card: Card) => ({ ...card, card_id: card.id });

function register({ handle, deps }: Router): void {
  const { db } = deps.database;

  /** Every job category with its active card count, middle groups under their major group. */
  async function categoryCounts() {
    const rows = await db
      .selectFrom('job_category as c')
      .leftJoin('occupation as o', 'o.category_code', 'c.code')
      .leftJoin('job_card as j', (join) => join.onRef('j.occupation_id', '=', 'o.id').on('j.active', '=', true))
      .select(['c.code', 'c.name', 'c.parent_code', (eb) => eb.fn.count<string>('j.id').as('count')])
      .groupBy(['c.code', 'c.name', 'c.parent_code'])
      .orderBy('c.code')
      .execute();
    return rows
      .filter((row) => row.parent_code === null)
      .map((large) => {
        const children = rows
          .filter((row) => row.parent_code === large.code)
          .map((small) => ({ code: small.code, name: small.name, card_count: Number(small.count) }));
        return {
          code: large.code,
          name: large.name,
          card_count: children.reduce((sum, child) => sum + child.card_count, 0),
          children,
        };
      });
  }

  /** The cards of these ids that still exist (active or not: a card once sorted stays the user's). */
  async function cardsById(db: Kysely<Database>, ids: readonly number[]): Promise<Card[]> {
    if (ids.length === 0) return [];
    const rows = await cardRows(db)
      .where('j.id', 'in', [...ids])
      .orderBy('o.name')
      .orderBy('j.id')
      .execute();
    return rows.map(toCard);
  }

  async function runAnswers(db: Kysely<Database>, runId: number): Promise<logic.JobCardAnswers> {
    return logic.answersFrom(await answersOf(db, runId), JOB_CARD_REASONS);
  }

  /** The run's liked and disliked cards as they are now, by name. */
  async function sortedCards(db: Kysely<Database>, answers: logic.JobCardAnswers) {
    const cards = await cardsById(db, [...answers.liked, ...answers.disliked]);
    const liked = new Set(answers.liked);
    return {
      liked: cards.filter((card) => liked.has(card.id)),
      disliked: cards.filter((card) => !liked.has(card.id)),
    };
  }

  async function candidates(db: Kysely<Database>) {
    return (await occupationRows(db).execute()).map(toOccupationSummary);
  }

  for (const audience of AUDIENCES) {
    const calls = callsFor(jobCard.endpoints, audience);

    handle(calls.list, async () => ({
      categories: await categoryCounts(),
      warm_up: JOB_CARD_WARM_UP.map((question) => ({
        key: question.key,
        text: question.text,
        options: question.options.map((option) => ({ ...option })),
      })),
      reasons: JOB_CARD_REASONS.map((reason) => ({ ...reason })),
      category_limit: JOB_CARD_CATEGORY_LIMIT,
      card_limit: JOB_CARD_DEAL_LIMIT,
    }));

    handle(calls.smallCategory, async ({ body }) => {
      const large = (await categoryCounts()).find((category) => category.code === body.large);
      if (!large) throw new ApiError(400, messages.unknownLarge);
      return large.children;
    });

    handle(calls.smallJobCategoryList, async ({ subject, body }) => {
      const categories = [...new Set(body.categories)];
      const known = await db
        .selectFrom('job_category')
        .select('code')
        .where('code', 'in', categories)
        .where('parent_code', 'is not', null)
        .execute();
      if (known.length !== categories.length) throw new ApiError(400, messages.unknownCategory);
      const rows = await cardRows(db).where('j.active', '=', true).where('s.code', 'in', categories).execute();
      return logic.dealCards(rows.map(toCard), runOf(subject).id);
    });

    handle(calls.selectedTypeList, async ({ subject }) => sortedCards(db, await runAnswers(db, runOf(subject).id)));

    handle(calls.userSelected, async ({ subject }) => {
      const answers = await runAnswers(db, runOf(subject).id);
      const { liked } = await sortedCards(db, answers);
      return {
        liked: liked.map((card) => ({ card, reasons: answers.why.get(card.id) ?? [] })),
        reasons: answers.reasons.map((reason) => ({ ...reason, own: reason.key.startsWith('own.') })),
      };
    });

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce<Saved>(db, runOf(subject), async (values, trx) => {
        const answers = logic.answersFrom(values, JOB_CARD_REASONS);
        const sorted = await sortedCards(trx, answers);
        const sorting = {
          liked: sorted.liked.map(asSorted),
          disliked: sorted.disliked.map(asSorted),
          why: answers.why,
          reasons: answers.reasons,
        };
        const missing = logic.missingAnswers(sorting);
        if (missing.length > 0) throw new ApiError(400, missing.join(' '));
        const result = logic.scoreJobCard(sorting, await candidates(trx));
        return { version: logic.SCORING_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );

    handle(calls.selectedList, async ({ subject }) => {
      const run = await runRow(db, runOf(subject));
      if (run.status === 'completed') {
        // The kept result decides: what the user saw when it was scored, less occupations deleted since.
        const { result } = await savedResultOf<Saved>(db, run.id);
        const kept = result.recommendations;
        if (kept.length === 0) return [];
        const rows = await occupationRows(db)
          .where(
            'o.id',
            'in',
            kept.map((occupation) => occupation.occupation_id),
          )
          .execute();
        const byId = new Map(rows.map((row) => [row.id, toOccupationSummary(row)]));
        return kept.flatMap((occupation) => {
          const summary = byId.get(occupation.occupation_id);
          return summary ? [{ ...summary, score: occupation.score, why: occupation.why }] : [];
        });
      }
      const sorted = await sortedCards(db, await runAnswers(db, run.id));
      return logic.recommend(await candidates(db), {
        liked: sorted.liked.map(asSorted),
        disliked: sorted.disliked.map(asSorted),
      });
    });
  }
}

export const jobCardTool: ToolModule = { definition: jobCard, register };
