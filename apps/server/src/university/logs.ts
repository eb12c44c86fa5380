import { university } from '@career/api-sdk';
import { pageOf } from '../admin/list';
import { markDeleted, notes, readNote, sharedOnly, toNote, toRow, withKeyword } from '../consultantLog/notes';
import type { Router, UniversityPrincipal } from '../http/types';
import { classOfUniversity } from './scope';

// The consultant logs of a class, as the university reads them (decision 024): only what a
// consultant signed and shared with the university; each read is recorded for its author; a
// deleted note stays (who, when, why) until the administrator erases it.

const asReader = (principal: UniversityPrincipal) =>
  ({
    role: 'manager',
    id: principal.managerId,
    name: principal.name,
    universityId: principal.university.id,
  }) as const;

export function registerUniversityLogRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(university.consultantLogs, async ({ params, query, principal }) => {
    const found = await classOfUniversity(db, Number(params.id), principal.university.id);
    let rows = notes(db).where('n.university_class_id', '=', found.id).where(sharedOnly);
    if (query.action_item) rows = rows.where('n.action_item', '=', query.action_item);
    if (query.consultant_id) rows = rows.where('n.author_id', '=', Number(query.consultant_id));
    rows = withKeyword(rows, query.keyword);
    return pageOf(db, rows, query, {
      columns: { session: 'n.session_on' },
      defaultSort: '-session',
      id: 'n.id',
      map: toRow,
    });
  });

  handle(university.consultantLogDetail, async ({ params, principal }) => {
    const { row } = await readNote(db, params.actionItem, Number(params.id), asReader(principal));
    return toNote(db, row, false);
  });

  handle(university.consultantLogDelete, async ({ params, body, principal }) => {
    const { row } = await readNote(db, params.actionItem, Number(params.id), asReader(principal));
    await markDeleted(db, row.id, `대학 담당자 ${principal.name}`, body.reason);
    const after = await notes(db).where('n.id', '=', row.id).executeTakeFirstOrThrow();
    return toNote(db, after, false);
  });
}
