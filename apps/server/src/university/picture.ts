import { type ActionItem, todayInKorea, university } from '@career/api-sdk';
import { portfolio as logic } from '@career/tool-logic';
import { sql } from 'kysely';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { toolModules } from '../tools/modules';
import { partReader } from '../tools/parts';
import { classOfUniversity } from './scope';

// The class's picture beside its progress (issue 39, decision 059): each participant's latest
// result of each tool up to the end of a day, read as each tool reads it for the portfolio, then
// counted; a figure about fewer than 5 people is left out by the counting itself.

const messages = { order: '비교할 첫날은 기준일보다 앞이어야 합니다.' } as const;

export function registerUniversityPictureRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;
  const read = partReader(toolModules);

  /** Each participant's latest result of each tool kept by the end of `day` (Asia/Seoul). */
  async function pictureOn(classId: number, day: string) {
    const rows = await sql<{
      user_id: number;
      action_item: ActionItem;
      result: unknown;
      summary: string | null;
      created_at: Date;
    }>`
      select distinct on (tr.user_id, tr.action_item)
        tr.user_id, tr.action_item, tr.result, tr.summary, tr.created_at
      from tool_result tr join app_user au on au.id = tr.user_id
      where au.university_class_id = ${classId}
        and tr.created_at < ((${day}::date + 1)::timestamp at time zone 'Asia/Seoul')
      order by tr.user_id, tr.action_item, tr.created_at desc`.execute(db);
    const byStudent = new Map<number, { created_at: Date; part: ReturnType<typeof read> }[]>();
    for (const row of rows.rows) {
      const parts = byStudent.get(row.user_id) ?? [];
      parts.push({ created_at: new Date(row.created_at), part: read(row.action_item, row.result, row.summary) });
      byStudent.set(row.user_id, parts);
    }
    return logic.classPictureOf(
      [...byStudent.entries()].map(([userId, parts]) => ({
        userId,
        parts: parts.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()),
      })),
    );
  }

  handle(university.picture, async ({ params, query, principal }) => {
    const found = await classOfUniversity(db, Number(params.id), principal.university.id);
    const to = query.to ?? todayInKorea();
    if (query.from && query.from >= to) throw new ApiError(400, messages.order);
    const days = query.from ? [query.from, to] : [to];
    const [participants, ...pictures] = await Promise.all([
      db
        .selectFrom('app_user')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('university_class_id', '=', found.id)
        .executeTakeFirstOrThrow(),
      ...days.map((day) => pictureOn(found.id, day)),
    ]);
    return {
      participants: participants.n,
      small_group: logic.SMALL_GROUP,
      days: days.map((day, index) => ({ day, picture: pictures[index] as logic.ClassPicture })),
    };
  });
}
