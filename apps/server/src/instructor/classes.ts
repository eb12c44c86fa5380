import { type ClassState, type FeeState, type InstructorClass, todayInKorea } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { day } from '../admin/list';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

// An instructor's classes as they see them (decision 033): a `university_class` tied to them, with
// its `instructor_class` row when one was made (a class the administrator gave them has none until
// a fee or tax data is entered; its organization is then its university's name).

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

export const messages = {
  notFound: '수업을 찾을 수 없습니다.',
  cancelled: '취소한 수업입니다. 취소한 수업은 고치거나 참여자를 더할 수 없습니다.',
  alreadyCancelled: '이미 취소한 수업입니다.',
  finished: '끝난 수업은 취소할 수 없습니다.',
  managed: '대학이 만든 수업은 이름·기간·정원을 대학에서 정합니다. 강사료·장소·메모만 고칠 수 있습니다.',
  managedCancel: '대학이 만든 수업은 대학에서 닫습니다. 대학 담당자에게 알려 주세요.',
  full: (capacity: number) => `정원(${capacity}명)이 찼습니다. 정원을 늘린 뒤 더해 주세요.`,
  alreadyDeposited: '이미 입금 처리한 수업입니다. 금액이나 날짜가 다르면 입금 처리를 되돌린 뒤 다시 해 주세요.',
  notDeposited: '입금 처리하지 않은 수업입니다.',
  noFee: '강사료를 정하지 않은 수업입니다. 수업 고치기에서 강사료를 먼저 입력해 주세요.',
  overFee: (fee: number) =>
    `입금액은 강사료(${won(fee)})까지 입력할 수 있습니다. 더 받았다면 수업 고치기에서 강사료를 먼저 고쳐 주세요.`,
  feeChanged: '그사이 이 수업의 강사료가 바뀌었습니다. 화면을 새로 고친 뒤 다시 입금 처리해 주세요.',
  feeUnderDeposit: (deposited: number) =>
    `강사료는 입금 처리한 금액(${won(deposited)})보다 적을 수 없습니다. 입금 처리를 되돌린 뒤 고쳐 주세요.`,
} as const;

/** Today in Korea, whatever the server's zone: a class's state turns at Korean midnight. */
export const TODAY_KST = sql<string>`to_char(now() at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

export function classRows(db: Kysely<Database>) {
  return db
    .selectFrom('university_class as c')
    .innerJoin('university_user_class as uuc', 'uuc.university_class_id', 'c.id')
    .leftJoin('instructor_class as ic', 'ic.class_id', 'c.id')
    .leftJoin('university as u', 'u.id', 'c.university_id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.capacity',
      'c.active',
      'c.university_id',
      'c.created_at',
      'uuc.university_user_id as instructor_id',
      day(sql.ref('c.starts_on')).as('starts_on'),
      day(sql.ref('c.ends_on')).as('ends_on'),
      sql<string>`coalesce(ic.organization, u.name, '')`.as('organization'),
      'ic.place',
      'ic.memo',
      'ic.fee_amount',
      'ic.deposited_amount',
      day(sql.ref('ic.deposited_on')).as('deposited_on'),
      'ic.business_number',
      'ic.company_name',
      'ic.representative',
      'ic.invoice_email',
      'ic.tax_updated_at',
      'ic.cancelled_at',
      'ic.cancel_reason',
      TODAY_KST.as('today'),
      eb
        .selectFrom('app_user as au')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('au.university_class_id', '=', 'c.id')
        .where('au.guest_link_id', 'is', null)
        .as('participant_count'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof classRows>['executeTakeFirstOrThrow']>>;

/** Where a class stands on `today` (YYYY-MM-DD): cancelled first, then by its dates; a class the administrator closed is finished. */
export function classState(row: {
  cancelled_at: Date | null;
  active: boolean;
  starts_on: string | null;
  ends_on: string | null;
  today: string;
}): ClassState {
  if (row.cancelled_at) return 'cancelled';
  if (!row.active || (row.ends_on !== null && row.ends_on < row.today)) return 'finished';
  if (row.starts_on !== null && row.starts_on > row.today) return 'upcoming';
  return 'ongoing';
}

export function feeState(row: { fee_amount: number | null; deposited_amount: number | null }): FeeState {
  if (row.deposited_amount !== null) return 'deposited';
  return row.fee_amount ? 'waiting' : 'none';
}

export function toInstructorClass(row: Row): InstructorClass {
  return {
    id: row.id,
    name: row.name,
    organization: row.organization,
    place: row.place,
    // A class from before this step may have no dates: its creation day in Korea stands in.
    starts_on: row.starts_on ?? todayInKorea(row.created_at),
    ends_on: row.ends_on ?? row.starts_on ?? todayInKorea(row.created_at),
    capacity: row.capacity,
    memo: row.memo,
    managed: row.university_id !== null,
    state: classState(row),
    cancelled: row.cancelled_at ? { at: row.cancelled_at.toISOString(), reason: row.cancel_reason ?? '' } : null,
    participant_count: Number(row.participant_count ?? 0),
    fee: {
      state: feeState(row),
      amount: row.fee_amount,
      deposited_amount: row.deposited_amount,
      deposited_on: row.deposited_on,
    },
    tax:
      row.business_number && row.tax_updated_at
        ? {
            business_number: row.business_number,
            company_name: row.company_name ?? '',
            representative: row.representative ?? '',
            invoice_email: row.invoice_email ?? '',
            updated_at: row.tax_updated_at.toISOString(),
          }
        : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The instructor's classes, the latest first. */
export async function classesOf(db: Kysely<Database>, instructorId: number): Promise<InstructorClass[]> {
  const rows = await classRows(db)
    .where('uuc.university_user_id', '=', instructorId)
    .orderBy(sql`c.starts_on desc nulls last`)
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map(toInstructorClass);
}

/** One of the instructor's classes; another's (or none) is "not found", never "forbidden". */
export async function ownClass(db: Kysely<Database>, instructorId: number, classId: number): Promise<InstructorClass> {
  const row = await classRows(db)
    .where('uuc.university_user_id', '=', instructorId)
    .where('c.id', '=', classId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  return toInstructorClass(row);
}

/** The class's own row, made on first need (a class the administrator gave has none). */
export async function ensureInstructorRow(db: Kysely<Database>, found: InstructorClass): Promise<void> {
  await db
    .insertInto('instructor_class')
    .values({ class_id: found.id, organization: found.organization })
    .onConflict((oc) => oc.column('class_id').doNothing())
    .execute();
}
