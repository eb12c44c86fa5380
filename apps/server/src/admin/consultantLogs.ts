import { admin } from '@career/api-sdk';
import { readNote, toNote } from '../consultantLog/notes';
import type { Router } from '../http/types';
import { audit } from './audit';

// The administrator reads any consultant log (the read is recorded for its author) and is the only
// one who erases one: with a reason, in the audit log, which keeps what the note was about but not
// its words (decision 024).

export function registerConsultantLogAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(admin.consultantLogDetail, async ({ params, principal }) => {
    const { row } = await readNote(db, params.actionItem, Number(params.id), {
      role: 'admin',
      id: principal.adminId,
      name: principal.name,
    });
    return toNote(db, row, false);
  });

  handle(admin.consultantLogErase, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const { row } = await readNote(trx, params.actionItem, Number(params.id), {
        role: 'admin',
        id: principal.adminId,
        name: principal.name,
      });
      await trx.deleteFrom('consultant_log').where('id', '=', row.id).execute();
      await audit(trx, principal, {
        action: 'delete',
        entity: 'consultant_log',
        entityId: row.id,
        summary: `상담 일지 삭제: ${row.student_name} 학생, ${row.author_name} 상담사, ${row.session_on}`,
        before: {
          student: row.user_id,
          author: row.author_id,
          action_item: row.action_item,
          session_on: row.session_on,
          status: row.status,
          deleted_by: row.deleted_by,
        },
        reason: body.reason,
      });
      return { id: row.id };
    }),
  );
}
