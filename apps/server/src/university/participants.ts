import { LINK_CARDS_MAX, type PARTICIPANT_PROGRESS, university } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import { pageOf } from '../admin/list';
import { notes, sharedOnly, toRow } from '../consultantLog/notes';
import { likeOperator, likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { importParticipants } from '../people/participantCsv';
import {
  insertParticipant,
  PARTICIPANT_SORT,
  participantRows,
  participantsOf,
  replaceLink,
  toParticipant,
  withProgress,
} from '../people/participants';
import { classOfUniversity } from './scope';

// A class's participants as its university's manager manages them (decision 024): a list searched,
// filtered by progress and paged (decision 041), one by the form or many from a CSV file (nobody
// registered unless every row passes, or only the good rows when asked), their sign-in links and
// cards, and removal of someone registered by mistake (never of a participant who has started a tool).

const messages = {
  notFound: '참여자를 찾을 수 없습니다.',
  nothing: '등록할 참여자(한 명의 정보 또는 CSV 파일)를 보내 주세요.',
  hasRuns: '도구를 시작한 참여자는 지울 수 없습니다. 기록은 학생의 것이라 남겨 둡니다.',
  tooManyCards: `카드는 한 번에 ${LINK_CARDS_MAX.toLocaleString('ko-KR')}장까지 인쇄할 수 있습니다. 검색이나 진행 상태로 나누어 인쇄해 주세요.`,
} as const;

type ParticipantProgress = (typeof PARTICIPANT_PROGRESS)[number];

/** The participant with their class, if the class is of this university; else 404. */
async function participantOf(db: Kysely<Database>, id: number, universityId: number) {
  const row = await db
    .selectFrom('app_user as au')
    .innerJoin('university_class as c', 'c.id', 'au.university_class_id')
    .select(['au.id', 'au.phone', 'au.university_class_id', 'c.id as class_id', 'c.name as class_name'])
    .where('au.id', '=', id)
    .where('c.university_id', '=', universityId)
    .where('au.guest_link_id', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  const [participant] = await participantsOf(db, row.class_id, id);
  if (!participant) throw new ApiError(404, messages.notFound);
  return { participant, phone: row.phone, class: { id: row.class_id, name: row.class_name } };
}

export function registerUniversityParticipantRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  /** The class's participants as the list filters them: by name or student number, and progress. */
  const filtered = (classId: number, query: { keyword?: string; progress?: ParticipantProgress | 'all' }) => {
    let rows = withProgress(participantRows(db, classId), query.progress);
    if (query.keyword) {
      const [operator, pattern] = [likeOperator(query.keyword), likePattern(query.keyword)];
      rows = rows.where((eb) => eb.or([eb('au.name', operator, pattern), eb('au.student_number', operator, pattern)]));
    }
    return rows;
  };

  handle(university.participantList, async ({ params, query, principal }) => {
    const found = await classOfUniversity(db, Number(params.id), principal.university.id);
    return pageOf(db, filtered(found.id, query), query, { ...PARTICIPANT_SORT, map: toParticipant });
  });

  handle(university.participantCards, async ({ params, query, principal }) => {
    const found = await classOfUniversity(db, Number(params.id), principal.university.id);
    const rows = await filtered(found.id, query)
      .orderBy('au.name')
      .orderBy('au.id')
      .limit(LINK_CARDS_MAX + 1)
      .execute();
    if (rows.length > LINK_CARDS_MAX) throw new ApiError(400, messages.tooManyCards);
    return rows.map(toParticipant);
  });

  handle(university.participantDetail, async ({ params, principal }) => {
    const id = Number(params.id);
    const { participant, phone, class: inClass } = await participantOf(db, id, principal.university.id);
    const [results, items, shared] = await Promise.all([
      db
        .selectFrom('tool_result')
        .select(['run_id', 'action_item', 'summary', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('tool_action_item as i')
        .innerJoin('tool_run as r', 'r.id', 'i.run_id')
        .select(['i.id', 'r.action_item', 'i.content', 'i.done'])
        .select((eb) => eb.fn<string | null>('to_char', ['i.due_date', eb.val('YYYY-MM-DD')]).as('due_date'))
        .where('r.user_id', '=', id)
        .orderBy('i.done')
        .orderBy('i.id')
        .execute(),
      notes(db)
        .where('n.user_id', '=', id)
        .where('n.university_id', '=', principal.university.id)
        .where(sharedOnly)
        .orderBy('n.session_on', 'desc')
        .orderBy('n.id', 'desc')
        .execute(),
    ]);
    return {
      participant: { ...participant, phone, class: inClass },
      results: results.map((r) => ({ ...r, at: r.created_at.toISOString() })),
      action_items: items,
      notes: shared.map(toRow),
    };
  });

  handle(university.participantRegister, async ({ body, principal }) => {
    const found = await classOfUniversity(db, body.class_id, principal.university.id);
    if (!body.participant && !body.csv) throw new ApiError(400, messages.nothing);
    return db.transaction().execute(async (trx) => {
      const outcome = body.csv
        ? await importParticipants(trx, found.id, body.csv, body.skip_refused ?? false)
        : {
            ids: body.participant ? [await insertParticipant(trx, found.id, body.participant)] : [],
            refused: [],
            valid_count: 1,
          };
      const ids = new Set(outcome.ids);
      const registered = ids.size > 0 ? (await participantsOf(trx, found.id)).filter((p) => ids.has(p.id)) : [];
      return { registered, refused: outcome.refused, valid_count: outcome.valid_count };
    });
  });

  handle(university.participantUpdate, async ({ body, principal }) => {
    const found = await classOfUniversity(db, body.class_id, principal.university.id);
    const { class: inClass } = await participantOf(db, body.id, principal.university.id);
    // The class named must be theirs: an update never moves a participant between classes.
    if (inClass.id !== found.id) throw new ApiError(404, messages.notFound);
    const fields = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.student_number === undefined ? {} : { student_number: body.student_number }),
      ...(body.email === undefined ? {} : { email: body.email }),
      ...(body.phone === undefined ? {} : { phone: body.phone }),
      ...(body.major === undefined ? {} : { major: body.major }),
    };
    if (Object.keys(fields).length > 0)
      await db.updateTable('app_user').set(fields).where('id', '=', body.id).execute();
    return (await participantOf(db, body.id, principal.university.id)).participant;
  });

  handle(university.participantDelete, async ({ params, principal }) => {
    const id = Number(params.id);
    await participantOf(db, id, principal.university.id);
    const run = await db.selectFrom('tool_run').select('id').where('user_id', '=', id).executeTakeFirst();
    if (run) throw new ApiError(409, messages.hasRuns);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('link_token').where('user_id', '=', id).execute();
      await trx.deleteFrom('app_user').where('id', '=', id).execute();
    });
    return { id };
  });

  handle(university.participantLink, async ({ params, body, principal }) => {
    const id = Number(params.id);
    const { class: inClass } = await participantOf(db, id, principal.university.id);
    await db.transaction().execute((trx) => replaceLink(trx, { id, university_class_id: inClass.id }, body.action));
    return (await participantOf(db, id, principal.university.id)).participant;
  });
}
