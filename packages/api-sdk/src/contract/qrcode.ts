import * as z from 'zod/mini';
import { GUEST_TOOLS } from '../registry';
import { defineEndpoint } from './endpoint';
import { count, day, id, line, numericId, VALIDITY_DAYS } from './schemas';

// Guest QR links (spec §7 POST /qrcode; decision 018): an instructor or a consultant makes a link
// for self introduction or deep interview, for a class or a session, with an end date and a number
// of guests; guests join it with a name and no account; the owner sees what each handed in.

const title = line('제목을 입력해 주세요.').check(
  z.trim(),
  z.minLength(1, '제목을 입력해 주세요.'),
  z.maxLength(100, '제목은 100자까지 입력할 수 있습니다.'),
);
const sessionLabel = line().check(z.trim(), z.maxLength(100, '세션 이름은 100자까지 입력할 수 있습니다.'));
const maxUses = count({ topic: '인원은', min: 1, max: 1000, unit: '명' });
const lastDay = day({ topic: '마지막 날은', ...VALIDITY_DAYS });

const qrLink = z.object({
  id: z.number(),
  token: z.string(),
  action_item: z.enum(GUEST_TOOLS),
  title: z.string(),
  class: z.nullable(z.object({ id: z.number(), name: z.string() })),
  session_label: z.nullable(z.string()),
  /** The last day guests may join (YYYY-MM-DD), or null for no end. */
  expires_on: z.nullable(z.string()),
  max_uses: z.nullable(z.number()),
  use_count: z.number(),
  active: z.boolean(),
  /** Whether guests may join now, and if not, why (in Korean). */
  open: z.boolean(),
  closed_reason: z.nullable(z.string()),
  created_at: z.string(),
});

export const create = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/qrcode',
  summary: '게스트 QR 링크 만들기',
  access: 'universityUser',
  body: z.object({
    action_item: z.enum(GUEST_TOOLS, '도구를 골라 주세요.'),
    title,
    university_class_id: z.optional(z.nullable(id('수업 번호가 올바르지 않습니다.'))),
    session_label: z.optional(z.nullable(sessionLabel)),
    expires_on: z.optional(z.nullable(lastDay)),
    max_uses: z.optional(z.nullable(maxUses)),
  }),
  data: qrLink,
});

/** The caller's links, newest first, and the classes assigned to them (what a new link may be for). */
export const list = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/qrcode',
  summary: '내 게스트 QR 링크',
  access: 'universityUser',
  data: z.object({
    links: z.array(qrLink),
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});

export const update = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/qrcode/{id}',
  summary: '게스트 QR 링크 바꾸기·닫기',
  access: 'universityUser',
  params: z.object({ id: numericId }),
  body: z.object({
    title: z.optional(title),
    expires_on: z.optional(z.nullable(lastDay)),
    max_uses: z.optional(z.nullable(maxUses)),
    /** False closes the link: no one joins any more, and its guests can no longer write. */
    active: z.optional(z.boolean()),
  }),
  data: qrLink,
});

export const submissions = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/qrcode/{id}/submissions',
  summary: '게스트 QR 링크로 들어온 답',
  access: 'universityUser',
  params: z.object({ id: numericId }),
  data: z.object({
    link: qrLink,
    guests: z.array(
      z.object({
        user_id: z.number(),
        display_name: z.string(),
        joined_at: z.string(),
        /** Where the guest's work stands: not started, writing (answers so far), handed in. */
        status: z.enum(['not_started', 'in_progress', 'completed']),
        answered: z.number(),
        updated_at: z.nullable(z.string()),
        /** What the handed-in result says in a line. */
        summary: z.nullable(z.string()),
      }),
    ),
  }),
});
