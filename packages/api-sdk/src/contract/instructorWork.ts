import * as z from 'zod/mini';
import { businessNumberDigits, hasValidCheckDigit } from '../businessNumber';
import { MAX_CLASS_CAPACITY, optionalLine, participantInput, phone, rangeInOrder } from './admin';
import { CLASS_STATES, FEE_STATES } from './classStates';
import { defineEndpoint } from './endpoint';
import {
  CLASS_DAYS,
  count,
  day,
  email,
  id,
  line,
  MAX_CLASS_DAYS,
  newPassword,
  numericId,
  PERIOD_DAYS,
  password,
  RECORD_DAYS,
  requiredText,
  text,
  wonAmount,
} from './schemas';
import { universityParticipant } from './university';

// The instructor's own work (issue 22, decision 033): their profile and withdrawal, their classes
// (register, update, cancel, participants), what each class pays (lecture fee, deposit, tax
// invoice data), a dashboard and a lecture-fee statement. Everything is the signed-in instructor's
// own: another instructor's id or class is "not found".

export {
  CLASS_STATE_LABELS,
  CLASS_STATES,
  type ClassState,
  classPeriodText,
  dayText,
  FEE_STATES,
  type FeeState,
} from './classStates';

/** The largest lecture fee a class may state, in won (a bound, not a policy). */
export const MAX_LECTURE_FEE = 100_000_000;

/** A business registration number as typed: ten digits ending in their check digit, kept as digits. */
export const businessNumber = line('사업자등록번호를 입력해 주세요.').check(
  z.trim(),
  z.refine((value) => businessNumberDigits(value) !== null, '사업자등록번호는 숫자 10자리입니다(예: 123-45-67890).'),
  z.refine(
    (value) => hasValidCheckDigit(businessNumberDigits(value) ?? ''),
    '사업자등록번호가 올바르지 않습니다. 사업자등록증의 번호를 다시 확인해 주세요.',
  ),
  z.overwrite((value) => businessNumberDigits(value) ?? value),
);

// ── Profile and withdrawal ──

export const instructorProfile = z.object({
  id: z.number(),
  name: z.string(),
  /** The sign-in address; changing it would need a new verification, so it is shown, not edited. */
  email: z.string(),
  phone: z.nullable(z.string()),
  /** Where the instructor works or what they call themselves (소속), printed on class reports. */
  affiliation: z.nullable(z.string()),
  created_at: z.string(),
  /** What withdrawal would erase and keep, said before it is confirmed. */
  withdrawal: z.object({
    /** The classes the instructor registered (a university's class is not theirs to erase), and their participants. */
    classes: z.number(),
    participants: z.number(),
    orders: z.number(),
    /** Uses of paid kits neither used nor refunded: lost on withdrawal unless refunded first. */
    unused_uses: z.number(),
    refundable_amount: z.number(),
    /** Why withdrawal cannot happen now (a payment or refund under way), or null. */
    blocked: z.nullable(z.string()),
  }),
});

const profile = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/instructor/{id}',
  summary: '강사 프로필 (본인만)',
  access: 'instructor',
  params: z.object({ id: numericId }),
  data: instructorProfile,
});

const profileUpdate = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/instructor/update/{id}',
  summary: '강사 프로필 수정: 보낸 항목만(이름·전화번호·소속), 비밀번호 변경은 현재 비밀번호와 함께',
  access: 'instructor',
  params: z.object({ id: numericId }),
  body: z
    .object({
      // Each field changes only when sent.
      name: z.optional(requiredText('이름을', 50)),
      phone: z.optional(z.nullable(phone)),
      affiliation: z.optional(
        z.nullable(line().check(z.trim(), z.maxLength(60, '소속은 60자까지 입력할 수 있습니다.'))),
      ),
      /** To change the password: the current one and the new one, together. */
      current_password: z.optional(password),
      new_password: z.optional(newPassword),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.new_password !== undefined && value.current_password === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['current_password'],
            input: value,
            message: '현재 비밀번호를 입력해 주세요.',
          });
        if (value.current_password !== undefined && value.new_password === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['new_password'],
            input: value,
            message: '새 비밀번호를 입력해 주세요.',
          });
      }),
    ),
  data: instructorProfile,
});

/** Erases the instructor's personal data and signs them out everywhere; orders are kept as the law requires. */
const withdraw = defineEndpoint({
  area: 'api',
  method: 'DELETE',
  path: '/instructor/withdraw/{id}',
  summary: '강사 탈퇴: 개인정보 삭제, 주문·결제 기록은 법정 기간 보관',
  access: 'instructor',
  params: z.object({ id: numericId }),
  body: z.object({ password }),
  data: z.object({ withdrawn_at: z.string() }),
});

// ── Classes ──

export const instructorClass = z.object({
  id: z.number(),
  name: z.string(),
  /** The school, company or agency the class is taught for (the invoice's other party). */
  organization: z.string(),
  place: z.nullable(z.string()),
  starts_on: z.string(),
  ends_on: z.string(),
  capacity: z.nullable(z.number()),
  memo: z.nullable(z.string()),
  /** A university's class the administrator gave the instructor: its name, dates and capacity are the university's. */
  managed: z.boolean(),
  state: z.enum(CLASS_STATES),
  cancelled: z.nullable(z.object({ at: z.string(), reason: z.string() })),
  participant_count: z.number(),
  fee: z.object({
    state: z.enum(FEE_STATES),
    /** The agreed lecture fee in won (VAT as agreed), or null when none was set. */
    amount: z.nullable(z.number()),
    deposited_amount: z.nullable(z.number()),
    deposited_on: z.nullable(z.string()),
  }),
  /** Who the tax invoice goes to; null until entered. */
  tax: z.nullable(
    z.object({
      business_number: z.string(),
      company_name: z.string(),
      representative: z.string(),
      invoice_email: z.string(),
      updated_at: z.string(),
    }),
  ),
  created_at: z.string(),
});

export const instructorClassInput = z
  .object({
    name: requiredText('수업 이름을', 60),
    organization: requiredText('기관 이름을', 60),
    place: optionalLine(100, '장소'),
    starts_on: day({ topic: '시작일은', ...CLASS_DAYS }),
    ends_on: day({ topic: '종료일은', ...CLASS_DAYS }),
    capacity: z.optional(z.nullable(count({ topic: '정원은', min: 1, max: MAX_CLASS_CAPACITY, unit: '명' }))),
    fee_amount: z.optional(z.nullable(wonAmount({ topic: '강사료는', max: MAX_LECTURE_FEE }))),
    memo: z.optional(z.nullable(text().check(z.trim(), z.maxLength(1000, '메모는 1,000자까지 입력할 수 있습니다.')))),
  })
  .check(rangeInOrder<{ starts_on?: string; ends_on?: string }>('starts_on', 'ends_on'));

const classList = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/instructor/class/list',
  summary: '내 수업 목록: 예정·진행 중·끝남·취소, 강사료와 입금',
  access: 'instructor',
  data: z.object({ classes: z.array(instructorClass) }),
});

const classRegister = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/class/register',
  summary: `수업 등록 (기간은 ${MAX_CLASS_DAYS}일까지)`,
  access: 'instructor',
  body: instructorClassInput,
  data: instructorClass,
});

const classUpdate = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/instructor/class/update/{id}',
  summary: '수업 수정 (취소한 수업은 고칠 수 없음)',
  access: 'instructor',
  params: z.object({ id: numericId }),
  body: instructorClassInput,
  data: instructorClass,
});

const classCancel = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/instructor/class/cancel/{id}',
  summary: '수업 취소: 까닭을 남기고, 참여자의 로그인 링크를 끝냄',
  access: 'instructor',
  params: z.object({ id: numericId }),
  body: z.object({ reason: requiredText('취소 까닭을', 200) }),
  data: instructorClass,
});

const classParticipants = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/instructor/class/{id}/participants',
  summary: '수업 참여자: 진행한 도구와 로그인 링크',
  access: 'instructor',
  params: z.object({ id: numericId }),
  data: z.object({ class: instructorClass, participants: z.array(universityParticipant) }),
});

const participantAdd = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/class/{id}/participant',
  summary: '수업 참여자 추가 (정원까지)',
  access: 'instructor',
  params: z.object({ id: numericId }),
  body: participantInput,
  data: universityParticipant,
});

// ── Money: deposits, tax data, statements ──

const depositProcess = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/instructor/class/deposit/process',
  summary: '강사료 입금 처리(강사료까지, 오늘이나 그 전에 받은 날로), 또는 잘못한 입금 처리 되돌리기',
  access: 'instructor',
  // Discriminated by `action`, so a refusal names the field of the action taken (not the union).
  body: z.discriminatedUnion('action', [
    z.object({
      class_id: id('수업을 골라 주세요.'),
      action: z.literal('deposit'),
      /** Not over the class's fee (the handler checks it against the fee stored). */
      amount: wonAmount({ topic: '입금액은', min: 1, max: MAX_LECTURE_FEE }),
      deposited_on: day({ topic: '입금일은', ...RECORD_DAYS }),
    }),
    z.object({ class_id: id('수업을 골라 주세요.'), action: z.literal('undo') }),
  ]),
  data: instructorClass,
});

const taxUpdate = defineEndpoint({
  area: 'api',
  method: 'PATCH',
  path: '/instructor/update/class/tax',
  summary: '수업의 세금계산서 정보: 사업자등록번호(검증 숫자 확인), 상호, 대표자, 받을 이메일',
  access: 'instructor',
  body: z.object({
    class_id: id('수업을 골라 주세요.'),
    business_number: businessNumber,
    company_name: requiredText('상호를', 60),
    representative: requiredText('대표자 이름을', 30),
    invoice_email: email,
  }),
  data: instructorClass,
});

const period = z
  .object({
    from: day({ topic: '기간의 첫날은', ...PERIOD_DAYS }),
    to: day({ topic: '기간의 마지막 날은', ...PERIOD_DAYS }),
  })
  .check(rangeInOrder<{ from?: string; to?: string }>('from', 'to'));

export const feeTotals = z.object({
  classes: z.number(),
  agreed: z.number(),
  deposited: z.number(),
  outstanding: z.number(),
});

const lectureFee = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/lecture-fee',
  summary: '강사료 내역: 기간에 시작한 수업의 강사료·입금·미입금 (취소한 수업 제외)',
  access: 'instructor',
  body: period,
  data: z.object({ classes: z.array(instructorClass), totals: feeTotals }),
});

export const instructorDashboard = z.object({
  from: z.string(),
  to: z.string(),
  classes: z.object({
    upcoming: z.number(),
    ongoing: z.number(),
    finished: z.number(),
    cancelled: z.number(),
  }),
  participants: z.number(),
  /** Tool runs the instructor started in the period, by tool, with how many reached a result. */
  tools: z.array(z.object({ action_item: z.string(), started: z.number(), finished: z.number() })),
  fees: feeTotals,
  /** Kit uses bought and not yet used or refunded, today. */
  kit_uses_left: z.number(),
  /** The next classes to teach (up to three). */
  next_classes: z.array(instructorClass),
});

const dashboard = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/dashboard',
  summary: '강사 대시보드: 기간의 수업·참여자·도구 진행·강사료, 남은 키트',
  access: 'instructor',
  body: period,
  data: instructorDashboard,
});

// ── The class log (/instructor-modal/class-log) ──

/** One day of a class: what the instructor noted, and the tools run for its participants that day. */
export const classLogDay = z.object({
  day: z.string(),
  /** The instructor's entry for the day, when one was written. */
  entry: z.nullable(z.object({ id: z.number(), title: z.string(), note: z.string(), updated_at: z.string() })),
  runs: z.array(
    z.object({
      run_id: z.number(),
      action_item: z.string(),
      participant: z.string(),
      participant_id: z.number(),
      finished: z.boolean(),
    }),
  ),
});

const classLog = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/instructor/class/{id}/log',
  summary: '수업 기록: 날마다 적은 기록과 그날 참여자와 진행한 도구 (최근 날부터)',
  access: 'instructor',
  params: z.object({ id: numericId }),
  data: z.object({
    class: instructorClass,
    days: z.array(classLogDay),
    /** The days an entry may be written for: the class's days (a university's class without dates: from its first day to today). */
    entry_days: z.object({ from: z.string(), to: z.string() }),
  }),
});

const classLogSave = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/class/{id}/log',
  summary: '수업 기록 쓰기: 수업 기간 안의 하루에 한 기록, 같은 날이면 고침',
  access: 'instructor',
  params: z.object({ id: numericId }),
  body: z.object({
    /** Within the class's days (the handler checks it against the class's dates). */
    day: day({ topic: '날짜는', ...CLASS_DAYS }),
    title: requiredText('그날의 주제를', 100),
    note: text().check(z.trim(), z.maxLength(3000, '기록은 3,000자까지 입력할 수 있습니다.')),
  }),
  data: classLogDay,
});

const classLogDelete = defineEndpoint({
  area: 'api',
  method: 'DELETE',
  path: '/instructor/class/{id}/log/{entryId}',
  summary: '수업 기록 지우기 (그날 진행한 도구의 기록은 남음)',
  access: 'instructor',
  params: z.object({ id: numericId, entryId: numericId }),
  data: z.null(),
});

export type ClassLogDay = z.output<typeof classLogDay>;

// ── The class report (decision 034) ──

/** Class reports one instructor may mail in a day (the attachment comes from our records, the recipient is theirs). */
export const CLASS_REPORT_MAILS_PER_DAY = 20;

const reportContent = {
  /** Participants by name; without, they are numbered (참여자 1, 2…), for an organization that needs no names. */
  names: z.boolean('참여자 이름을 넣을지 골라 주세요.'),
};

/** A class report as made: a PDF of the class's progress, from the class's records only. */
export const classReportFile = z.object({
  filename: z.string(),
  pages: z.number(),
  /** Bytes of the PDF. */
  size: z.number(),
  /** The PDF itself, base64. */
  pdf: z.string(),
});

const classReport = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/class/{id}/report',
  summary: '수업 보고서 PDF 만들기: 참여자별 진행한 도구와 날마다의 수업 기록 (검사 결과와 답변은 담지 않음)',
  access: 'instructor',
  params: z.object({ id: numericId }),
  body: z.object(reportContent),
  data: classReportFile,
});

/** A class report that went by mail. */
export const sentClassReport = z.object({
  id: z.number(),
  recipient: z.string(),
  filename: z.string(),
  pages: z.number(),
  size: z.number(),
  names: z.boolean(),
  sent_at: z.string(),
});

const sendReport = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/send/report',
  summary: `수업 보고서를 PDF로 메일 보내기 (하루 ${CLASS_REPORT_MAILS_PER_DAY}통까지, 답장은 강사에게)`,
  access: 'instructor',
  body: z.object({
    class_id: id('수업을 골라 주세요.'),
    to: email,
    message: z.optional(text().check(z.trim(), z.maxLength(500, '보내는 말은 500자까지 입력할 수 있습니다.'))),
    ...reportContent,
  }),
  data: sentClassReport,
});

const sentReports = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/instructor/class/{id}/report/sent',
  summary: '이 수업에서 메일로 보낸 보고서 (최근부터)',
  access: 'instructor',
  params: z.object({ id: numericId }),
  data: z.object({ reports: z.array(sentClassReport) }),
});

export type SentClassReport = z.output<typeof sentClassReport>;

export const instructorWork = {
  profile,
  profileUpdate,
  withdraw,
  classList,
  classRegister,
  classUpdate,
  classCancel,
  classParticipants,
  participantAdd,
  depositProcess,
  taxUpdate,
  lectureFee,
  dashboard,
  classLog,
  classLogSave,
  classLogDelete,
  classReport,
  sendReport,
  sentReports,
};

export type InstructorProfile = z.output<typeof instructorProfile>;
export type InstructorClass = z.output<typeof instructorClass>;
export type InstructorDashboard = z.output<typeof instructorDashboard>;
export type FeeTotals = z.output<typeof feeTotals>;
