import { type ANCHOR_CODES, careerAnchor } from '@career/api-sdk';
import { sql } from 'kysely';
import { audit } from '../../admin/audit';
import type { Db } from '../../admin/list';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';

// The administrator's career-anchor content (issue 18): the eight anchors' texts, and statements
// added, reworded or hidden. A result keeps the anchors and statements as they read when it was
// computed (decision 013), so a change here reaches only tests taken from now on; every change is
// audited.

type AnchorCode = (typeof ANCHOR_CODES)[number];

const messages = {
  statementNotFound: '문장을 찾을 수 없습니다.',
  lastStatement: '앵커마다 보이는 문장이 하나 이상 있어야 합니다.',
} as const;

const ANCHOR_COLUMNS = ['code', 'name', 'summary', 'values', 'fits', 'watch'] as const;
const STATEMENT_COLUMNS = ['id', 'anchor_code', 'text', 'active'] as const;

const statementRow = (row: { id: number; anchor_code: string; text: string; active: boolean }) => ({
  id: row.id,
  anchor: row.anchor_code as AnchorCode,
  text: row.text,
  active: row.active,
});

const anchorOf = async (db: Db, code: string) => {
  const row = await db
    .selectFrom('career_anchor')
    .select(ANCHOR_COLUMNS)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { ...row, code: row.code as AnchorCode };
};

async function lockedStatement(db: Db, id: number) {
  const row = await db
    .selectFrom('career_anchor_statement')
    .select(STATEMENT_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.statementNotFound);
  return statementRow(row);
}

export function registerCareerAnchorAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;
  const { adminContent, adminUpdateAnchor, adminAddStatement, adminUpdateStatement } = careerAnchor.endpoints;

  handle(adminContent, async () => {
    const [anchors, statements] = await Promise.all([
      db.selectFrom('career_anchor').select(ANCHOR_COLUMNS).orderBy('position').execute(),
      db.selectFrom('career_anchor_statement').select(STATEMENT_COLUMNS).orderBy('position').orderBy('id').execute(),
    ]);
    return {
      anchors: anchors.map((anchor) => ({ ...anchor, code: anchor.code as AnchorCode })),
      statements: statements.map(statementRow),
    };
  });

  handle(adminUpdateAnchor, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      await trx.selectFrom('career_anchor').select('code').where('code', '=', params.code).forUpdate().execute();
      const before = await anchorOf(trx, params.code);
      await trx
        .updateTable('career_anchor')
        .set({ ...body, updated_at: sql<Date>`now()` })
        .where('code', '=', params.code)
        .execute();
      const after = await anchorOf(trx, params.code);
      await audit(trx, principal, {
        action: 'update',
        entity: 'career_anchor',
        entityId: params.code,
        summary: `커리어 앵커 "${after.name}" 설명 수정`,
        before,
        after,
      });
      return after;
    }),
  );

  handle(adminAddStatement, async ({ body, principal }) =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('career_anchor_statement')
        .values({
          anchor_code: body.anchor,
          text: body.text,
          position: sql<number>`(select coalesce(max(position), -1) + 1 from career_anchor_statement)`,
        })
        .returning(STATEMENT_COLUMNS)
        .executeTakeFirstOrThrow();
      const created = statementRow(row);
      const anchor = await anchorOf(trx, created.anchor);
      await audit(trx, principal, {
        action: 'create',
        entity: 'career_anchor_statement',
        entityId: created.id,
        summary: `커리어 앵커 "${anchor.name}" 문장 추가`,
        after: created,
      });
      return created;
    }),
  );

  handle(adminUpdateStatement, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const before = await lockedStatement(trx, Number(params.id));
      if (body.active === false && before.active) {
        // Scores divide by an anchor's visible statements: never hide its last one.
        const others = await trx
          .selectFrom('career_anchor_statement')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('anchor_code', '=', before.anchor)
          .where('active', '=', true)
          .where('id', '!=', before.id)
          .executeTakeFirstOrThrow();
        if (others.n === 0) throw new ApiError(409, messages.lastStatement);
      }
      const row = await trx
        .updateTable('career_anchor_statement')
        .set({
          ...(body.text === undefined ? {} : { text: body.text }),
          ...(body.active === undefined ? {} : { active: body.active }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', before.id)
        .returning(STATEMENT_COLUMNS)
        .executeTakeFirstOrThrow();
      const after = statementRow(row);
      const anchor = await anchorOf(trx, after.anchor);
      const what = before.active !== after.active ? (after.active ? '다시 보이기' : '숨기기') : '수정';
      await audit(trx, principal, {
        action: 'update',
        entity: 'career_anchor_statement',
        entityId: after.id,
        summary: `커리어 앵커 "${anchor.name}" 문장 ${what}`,
        before,
        after,
      });
      return after;
    }),
  );
}
