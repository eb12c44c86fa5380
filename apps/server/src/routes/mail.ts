import { mail } from '@career/api-sdk';
import type { Router } from '../http/types';

export function registerMailRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(mail.outbox, async ({ query }) => {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    let rows = db.selectFrom('mail_outbox');
    if (query.keyword) rows = rows.where('recipient', '=', query.keyword.toLowerCase());
    const [items, total] = await Promise.all([
      rows
        .select(['id', 'recipient', 'subject', 'body', 'transport', 'attachments', 'created_at'])
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: items.map((item) => ({
        ...item,
        transport: item.transport === 'smtp' ? ('smtp' as const) : ('outbox' as const),
        attachments: item.attachments as { filename: string; content_type: string; size: number }[],
        created_at: item.created_at.toISOString(),
      })),
      total: Number(total.count),
      page,
      size,
    };
  });
}
