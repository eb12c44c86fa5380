import {
  AUDIENCES,
  callsFor,
  type EndpointData,
  JOB_CARD_CATEGORY_LIMIT,
  JOB_CARD_DEAL_LIMIT,
  type JobCardAnyResult,
  jobCard,
} from '@career/api-sdk';
import { jobCard as logic } from '@career/tool-logic';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router, RunRef } from '../../http/types';
import { categoryTree } from '../../reference/categoryTree';
import { occupationRows, toOccupationSummary } from '../../reference/routes';
import { answersOf, runOf, runRow, savedResultOf, scoreOnce } from '../runs';
import type { ToolModule } from '../types';
import { registerJobCardAdminRoutes } from './admin';

const { JOB_CARD_DISLIKED_REASONS, JOB_CARD_REASONS, JOB_CARD_WARM_UP } = logic;
type Saved = EndpointData<typeof jobCard.endpoints.userResult>;

// The job-card tool's calls (decision 016 "Job card"). Its content (warm-up questions, the two sets
// of reasons) is served from code: it is the tool's own fixed text, and the cards are the reference
// data's job cards, which the admin already edits. The answers are the shared answer save's items;
// only the cards dealt to the run (from its saved groups, by its seed) and still active count,
// and `checkAnswers` refuses any other card named in a save.

const messages = {
  unknownCategory: '없는 직업 분류입니다. 목록에서 골라 주세요.',
  unknownLarge: '없는 직업 대분류입니다. 목록에서 골라 주세요.',
  unsaved: '고른 직업 분류가 아직 저장되지 않았습니다. 잠시 뒤 다시 눌러 주세요.',
  noCard: (id: number) => `없는 직업 카드입니다: card.${id}`,
  inactive: (name: string, id: number) =>
    `'${name}' 카드(card.${id})는 지금 쓰지 않는 카드입니다. 다른 카드를 나누어 주세요.`,
  notDealt: (name: string, id: number) =>
    `'${name}' 카드(card.${id})는 이 검사에서 나누어 받은 카드가 아닙니다. 받은 카드만 나눌 수 있습니다.`,
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
const byName = (a: Card, b: Card) => a.name.localeCompare(b.name, 'ko') || a.id - b.id;

/** The run's deck: the active cards dealt for its groups by its seed (tool-logic deal.ts). */
async function deckOf(db: Kysely<Database>, runId: number, categories: readonly string[]): Promise<Card[]> {
  if (categories.length === 0) return [];
  const rows = await cardRows(db).where('j.active', '=', true).execute();
  return logic.dealCards(rows.map(toCard), categories, runId);
}

/** The run's answers, and its dealt cards on each pile by name (cards not dealt, or no longer active, left out). */
async function sortOf(db: Kysely<Database>, runId: number, values?: Readonly<Record<string, unknown>>) {
  const answers = logic.answersFrom(values ?? (await answersOf(db, runId)));
  const deck = await deckOf(db, runId, answers.categories);
  const on = (pile: logic.Pile) => deck.filter((card) => answers.piles.get(card.id) === pile).sort(byName);
  return { answers, deck, liked: on('liked'), unsure: on('unsure'), disliked: on('disliked') };
}

async function candidates(db: Kysely<Database>) {
  return (await occupationRows(db).execute()).map(toOccupationSummary);
}

const CARD_ITEM = /^(card|why)\.(\d+)$/;

/**
 * What the item schemas cannot know: a save may name only cards dealt to this run and still
 * active (`card.{id}`, `why.{id}`). Putting a card back (`'deck'`) or clearing its reasons is
 * always taken. 400 naming the card otherwise. The deck is the run's by its saved groups, or by
 * the groups in the same save.
 */
export async function checkJobCardAnswers(
  db: Kysely<Database>,
  run: Pick<RunRef, 'id'>,
  answers: readonly { item: string; value: unknown }[],
): Promise<void> {
  const named = answers.flatMap(({ item, value }) => {
    const match = CARD_ITEM.exec(item);
    if (!match) return [];
    const harmless = match[1] === 'card' ? value === 'deck' : Array.isArray(value) && value.length === 0;
    return harmless ? [] : [Number(match[2])];
  });
  if (named.length === 0) return;
  const given = answers.find((answer) => answer.item === 'categories');
  const saved = given
    ? null
    : await db
        .selectFrom('tool_answer')
        .select('value')
        .where('run_id', '=', run.id)
        .where('item', '=', 'categories')
        .executeTakeFirst();
  const categories = logic.answersFrom({ categories: given ? given.value : saved?.value }).categories;
  const dealt = new Set((await deckOf(db, run.id, categories)).map((card) => card.id));
  const [first] = [...new Set(named)].filter((id) => !dealt.has(id)).sort((a, b) => a - b);
  if (first === undefined) return;
  const card = await db
    .selectFrom('job_card as j')
    .innerJoin('occupation as o', 'o.id', 'j.occupation_id')
    .select(['o.name', 'j.active'])
    .where('j.id', '=', first)
    .executeTakeFirst();
  if (!card) throw new ApiError(400, messages.noCard(first));
  throw new ApiError(400, card.active ? messages.notDealt(card.name, first) : messages.inactive(card.name, first));
}

/** The reasons of a set as the classify screen lists them, the user's own marked. */
const listed = (reasons: readonly logic.Reason[]) =>
  reasons.map((reason) => ({ ...reason, own: reason.key.startsWith('own') }));

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
    return categoryTree(rows, 'card_count');
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
      disliked_reasons: JOB_CARD_DISLIKED_REASONS.map((reason) => ({ ...reason })),
      category_limit: JOB_CARD_CATEGORY_LIMIT,
      card_limit: JOB_CARD_DEAL_LIMIT,
    }));

    handle(calls.smallCategory, async ({ body }) => {
      const large = (await categoryCounts()).find((category) => category.code === body.large);
      if (!large) throw new ApiError(400, messages.unknownLarge);
      return large.children;
    });

    handle(calls.smallJobCategoryList, async ({ subject, body }) => {
      const run = runOf(subject);
      const categories = [...new Set(body.categories)];
      const known = await db
        .selectFrom('job_category')
        .select('code')
        .where('code', 'in', categories)
        .where('parent_code', 'is not', null)
        .execute();
      if (known.length !== categories.length) throw new ApiError(400, messages.unknownCategory);
      // The deck the answers will be checked against is the saved groups': the same, or the user waits.
      const saved = logic.answersFrom(await answersOf(db, run.id)).categories;
      if (saved.length !== categories.length || categories.some((code) => !saved.includes(code)))
        throw new ApiError(400, messages.unsaved);
      return deckOf(db, run.id, saved);
    });

    handle(calls.selectedTypeList, async ({ subject }) => {
      const { liked, unsure, disliked } = await sortOf(db, runOf(subject).id);
      return { liked, unsure, disliked };
    });

    handle(calls.userSelected, async ({ subject }) => {
      const { answers, liked, unsure, disliked } = await sortOf(db, runOf(subject).id);
      const withReasons = (card: Card) => ({ card, reasons: answers.why.get(card.id) ?? [] });
      return {
        liked: liked.map(withReasons),
        disliked: disliked.map(withReasons),
        unsure,
        reasons: listed(answers.reasons),
        disliked_reasons: listed(answers.dislikedReasons),
      };
    });

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce<Saved>(db, runOf(subject), async (values, trx, times) => {
        const { answers, deck, liked, unsure, disliked } = await sortOf(trx, runOf(subject).id, values);
        const sorted = [...liked, ...unsure, ...disliked];
        const sorting: logic.Sorting = {
          dealt: deck.length,
          liked: liked.map(asSorted),
          unsure: unsure.map(asSorted),
          disliked: disliked.map(asSorted),
          why: answers.why,
          reasons: answers.reasons,
          dislikedReasons: answers.dislikedReasons,
          warmUp: answers.warmUp,
          times: sorted.flatMap((card) => times.get(`card.${card.id}`) ?? []),
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
        const kept = keptRecommendations(result);
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
          if (!summary) return [];
          const { score, index, same_fit, why } = occupation;
          return [{ ...summary, score, index, same_fit, why }];
        });
      }
      const { liked, unsure, disliked } = await sortOf(db, run.id);
      const { occupations } = logic.recommend(await candidates(db), {
        liked: liked.map(asSorted),
        unsure: unsure.map(asSorted),
        disliked: disliked.map(asSorted),
      });
      return occupations.map(({ score, index, same_fit, why, ...summary }) => ({
        ...summary,
        score,
        index,
        same_fit,
        why,
      }));
    });
  }
}

/** A kept result's occupations as the list gives them: job-card/1 kept a score (no index), its ties counted here. */
function keptRecommendations(result: JobCardAnyResult) {
  if (!('disliked_count' in result)) {
    return result.recommendations.map(({ occupation_id, score, index, same_fit, why }) => ({
      occupation_id,
      score,
      index: index as number | null,
      same_fit,
      why,
    }));
  }
  return result.recommendations.map(({ occupation_id, score, why }, _, all) => ({
    occupation_id,
    score,
    index: null,
    same_fit: all.filter((other) => other.occupation_id !== occupation_id && other.score === score).length,
    why,
  }));
}

export const jobCardTool: ToolModule = {
  portfolio: logic.portfolioPartOf,
  definition: jobCard,
  register,
  registerAdmin: registerJobCardAdminRoutes,
  checkAnswers: checkJobCardAnswers,
};
