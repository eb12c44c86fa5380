import * as z from 'zod/mini';
import { CLASS_TERMS, LINK_CARDS_MAX, PARTICIPANT_PROGRESS, PARTICIPANT_SORTS } from '../constants';
import { LOG_SORTS } from '../consultantLogs';
import { ACTION_ITEMS } from '../registry';
import {
  CSV_BODY_BYTES,
  classParticipant,
  importOutcome,
  initialPassword,
  loginId,
  optionalLine,
  participantCsv,
  participantInput,
  phone,
} from './admin';
import { consultantLogNote, consultantLogRow, deleteReason, logTopic } from './consultantLog';
import { RECORD_DAYS } from './domain';
import { defineEndpoint } from './endpoint';
import { day, email, id, listQuery, numericId, page, pageQuery, requiredText } from './schemas';

// The university area (issue 19, decision 024): a university manager's view of their classes, its
// consultants, participants and shared consultant logs. Every call is the manager's and only of
// their own university: another university's ids are answered as not found.

const person = z.object({ id: z.number(), name: z.string() });
const classId = z.object({ id: numericId });

/** The university's most recent class, where a university manager lands after signing in. */
export const lastClass = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/last-class/{id}',
  summary: '대학의 최근 학급',
  access: 'university',
  params: z.object({ id: numericId }),
  data: z.nullable(z.object({ id: z.number(), name: z.string(), year: z.number() })),
});

export const universityClassRow = z.object({
  id: z.number(),
  name: z.string(),
  year: z.number(),
  term: z.enum(CLASS_TERMS),
  active: z.boolean(),
  participant_count: z.number(),
});

export const universityInfo = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/university/{id}',
  summary: '대학과 그 학급들 (대학 담당자)',
  access: 'university',
  params: z.object({ id: numericId }),
  data: z.object({
    university: z.object({ id: z.number(), name: z.string(), region: z.nullable(z.string()) }),
    classes: z.array(universityClassRow),
  }),
});

// ── Dashboard ──

/** People in one bin of a distribution: null for 1–4 (a group smaller than 5 is not shown). */
const pictureBin = z.object({ key: z.string(), label: z.string(), count: z.nullable(z.number()) });
/** A distribution over the people who have the result; `people` null (and no bins) when fewer than 5. */
const distribution = z.object({ people: z.nullable(z.number()), bins: z.array(pictureBin) });
export const classPicture = z.object({
  interest: distribution,
  anchors: distribution,
  cores: distribution,
  readiness: z.object({ info: distribution, fit: distribution, plan: distribution }),
  occupations: z.object({
    people: z.nullable(z.number()),
    items: z.array(z.object({ name: z.string(), count: z.number() })),
  }),
});

/**
 * Ours (issue 39, decision 059): the class as its latest results describe it on a day (and on a
 * second day, to see the change), in counts of people; never anyone's answers, never a figure about
 * fewer than 5 people.
 */
export const picture = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/dashboard/{id}/picture',
  summary: '학급의 모습: 흥미 유형, 커리어 앵커, 강한 코어, 준비도, 목표 직업의 분포 (5명 미만은 숨김)',
  access: 'university',
  params: z.object({ id: numericId }),
  query: z.object({
    from: z.optional(day({ topic: '비교할 첫날은', ...RECORD_DAYS })),
    to: z.optional(day({ topic: '기준일은', ...RECORD_DAYS })),
  }),
  data: z.object({
    participants: z.number(),
    small_group: z.number(),
    /** The picture on each day asked (the earlier first), by the results kept up to its end. */
    days: z.array(z.object({ day: z.string(), picture: classPicture })),
  }),
});

export const dashboardParticipant = z.object({
  id: z.number(),
  name: z.string(),
  student_number: z.nullable(z.string()),
  started: z.array(z.enum(ACTION_ITEMS)),
  completed: z.array(z.enum(ACTION_ITEMS)),
  notes: z.number(),
  last_activity_at: z.nullable(z.string()),
});

export const dashboard = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/dashboard/{id}',
  summary: '학급 대시보드: 참여자 진행, 도구별 완료, 주별 상담과 일지, 남은 실행 계획',
  access: 'university',
  params: classId,
  data: z.object({
    class: z.object({
      id: z.number(),
      name: z.string(),
      year: z.number(),
      term: z.enum(CLASS_TERMS),
      starts_on: z.nullable(z.string()),
      ends_on: z.nullable(z.string()),
      capacity: z.nullable(z.number()),
      tools: z.array(z.enum(ACTION_ITEMS)),
    }),
    consultant_count: z.number(),
    participants: z.array(dashboardParticipant),
    tools: z.array(z.object({ action_item: z.enum(ACTION_ITEMS), started: z.number(), completed: z.number() })),
    /** The last eight weeks (Monday first, Asia/Seoul): tool sessions started and notes written. */
    weeks: z.array(z.object({ week_start: z.string(), sessions: z.number(), notes: z.number() })),
    action_items: z.object({
      pending: z.number(),
      overdue: z.number(),
      upcoming: z.array(
        z.object({
          id: z.number(),
          content: z.string(),
          due_date: z.nullable(z.string()),
          action_item: z.enum(ACTION_ITEMS),
          student: person,
        }),
      ),
    }),
  }),
});

// ── Consultants ──

export const universityConsultant = z.object({
  id: z.number(),
  login_id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  active: z.boolean(),
  classes: z.array(person),
  /** Notes they wrote that the university may read, and tool sessions they started. */
  shared_notes: z.number(),
  sessions: z.number(),
  last_note_at: z.nullable(z.string()),
  created_at: z.string(),
});

export const consultantList = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/consultant/list/{id}',
  summary: '학급의 상담사',
  access: 'university',
  params: classId,
  data: z.array(universityConsultant),
});

export const consultantDetail = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/consultant/detail/{id}',
  summary: '상담사 상세: 담당 학생, 상담, 공개한 일지',
  access: 'university',
  params: z.object({ id: numericId }),
  data: z.object({
    consultant: universityConsultant,
    students: z.array(
      z.object({ id: z.number(), name: z.string(), class: person, sessions: z.number(), notes: z.number() }),
    ),
    notes: z.array(consultantLogRow),
  }),
});

const consultantFields = {
  login_id: loginId,
  name: requiredText('이름을', 30),
  email: z.optional(z.nullable(email)),
  phone: z.optional(z.nullable(phone)),
};

export const consultantRegister = defineEndpoint({
  area: 'universityApi',
  method: 'POST',
  path: '/consultant/register',
  summary: '상담사 등록: 이 학급에 배정',
  access: 'university',
  body: z.object({ class_id: id('학급을 골라 주세요.'), ...consultantFields, password: initialPassword }),
  data: universityConsultant,
});

export const consultantUpdate = defineEndpoint({
  area: 'universityApi',
  method: 'PATCH',
  path: '/consultant/update',
  summary: '상담사 수정: 이름, 연락처, 비밀번호, 이 학급 배정',
  access: 'university',
  body: z.object({
    id: id(),
    class_id: id('학급을 골라 주세요.'),
    login_id: z.optional(loginId),
    name: z.optional(requiredText('이름을', 30)),
    email: z.optional(z.nullable(email)),
    phone: z.optional(z.nullable(phone)),
    password: z.optional(initialPassword),
    assigned: z.optional(z.boolean('배정 여부는 true 또는 false입니다.')),
  }),
  data: universityConsultant,
});

export const consultantInactive = defineEndpoint({
  area: 'universityApi',
  method: 'PATCH',
  path: '/consultant/inActive/{id}',
  summary: '상담사 사용 중지(로그인 불가, 일지는 남음) 또는 다시 사용',
  access: 'university',
  params: z.object({ id: numericId }),
  body: z.object({ active: z.optional(z.boolean('사용 여부는 true 또는 false입니다.')) }),
  data: universityConsultant,
});

// ── Participants ──

export const universityParticipant = z.object({ ...classParticipant.shape, started: z.array(z.enum(ACTION_ITEMS)) });

/** Which participants: a name or student number, and how far they are. */
const participantFilter = z.object({
  keyword: pageQuery.shape.keyword,
  progress: z.optional(z.enum(['all', ...PARTICIPANT_PROGRESS], '진행 상태 필터가 올바르지 않습니다.')),
});

export const participantList = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/participant/list/{id}',
  summary: '학급의 참여자: 진행과 로그인 링크; 이름·학번 검색, 진행 상태 필터, 정렬, 페이지',
  access: 'university',
  params: classId,
  query: z.object({ ...listQuery(PARTICIPANT_SORTS).shape, ...participantFilter.shape }),
  data: page(universityParticipant),
});

export const participantCards = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/participant/cards/{id}',
  summary: `로그인 링크 카드로 인쇄할 참여자: 목록과 같은 검색·필터의 전부, 이름순 (${LINK_CARDS_MAX}명까지)`,
  access: 'university',
  params: classId,
  query: participantFilter,
  data: z.array(universityParticipant),
});

export const participantDetail = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/participant/{id}',
  summary: '참여자 상세: 결과, 실행 계획, 공개된 상담 일지',
  access: 'university',
  params: z.object({ id: numericId }),
  data: z.object({
    participant: z.object({
      ...universityParticipant.shape,
      phone: z.nullable(z.string()),
      class: person,
    }),
    results: z.array(
      z.object({
        run_id: z.number(),
        action_item: z.enum(ACTION_ITEMS),
        summary: z.nullable(z.string()),
        at: z.string(),
      }),
    ),
    action_items: z.array(
      z.object({
        id: z.number(),
        action_item: z.enum(ACTION_ITEMS),
        content: z.string(),
        due_date: z.nullable(z.string()),
        done: z.boolean(),
      }),
    ),
    notes: z.array(consultantLogRow),
  }),
});

export const participantRegister = defineEndpoint({
  area: 'universityApi',
  method: 'POST',
  path: '/participant/register',
  summary:
    '참여자 등록: 한 명, 또는 CSV 파일(머리글 이름·학번·이메일·전화번호·전공)로 여럿. 한 줄이라도 잘못되면 아무도 등록하지 않고 줄마다 까닭을 돌려줌; skip_refused면 올바른 줄만 등록',
  access: 'university',
  body: z.object({
    class_id: id('학급을 골라 주세요.'),
    participant: z.optional(participantInput),
    csv: z.optional(participantCsv.shape.csv),
    skip_refused: participantCsv.shape.skip_refused,
  }),
  bodyBytes: CSV_BODY_BYTES,
  data: importOutcome(universityParticipant),
});

export const participantUpdate = defineEndpoint({
  area: 'universityApi',
  method: 'PATCH',
  path: '/participant/update',
  summary: '참여자 수정',
  access: 'university',
  body: z.object({
    id: id(),
    class_id: id('학급을 골라 주세요.'),
    name: z.optional(requiredText('이름을', 30)),
    student_number: optionalLine(30, '학번'),
    email: z.optional(z.nullable(email)),
    phone: z.optional(z.nullable(phone)),
    major: optionalLine(50, '전공'),
  }),
  data: universityParticipant,
});

export const participantDelete = defineEndpoint({
  area: 'universityApi',
  method: 'DELETE',
  path: '/participant/delete/{id}',
  summary: '참여자 삭제: 도구를 시작한 적 없는 참여자만 (잘못 등록한 경우)',
  access: 'university',
  params: z.object({ id: numericId }),
  data: z.object({ id: z.number() }),
});

export const participantLink = defineEndpoint({
  area: 'universityApi',
  method: 'PATCH',
  path: '/participant/link/{id}',
  summary: '참여자 로그인 링크 재발급(이전 링크는 더 못 씀) 또는 회수',
  access: 'university',
  params: z.object({ id: numericId }),
  body: z.object({ action: z.enum(['reissue', 'revoke'], '재발급 또는 회수를 골라 주세요.') }),
  data: universityParticipant,
});

// ── Consultant logs of a class ──

export const consultantLogs = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/consultant-log/{id}',
  summary: '학급의 상담 일지 (대학에 공개된 것만)',
  access: 'university',
  params: classId,
  query: z.object({
    ...listQuery(LOG_SORTS).shape,
    action_item: z.optional(logTopic),
    consultant_id: z.optional(numericId),
  }),
  data: page(consultantLogRow),
});

const logKey = z.object({ actionItem: logTopic, id: numericId });

export const consultantLogDetail = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/consultant-log/detail/{actionItem}/{id}',
  summary: '상담 일지 한 건 (읽은 기록이 작성자에게 보임)',
  access: 'university',
  params: logKey,
  data: consultantLogNote,
});

export const consultantLogDelete = defineEndpoint({
  area: 'universityApi',
  method: 'DELETE',
  path: '/consultant-log/delete/{actionItem}/{id}',
  summary: '상담 일지 지우기: 까닭과 함께 지운 것으로 남음 (관리자만 완전히 지움)',
  access: 'university',
  params: logKey,
  body: deleteReason,
  data: consultantLogNote,
});

export const university = {
  lastClass,
  universityInfo,
  dashboard,
  picture,
  consultantList,
  consultantDetail,
  consultantRegister,
  consultantUpdate,
  consultantInactive,
  participantList,
  participantCards,
  participantDetail,
  participantRegister,
  participantUpdate,
  participantDelete,
  participantLink,
  consultantLogs,
  consultantLogDetail,
  consultantLogDelete,
};
