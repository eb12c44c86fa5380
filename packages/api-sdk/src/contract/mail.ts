import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { page, pageQuery } from './schemas';

/** Mail the server sent (or, without SMTP, kept for the admin to read and pass on), newest first. */
export const outbox = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/mail/outbox',
  summary: '보낸 메일함 (관리자)',
  access: 'admin',
  query: pageQuery,
  data: page(
    z.object({
      id: z.number(),
      recipient: z.string(),
      subject: z.string(),
      body: z.string(),
      transport: z.enum(['smtp', 'outbox']),
      /** What went with the mail (a class report's PDF): names and sizes; the files are not kept. */
      attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number() })),
      created_at: z.string(),
    }),
  ),
});
