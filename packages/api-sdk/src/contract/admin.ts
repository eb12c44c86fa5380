import * as z from 'zod/mini';
import {
  ADMIN_USER_SORTS,
  CLASS_SORTS,
  CLASS_TERMS,
  CUSTOMER_CHANNELS,
  CUSTOMER_SORTS,
  INSTRUCTOR_SORTS,
  TREND_MAX_DAYS,
  TREND_UNITS,
  UNIVERSITY_SORTS,
  USER_KINDS,
} from '../constants';
import { withParticle } from '../particle';
import { ACTION_ITEMS, CLASS_TOOLS } from '../registry';
import { CLASS_STATES } from './classStates';
import { consultantLogNote, deleteReason, logTopic } from './consultantLog';
import { defineResource } from './defineResource';
import { defineEndpoint } from './endpoint';
import {
  actionItem,
  activeFilter,
  CLASS_DAYS,
  CONTRACT_DAYS,
  count,
  csvExport,
  day,
  dayCount,
  email,
  line,
  listQuery,
  numericId,
  PERIOD_DAYS,
  requiredText,
  signInLink,
  text,
  universityRef,
  userProfile,
} from './schemas';

// The admin console's universities, classes, their people and the audit log (issue 18, decision
// 022). Every call is the administrator's; every change is written to the audit log.

export const optionalLine = (max: number, what: string) =>
  z.optional(
    z.nullable(
      line().check(z.trim(), z.maxLength(max, `${withParticle(what, '은/는')} ${max}자까지 입력할 수 있습니다.`)),
    ),
  );

export const phone = line('전화번호를 입력해 주세요.').check(
  z.trim(),
  z.regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, '전화번호 형식이 올바르지 않습니다(예: 02-123-4567, 010-1234-5678).'),
);

/** Days a range ends on or after it starts; the issue names the end field. */
export const rangeInOrder = <T extends Record<string, unknown>>(start: keyof T & string, end: keyof T & string) =>
  z.superRefine<T>((value, ctx) => {
    const from = value[start];
    const to = value[end];
    if (typeof from === 'string' && typeof to === 'string' && to < from)
      ctx.addIssue({
        code: 'custom',
        path: [end],
        input: to,
        message: '끝나는 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
      });
  });

// ── Universities ──

export const adminUniversity = z.object({
  id: z.number(),
  name: z.string(),
  region: z.nullable(z.string()),
  active: z.boolean(),
  contract_starts_on: z.nullable(z.string()),
  contract_ends_on: z.nullable(z.string()),
  contact_name: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  class_count: z.number(),
  participant_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

const universityFields = {
  name: requiredText('대학 이름을', 50),
  region: optionalLine(20, '지역'),
  contract_starts_on: z.optional(z.nullable(day({ topic: '계약 시작일은', ...CONTRACT_DAYS }))),
  contract_ends_on: z.optional(z.nullable(day({ topic: '계약 종료일은', ...CONTRACT_DAYS }))),
  contact_name: optionalLine(30, '담당자 이름'),
  contact_phone: z.optional(z.nullable(phone)),
  contact_email: z.optional(z.nullable(email)),
  active: z.optional(z.boolean('사용 여부는 true 또는 false입니다.')),
};

export const universityInput = z
  .object(universityFields)
  .check(
    rangeInOrder<{ contract_starts_on?: string | null; contract_ends_on?: string | null }>(
      'contract_starts_on',
      'contract_ends_on',
    ),
  );

/** Universities (decision 022): deleted only while they have no class. */
export const universityResource = defineResource('university', {
  row: adminUniversity,
  input: universityInput,
  query: z.object({ ...listQuery(UNIVERSITY_SORTS).shape, active: activeFilter }),
  audit: 'university',
  calls: {
    list: { path: '/university/list', summary: '대학 목록 (관리자): 이름·지역 검색, 사용 여부, 정렬' },
    export: { path: '/university/export', summary: '대학 목록 CSV (관리자): 목록과 같은 검색·필터' },
    detail: { path: '/university/detail/{id}', summary: '대학 한 곳 (관리자)' },
    create: { path: '/university/register', summary: '대학 등록 (관리자)' },
    update: { path: '/university/update/{id}', summary: '대학 수정 (관리자)' },
    delete: {
      path: '/university/delete/{id}',
      summary: '대학 삭제 (관리자): 학급이 없는 대학만; 학급이 있으면 사용 안 함으로',
    },
  },
});

// ── Classes ──

/** The most participants a class takes. */
export const MAX_CLASS_CAPACITY = 1000;

const person = z.object({ id: z.number(), name: z.string() });

export const adminClass = z.object({
  id: z.number(),
  university: universityRef,
  name: z.string(),
  year: z.number(),
  term: z.enum(CLASS_TERMS),
  starts_on: z.nullable(z.string()),
  ends_on: z.nullable(z.string()),
  capacity: z.nullable(z.number()),
  active: z.boolean(),
  /** What the class grants its participants (tool_grant rows of the class). */
  tools: z.array(z.enum(ACTION_ITEMS)),
  consultants: z.array(person),
  participant_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const classInput = z
  .object({
    name: requiredText('학급 이름을', 50),
    // A year as written (2026), not counted: one message for every refusal.
    year: count({ message: '학년도는 2000~2099년 가운데 하나로 입력해 주세요.', min: 2000, max: 2099 }),
    term: z.enum(CLASS_TERMS, '학기를 골라 주세요.'),
    /** At most MAX_CLASS_DAYS apart (the handler checks it when the days are set). */
    starts_on: z.optional(z.nullable(day({ topic: '시작일은', ...CLASS_DAYS }))),
    ends_on: z.optional(z.nullable(day({ topic: '종료일은', ...CLASS_DAYS }))),
    capacity: z.optional(z.nullable(count({ topic: '정원은', min: 1, max: MAX_CLASS_CAPACITY, unit: '명' }))),
    tools: z
      .array(z.enum(CLASS_TOOLS as unknown as [string, ...string[]], '학급에서 열 수 없는 도구입니다.'))
      .check(z.maxLength(10)),
    active: z.optional(z.boolean('사용 여부는 true 또는 false입니다.')),
  })
  .check(rangeInOrder<{ starts_on?: string | null; ends_on?: string | null }>('starts_on', 'ends_on'));

/** A university's classes (decision 022): listed, exported and registered inside the university. */
export const classResource = defineResource('class', {
  row: adminClass,
  input: classInput,
  query: z.object({ ...listQuery(CLASS_SORTS).shape, active: activeFilter }),
  scope: z.object({ id: numericId }),
  audit: 'class',
  calls: {
    list: { path: '/university/{id}/class/list', summary: '대학의 학급 목록 (관리자)' },
    export: {
      path: '/university/{id}/class/export',
      summary: '대학의 학급 목록 CSV (관리자): 목록과 같은 검색·필터',
    },
    create: {
      path: '/university/{id}/class/register',
      summary: '학급 등록 (관리자): 이름, 학기, 기간, 정원, 여는 도구',
    },
    update: { path: '/class/update/{id}', summary: '학급 수정 (관리자)' },
    delete: { path: '/class/delete/{id}', summary: '학급 삭제 (관리자): 참여자가 없는 학급만' },
  },
});

/** A participant of a class and how far they are: the tools with a saved result. */
export const classParticipant = z.object({
  id: z.number(),
  name: z.string(),
  student_number: z.nullable(z.string()),
  email: z.nullable(z.string()),
  major: z.nullable(z.string()),
  completed: z.array(z.enum(ACTION_ITEMS)),
  last_activity_at: z.nullable(z.string()),
  /** The participant's sign-in link, when one is in force. */
  link: z.nullable(signInLink),
});

export const universityUser = z.object({
  id: z.number(),
  kind: z.enum(['consultant', 'manager']),
  login_id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  active: z.boolean(),
  /** A consultant's classes (a manager sees every class of the university). */
  classes: z.array(person),
  created_at: z.string(),
});

const classDetail = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/class/{id}',
  summary: '학급 상세 (관리자): 학급, 상담사, 대학 관리자, 참여자와 진행',
  access: 'admin',
  params: z.object({ id: numericId }),
  data: z.object({
    class: adminClass,
    staff: z.array(universityUser),
    participants: z.array(classParticipant),
  }),
});

const classParticipantsExport = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/class/{id}/participants/export',
  summary: '학급 참여자 CSV (관리자)',
  access: 'admin',
  params: z.object({ id: numericId }),
  data: csvExport,
});

// ── People of a class ──

export const loginId = line('아이디를 입력해 주세요.').check(
  z.trim(),
  z.toLowerCase(),
  z.regex(/^[a-z0-9._-]{4,30}$/, '아이디는 영문 소문자, 숫자, . _ - 로 4~30자입니다.'),
);
export const initialPassword = line('처음 비밀번호를 입력해 주세요.').check(
  z.minLength(8, '비밀번호는 8자 이상이어야 합니다.'),
  z.maxLength(64, '비밀번호는 64자 이하여야 합니다.'),
  z.regex(/[A-Za-z]/, '비밀번호에 영문자를 하나 이상 넣어 주세요.'),
  z.regex(/\d/, '비밀번호에 숫자를 하나 이상 넣어 주세요.'),
);

export const staffInput = z.object({
  kind: z.enum(['consultant', 'manager'], '구분을 골라 주세요.'),
  login_id: loginId,
  name: requiredText('이름을', 30),
  email: z.optional(z.nullable(email)),
  phone: z.optional(z.nullable(phone)),
  /** Required when registering; when updating, a new one replaces the old. */
  password: z.optional(initialPassword),
  active: z.optional(z.boolean('사용 여부는 true 또는 false입니다.')),
});

const staffRegister = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/class/{id}/staff/register',
  summary: '대학 사용자 등록 (관리자): 상담사는 이 학급에 배정, 대학 관리자는 대학 영역 로그인',
  access: 'admin',
  params: z.object({ id: numericId }),
  body: staffInput,
  data: universityUser,
});

const staffUpdate = defineEndpoint({
  area: 'adminApi',
  method: 'PATCH',
  path: '/class/{classId}/staff/{kind}/{id}',
  summary: '대학 사용자 수정 (관리자): 이름, 연락처, 비밀번호, 사용 여부, 이 학급 배정',
  access: 'admin',
  params: z.object({
    classId: numericId,
    kind: z.enum(['consultant', 'manager'], '구분이 올바르지 않습니다.'),
    id: numericId,
  }),
  body: z.object({
    ...staffInput.shape,
    kind: z.optional(z.enum(['consultant', 'manager'])),
    login_id: z.optional(loginId),
    name: z.optional(requiredText('이름을', 30)),
    /** A consultant: whether they stay assigned to this class. */
    assigned: z.optional(z.boolean('배정 여부는 true 또는 false입니다.')),
  }),
  data: universityUser,
});

const staffDetail = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/class/{classId}/staff/{kind}/{id}',
  summary: '대학 사용자 한 명 (관리자)',
  access: 'admin',
  params: z.object({
    classId: numericId,
    kind: z.enum(['consultant', 'manager'], '구분이 올바르지 않습니다.'),
    id: numericId,
  }),
  data: universityUser,
});

/** A participant as a form or a CSV row gives them. */
export const participantInput = z.object({
  name: requiredText('이름을', 30),
  student_number: optionalLine(30, '학번'),
  email: z.optional(z.nullable(email)),
  phone: z.optional(z.nullable(phone)),
  major: optionalLine(50, '전공'),
});

const participantRegister = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/class/{id}/participant/register',
  summary: '학급 참여자 등록 (관리자): 로그인 링크가 함께 만들어집니다',
  access: 'admin',
  params: z.object({ id: numericId }),
  body: participantInput,
  data: classParticipant,
});

/** A participants CSV file: its text, and whether to register only its good rows (decision 041). */
export const participantCsv = z.object({
  /** The file's text (UTF-8, with or without a BOM). */
  csv: text().check(z.maxLength(200_000, 'CSV 파일이 너무 큽니다(200KB까지).')),
  /**
   * Register the rows that pass and leave the refused ones out (each still listed with its line);
   * without it, one refused row registers nobody.
   */
  skip_refused: z.optional(z.boolean('올바른 줄만 등록할지는 true 또는 false입니다.')),
});

/** A CSV row that was refused: its line in the file (the header is line 1), the name and why. */
export const importProblem = z.object({ line: z.number(), name: z.string(), reasons: z.array(z.string()) });

/** What an import did: who it registered, which rows it refused, and how many rows passed the checks. */
export const importOutcome = <T extends z.ZodMiniType>(participant: T) =>
  z.object({ registered: z.array(participant), refused: z.array(importProblem), valid_count: z.number() });

// 200,000 characters of Korean are 600,000 bytes in UTF-8, and JSON escapes the line breaks and quotes.
export const CSV_BODY_BYTES = 800 * 1024;

const participantImport = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/class/{id}/participant/import',
  summary:
    '학급 참여자 CSV 등록 (관리자): 한 줄이라도 잘못되면 아무도 등록하지 않고 줄마다 까닭을 돌려줌; skip_refused면 올바른 줄만 등록',
  access: 'admin',
  params: z.object({ id: numericId }),
  body: participantCsv,
  bodyBytes: CSV_BODY_BYTES,
  data: importOutcome(classParticipant),
});

/** A user's sign-in link: reissued (the old one stops working) or revoked. */
const userLink = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/user/{id}/link',
  summary: '사용자 로그인 링크 재발급·회수 (관리자)',
  access: 'admin',
  params: z.object({ id: numericId }),
  body: z.object({ action: z.enum(['reissue', 'revoke'], '재발급 또는 회수를 골라 주세요.') }),
  data: z.object({ link: z.nullable(signInLink) }),
});

// ── Users ──

export const adminUserRow = z.object({
  ...userProfile.shape,
  kind: z.enum(USER_KINDS),
  email: z.nullable(z.string()),
  completed_count: z.number(),
  last_activity_at: z.nullable(z.string()),
});

/** Every user, as the console lists them; one user's page is `adminUser` (more than a row). */
export const adminUserResource = defineResource('adminUser', {
  row: adminUserRow,
  query: z.object({
    ...listQuery(ADMIN_USER_SORTS).shape,
    kind: z.optional(z.enum(['all', ...USER_KINDS], '구분 필터가 올바르지 않습니다.')),
    university_id: z.optional(numericId),
  }),
  calls: {
    list: { path: '/admin/user/list', summary: '사용자 목록 (관리자): 이름·학번·이메일 검색, 구분·대학 필터, 정렬' },
    export: { path: '/admin/user/list/export', summary: '사용자 목록 CSV (관리자): 목록과 같은 검색·필터' },
  },
});

/** What grants a user a tool that must be granted, in words the console shows. */
export const adminGrant = z.object({
  action_item: actionItem,
  source: z.enum(['class', 'coupon', 'purchase', 'ai_gift']),
  /** The class, coupon group or gift it came through. */
  via: z.string(),
  created_at: z.string(),
});

// ── Customers ──

/**
 * A customer: a person who got tools outside a university contract, by an AI gift, a coupon or
 * (with step 15's orders) a purchase; how many of each, since when, and what they did with them.
 */
export const adminCustomer = z.object({
  ...userProfile.shape,
  email: z.nullable(z.string()),
  channels: z.object({ ai_gift: z.number(), coupon: z.number(), purchase: z.number() }),
  /** The first time they got tools this way. */
  since: z.string(),
  runs_started: z.number(),
  runs_completed: z.number(),
  last_activity_at: z.nullable(z.string()),
});

export const customerResource = defineResource('customer', {
  row: adminCustomer,
  query: z.object({
    ...listQuery(CUSTOMER_SORTS).shape,
    channel: z.optional(z.enum(['all', ...CUSTOMER_CHANNELS], '경로 필터가 올바르지 않습니다.')),
  }),
  calls: {
    list: { path: '/customer/list', summary: '고객 목록 (관리자): AI 선물, 쿠폰, 구매로 도구를 받은 사람' },
    export: { path: '/customer/export', summary: '고객 목록 CSV (관리자): 목록과 같은 조건' },
  },
});

// ── Instructors ──

export const adminInstructor = z.object({
  id: z.number(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  active: z.boolean(),
  class_count: z.number(),
  participant_count: z.number(),
  runs_started: z.number(),
  created_at: z.string(),
});

/** Instructors sign up themselves: the console lists them; detail and update are their own (below). */
export const instructorResource = defineResource('instructor', {
  row: adminInstructor,
  query: z.object({ ...listQuery(INSTRUCTOR_SORTS).shape, active: activeFilter }),
  calls: {
    list: { path: '/instructor/list', summary: '강사 목록 (관리자): 이름·이메일 검색, 사용 여부, 정렬' },
    export: { path: '/instructor/export', summary: '강사 목록 CSV (관리자): 목록과 같은 검색·필터' },
  },
});

const instructorDetail = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/instructor/detail/{id}',
  summary: '강사 상세 (관리자): 정보, 수업과 참여자 수, 최근에 시작한 도구',
  access: 'admin',
  params: z.object({ id: numericId }),
  data: z.object({
    instructor: adminInstructor,
    /** The instructor's classes as they see them (decision 033). */
    classes: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        organization: z.string(),
        starts_on: z.string(),
        ends_on: z.string(),
        state: z.enum(CLASS_STATES),
        participant_count: z.number(),
      }),
    ),
    runs: z.array(
      z.object({
        id: z.number(),
        action_item: z.enum(ACTION_ITEMS),
        user_name: z.string(),
        status: z.enum(['open', 'completed', 'abandoned']),
        created_at: z.string(),
      }),
    ),
  }),
});

const instructorUpdate = defineEndpoint({
  area: 'adminApi',
  method: 'PATCH',
  path: '/instructor/update/{id}',
  summary: '강사 사용 중지·재개 (관리자): 중지하면 바로 로그인할 수 없습니다',
  access: 'admin',
  params: z.object({ id: numericId }),
  body: z.object({ active: z.boolean('사용 여부는 true 또는 false입니다.') }),
  data: adminInstructor,
});

// ── Statistics ──

const statisticsFilters = {
  from: day({ topic: '기간의 첫날은', ...PERIOD_DAYS }),
  to: day({ topic: '기간의 마지막 날은', ...PERIOD_DAYS }),
  university_id: z.optional(numericId),
  instructor_id: z.optional(numericId),
  action_item: z.optional(z.enum(ACTION_ITEMS, '도구가 올바르지 않습니다.')),
};

const statisticsRange = (maxDays: (value: Record<string, unknown>) => number) =>
  z.superRefine<{ from: string; to: string } & Record<string, unknown>>((value, ctx) => {
    if (value.to < value.from)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        input: value.to,
        message: '끝나는 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
      });
    else if (dayCount(value.from, value.to) > maxDays(value))
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        input: value.from,
        message: `한 번에 ${maxDays(value)}일까지 볼 수 있습니다. 기간을 줄이거나 더 큰 단위로 보세요.`,
      });
  });

const usage = { started: z.number(), completed: z.number(), users: z.number() };

const statistics = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/statistics',
  summary: '통계 (관리자): 기간의 도구별·대학별·강사별 시작, 완료, 이용자 (한국 날짜)',
  access: 'admin',
  query: z.object(statisticsFilters).check(statisticsRange(() => TREND_MAX_DAYS.month)),
  data: z.object({
    from: z.string(),
    to: z.string(),
    totals: z.object(usage),
    tools: z.array(z.object({ action_item: z.enum(ACTION_ITEMS), ...usage })),
    universities: z.array(z.object({ id: z.number(), name: z.string(), ...usage })),
    instructors: z.array(z.object({ id: z.number(), name: z.string(), ...usage })),
  }),
});

const usageTrend = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/usage/trend',
  summary: '이용 추이 (관리자): 일·주·월별 시작, 완료, 이용자 (한국 날짜, 주는 월요일부터)',
  access: 'admin',
  query: z
    .object({ ...statisticsFilters, unit: z.enum(TREND_UNITS, '단위는 일, 주, 월 가운데 하나입니다.') })
    .check(
      statisticsRange((value) => TREND_MAX_DAYS[value.unit as (typeof TREND_UNITS)[number]] ?? TREND_MAX_DAYS.day),
    ),
  data: z.object({
    unit: z.enum(TREND_UNITS),
    from: z.string(),
    to: z.string(),
    /** One point per day, week (from Monday) or month of the range, empty ones too, oldest first. */
    points: z.array(z.object({ period: z.string(), ...usage })),
  }),
});

// ── Audit log and dashboard ──

export const auditEntry = z.object({
  id: z.number(),
  admin_name: z.string(),
  action: z.enum(['create', 'update', 'delete', 'revoke', 'reissue']),
  entity: z.string(),
  entity_id: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  created_at: z.string(),
});

export const auditResource = defineResource('audit', {
  row: auditEntry,
  query: z.object({
    ...listQuery(['created'] as const).shape,
    entity: z.optional(line().check(z.regex(/^[a-z_]{1,30}$/, '대상 종류가 올바르지 않습니다.'))),
    /** A row's id, or a code for things keyed by one (a career anchor's 'TF'). */
    entity_id: z.optional(line().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, '대상 번호가 올바르지 않습니다.'))),
  }),
  calls: {
    list: { path: '/audit/list', summary: '관리 기록 (관리자): 누가, 언제, 무엇을, 바꾸기 전과 후' },
    export: { path: '/audit/export', summary: '관리 기록 CSV (관리자): 목록과 같은 필터' },
  },
});

const todayAndMonth = z.object({ today: z.number(), month: z.number() });

const dashboard = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/dashboard',
  summary: '관리자 대시보드: 오늘과 이번 달 (한국 시간)',
  access: 'admin',
  data: z.object({
    new_users: todayAndMonth,
    runs_started: todayAndMonth,
    runs_completed: todayAndMonth,
    active_classes: z.number(),
    active_universities: z.number(),
    recent_changes: z.array(auditEntry),
  }),
});

// ── Consultant logs (decision 024) ──

const logKey = z.object({ actionItem: logTopic, id: numericId });

const consultantLogDetail = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/consultant-log/{actionItem}/{id}',
  summary: '상담 일지 한 건 (관리자, 읽은 기록이 작성자에게 보임)',
  access: 'admin',
  params: logKey,
  data: consultantLogNote,
});

const consultantLogErase = defineEndpoint({
  area: 'adminApi',
  method: 'DELETE',
  path: '/consultant-log/{actionItem}/{id}',
  summary: '상담 일지 완전히 지우기 (관리자): 까닭과 함께 감사 기록에 남음',
  access: 'admin',
  params: logKey,
  body: deleteReason,
  data: z.object({ id: z.number() }),
});

/** The admin console's calls, as one contract group. */
export const admin = {
  ...customerResource.endpoints,
  ...instructorResource.endpoints,
  instructorDetail,
  instructorUpdate,
  statistics,
  usageTrend,
  ...universityResource.endpoints,
  ...classResource.endpoints,
  classDetail,
  classParticipantsExport,
  staffRegister,
  staffUpdate,
  staffDetail,
  participantRegister,
  participantImport,
  userLink,
  ...auditResource.endpoints,
  dashboard,
  consultantLogDetail,
  consultantLogErase,
} as const;
