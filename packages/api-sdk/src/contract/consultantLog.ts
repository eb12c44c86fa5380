import * as z from 'zod/mini';
import {
  LOG_FIELD_MAX,
  LOG_LIST_STATUSES,
  LOG_SORTS,
  LOG_STATUSES,
  LOG_TOPICS,
  LOG_VISIBILITIES,
  RELEASES,
} from '../consultantLogs';
import { withParticle } from '../particle';
import { defineEndpoint } from './endpoint';
import { day, id, line, listQuery, numericId, PERIOD_DAYS, page, RECORD_DAYS, text } from './schemas';

// Consultant logs (issue 19, decision 024): a consultant's note of a session with a student, tied
// to a tool and its run (or 'general'), written as a draft, then signed; a signed note is only
// amended. The spec names the calls (§7 "Consultant log"); their shapes are ours.

export const logTopic = z.enum(LOG_TOPICS, '상담 주제가 올바르지 않습니다.');
const visibility = z.enum(LOG_VISIBILITIES, '공개 범위는 나만 보기(private) 또는 우리 대학(university)입니다.');

const person = z.object({ id: z.number(), name: z.string() });
const at = z.string();

export const logStudent = z.object({
  id: z.number(),
  name: z.string(),
  student_number: z.nullable(z.string()),
  major: z.nullable(z.string()),
  class: z.nullable(person),
});

export const logAmendment = z.object({ id: z.number(), author_name: z.string(), text: z.string(), created_at: at });
export const logRead = z.object({
  reader_name: z.string(),
  reader_role: z.enum(['consultant', 'manager', 'admin']),
  read_at: at,
});

/** One note, whole. `reads` are listed to its author only (others get none). */
export const consultantLogNote = z.object({
  id: z.number(),
  action_item: logTopic,
  run_id: z.nullable(z.number()),
  student: logStudent,
  author: person,
  session_on: z.string(),
  discussed: z.string(),
  observed: z.string(),
  agreed: z.string(),
  memo: z.string(),
  visibility,
  /** Whether the student reads its 나눈 이야기 and 합의한 것 in their portfolio once it is signed. */
  for_student: z.boolean(),
  status: z.enum(LOG_STATUSES),
  signed_at: z.nullable(at),
  deleted: z.nullable(z.object({ at, by: z.string(), reason: z.string() })),
  amendments: z.array(logAmendment),
  reads: z.array(logRead),
  /** The result of the note's run, in its own words, when it has one. */
  result: z.nullable(z.object({ summary: z.nullable(z.string()), created_at: at })),
  mine: z.boolean(),
  created_at: at,
  updated_at: at,
});
export type ConsultantLogNote = z.output<typeof consultantLogNote>;

/** A note in a list. */
export const consultantLogRow = z.object({
  id: z.number(),
  action_item: logTopic,
  run_id: z.nullable(z.number()),
  student: person,
  class: z.nullable(person),
  author: person,
  session_on: z.string(),
  /** The note's first words, for the list. */
  excerpt: z.string(),
  visibility,
  status: z.enum(LOG_STATUSES),
  amendment_count: z.number(),
  read_count: z.number(),
  deleted: z.boolean(),
  created_at: at,
});
export type ConsultantLogRow = z.output<typeof consultantLogRow>;

const part = (what: string) =>
  z.optional(
    text().check(
      z.trim(),
      z.maxLength(LOG_FIELD_MAX, `${withParticle(what, '은/는')} ${LOG_FIELD_MAX}자까지 쓸 수 있습니다.`),
    ),
  );

const reason = line('지우는 까닭을 입력해 주세요.').check(
  z.trim(),
  z.minLength(2, '지우는 까닭을 두 글자 이상 입력해 주세요.'),
  z.maxLength(500, '까닭은 500자까지 입력할 수 있습니다.'),
);
export const deleteReason = z.object({ reason });

const logKey = z.object({ actionItem: logTopic, id: numericId });

// ── The popup of a tool window ──

export const popupRun = z.object({
  id: z.number(),
  action_item: logTopic,
  status: z.string(),
  started_at: at,
  completed_at: z.nullable(at),
  result: z.nullable(z.object({ summary: z.nullable(z.string()), created_at: at })),
  /** Whether this consultant started the run (only then do they decide when the student sees its result). */
  started_by_me: z.boolean(),
  release: z.enum(['now', 'after_talk']),
  released_at: z.nullable(at),
  release_note: z.nullable(z.string()),
});

export const popup = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/consultant-log/record/popup/{actionItem}/{runId}',
  summary: '도구 창의 상담 일지: 이 진행의 내 일지(없으면 빈 일지)와 학생의 실행 계획',
  access: 'consultant',
  subject: 'run',
  params: z.object({ actionItem: logTopic, runId: numericId }),
  data: z.object({
    run: popupRun,
    student: logStudent,
    note: z.nullable(consultantLogNote),
    action_items: z.array(
      z.object({
        id: z.number(),
        action_item: logTopic,
        content: z.string(),
        due_date: z.nullable(z.string()),
        done: z.boolean(),
      }),
    ),
  }),
});

export const noteInput = z.object({
  /** The draft being saved again; none for a new note. */
  id: z.optional(id()),
  user_id: id('학생을 골라 주세요.'),
  action_item: logTopic,
  run_id: z.optional(z.nullable(id())),
  /** The day the session was held: never ahead of today. */
  session_on: day({ topic: '상담한 날은', ...RECORD_DAYS }),
  discussed: part('나눈 이야기'),
  observed: part('관찰한 점'),
  agreed: part('합의한 것'),
  memo: part('메모'),
  visibility,
  /** Let the student read its 나눈 이야기 and 합의한 것 in their portfolio once it is signed (default: no). */
  for_student: z.optional(z.boolean()),
  /** Sign it now: it can then only be amended. */
  sign: z.optional(z.boolean()),
});

export const save = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/consultant-log/record/popup/save',
  summary: '상담 일지 저장: 초안으로, 또는 서명해서',
  access: 'consultant',
  subject: 'user',
  body: noteInput,
  data: consultantLogNote,
});

export const amend = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/consultant-log/record/amend/{actionItem}/{id}',
  summary: '서명한 상담 일지에 덧붙이기 (누가, 언제 남았는지 함께)',
  access: 'consultant',
  params: logKey,
  body: z.object({
    text: text('덧붙일 내용을 입력해 주세요.').check(
      z.trim(),
      z.minLength(1, '덧붙일 내용을 입력해 주세요.'),
      z.maxLength(LOG_FIELD_MAX, `덧붙이는 내용은 ${LOG_FIELD_MAX}자까지 쓸 수 있습니다.`),
    ),
  }),
  data: consultantLogNote,
});

export const detail = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/consultant-log/record/{actionItem}/{id}',
  summary: '상담 일지 한 건 (다른 상담사가 읽으면 읽은 기록이 남음)',
  access: 'consultant',
  params: logKey,
  data: consultantLogNote,
});

export const list = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/consultant-log/record',
  summary: '내 상담 일지 목록: 학생, 도구, 상태, 검색',
  access: 'consultant',
  body: z.object({
    ...listQuery(LOG_SORTS).shape,
    student_id: z.optional(id()),
    action_item: z.optional(logTopic),
    status: z.optional(z.enum(LOG_LIST_STATUSES, '상태가 올바르지 않습니다.')),
  }),
  data: page(consultantLogRow),
});

export const remove = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/consultant-log/record/delete/{actionItem}/{id}',
  summary: '내 상담 일지 지우기: 까닭과 함께 지운 것으로 남음 (관리자만 완전히 지움)',
  access: 'consultant',
  params: logKey,
  body: deleteReason,
  data: consultantLogNote,
});

export const count = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/consultant-log/count/{userId}',
  summary: '학생의 상담 일지 수',
  access: 'consultant',
  subject: 'user',
  params: z.object({ userId: numericId }),
  data: z.object({
    total: z.number(),
    signed: z.number(),
    drafts: z.number(),
    last_session_on: z.nullable(z.string()),
  }),
});

export const careerEvent = z.object({
  kind: z.enum(['result', 'note', 'action_item']),
  at,
  action_item: logTopic,
  title: z.string(),
  detail: z.string(),
  /** The note's id (kind 'note'), the run's (kind 'result'), the action item's. */
  ref: z.number(),
  done: z.optional(z.boolean()),
});

export const career = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/consultant-log/career/{userId}',
  summary: '학생의 진로 흐름: 도구 결과, 상담 일지, 실행 계획을 시간순으로',
  access: 'consultant',
  subject: 'user',
  params: z.object({ userId: numericId }),
  data: z.object({ student: logStudent, events: z.array(careerEvent) }),
});

export const dashboard = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/consultant-log/dashboard',
  summary: '상담사의 한 주: 만난 학생, 쓴 일지, 일지 없는 상담, 내 일지를 읽은 기록',
  access: 'consultant',
  body: z.object({ week_of: z.optional(day({ topic: '보려는 주의 날짜는', ...PERIOD_DAYS })) }),
  data: z.object({
    from: z.string(),
    to: z.string(),
    students_seen: z.number(),
    notes_written: z.number(),
    notes_signed: z.number(),
    drafts: z.number(),
    /** Runs this consultant started (any week) with no live note of theirs, newest first. */
    without_note: z.array(
      z.object({ run_id: z.number(), action_item: logTopic, student: person, started_at: at, status: z.string() }),
    ),
    recent_reads: z.array(
      z.object({ log_id: z.number(), action_item: logTopic, student_name: z.string(), ...logRead.shape }),
    ),
  }),
});

export const majorDistribution = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/consultant-log/major-distribution/graph',
  summary: '담당 학급 학생들의 전공 분포',
  access: 'consultant',
  body: z.object({ class_id: z.optional(id()) }),
  data: z.object({
    classes: z.array(person),
    class_id: z.nullable(z.number()),
    total: z.number(),
    bars: z.array(z.object({ major: z.nullable(z.string()), count: z.number() })),
  }),
});

export const release = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/consultant-log/release/{runId}',
  summary: '내가 시작한 검사 결과를 학생에게 언제 보일지: 바로, 또는 상담 후 (학생이 함께 읽을 메모)',
  access: 'consultant',
  subject: 'run',
  params: z.object({ runId: numericId }),
  body: z.object({
    release: z.enum(RELEASES, '공개 시점은 바로(now) 또는 상담 후(after_talk)입니다.'),
    note: z.optional(
      z.nullable(text().check(z.trim(), z.maxLength(2000, '학생에게 남길 메모는 2000자까지 쓸 수 있습니다.'))),
    ),
  }),
  data: popupRun,
});

export const consultantLog = {
  popup,
  save,
  amend,
  detail,
  list,
  remove,
  count,
  career,
  dashboard,
  majorDistribution,
  release,
};
