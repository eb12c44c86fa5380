import { AI_GIFT_TOOLS, ORDER_TERMS_VERSION } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { checkCharacter } from '../admin/couponCode';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';

export const DEMO_PASSWORD = 'demo1234!';
const SEEDED_KEY = 'demo_seeded_at';

/** What the demo data holds, printed at start and listed in the README. */
export interface DemoSummary {
  logins: { area: string; loginId: string; path: string }[];
  links: { what: string; path: string }[];
}

async function demoSummary(db: Kysely<Database>): Promise<DemoSummary> {
  const regional = await db
    .selectFrom('link_token')
    .select(['token', 'user_id'])
    .where('token', '=', 'demo-gwangju-01')
    .executeTakeFirst();
  return {
    logins: [
      { area: '관리자', loginId: 'admin', path: '/admin/login' },
      { area: '대학 담당자', loginId: 'univ', path: '/university/login' },
      { area: '상담사', loginId: 'consultant', path: '/consultant/login' },
      { area: '강사', loginId: 'instructor@demo.kr', path: '/login' },
      { area: '강사 (키트 구매 예시)', loginId: 'kit@demo.kr', path: '/login' },
    ],
    links: [
      { what: '사용자 링크', path: '/user/demo-student-01' },
      ...(regional ? [{ what: '지역(광주) 링크', path: `/gwangju/${regional.token}/${regional.user_id}` }] : []),
      { what: 'AI 선물 코드 DEMO-GIFT-2026', path: '/ai-gift/login' },
      { what: '게스트 자기소개서 QR', path: '/guest/self-introduce/qr/demo-guest-self' },
      { what: '게스트 심층 인터뷰 QR', path: '/guest/deepinter/qr/demo-guest-deep' },
    ],
  };
}

/**
 * Seeds the demo university once per database: a class with students (no results yet), one login
 * per area (password `demo1234!`), a user link, a regional link, an AI gift and two guest QR links.
 * Returns null when the database was seeded before.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<DemoSummary | null> {
  const seeded = await db.selectFrom('app_meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (seeded) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const university = await trx
      .insertInto('university')
      .values({ name: '한빛대학교', region: '광주' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A second university, so tenancy is visible from the first start: the instructor's class is there.
    const otherUniversity = await trx
      .insertInto('university')
      .values({ name: '새봄대학교', region: '서울' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const universityClass = await trx
      .insertInto('university_class')
      .values({ university_id: university.id, name: '2026학년도 2학기 진로설계', year: 2026 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('university_manager')
      .values({ university_id: university.id, login_id: 'univ', password_hash: passwordHash, name: '김지현' })
      .execute();
    const [consultant, instructor] = await trx
      .insertInto('university_user')
      .values([
        {
          university_id: university.id,
          type: 'CONSULTANT',
          login_id: 'consultant',
          email: 'consultant@demo.kr',
          password_hash: passwordHash,
          name: '박상담',
          phone: '010-1234-5678',
        },
        {
          university_id: null,
          type: 'INSTRUCTOR',
          login_id: 'instructor@demo.kr',
          email: 'instructor@demo.kr',
          password_hash: passwordHash,
          name: '이강사',
          phone: '010-2345-6789',
        },
      ])
      .returning('id')
      .execute();
    if (!consultant || !instructor) throw new Error('demo university users were not created');
    await trx
      .insertInto('university_user_class')
      .values({ university_user_id: consultant.id, university_class_id: universityClass.id })
      .execute();
    await trx
      .insertInto('admin_account')
      .values({ login_id: 'admin', password_hash: passwordHash, name: '운영 관리자' })
      .execute();
    const [first, second] = await trx
      .insertInto('app_user')
      .values(
        [
          ['최민준', '20260001', '경영학과'],
          ['정서연', '20260002', '컴퓨터공학과'],
          ['한도윤', '20260003', '경영학과'],
        ].map(([name, studentNumber, major]) => ({
          name: name as string,
          student_number: studentNumber as string,
          major: major as string,
          university_class_id: universityClass.id,
        })),
      )
      .returning('id')
      .execute();
    if (!first || !second) throw new Error('demo students were not created');
    const issuedBy = { university_user_id: consultant.id, university_class_id: universityClass.id };
    await trx
      .insertInto('link_token')
      .values([
        { token: 'demo-student-01', user_id: first.id, ...issuedBy },
        { token: 'demo-gwangju-01', user_id: second.id, region: 'gwangju', ...issuedBy },
      ])
      .execute();
    // A signed note the university can read, so the logs are not empty on a first start (decision 024).
    await trx
      .insertInto('consultant_log')
      .values({
        user_id: first.id,
        university_class_id: universityClass.id,
        university_id: university.id,
        author_id: consultant.id,
        action_item: 'general',
        session_on: sql<string>`(now() at time zone 'Asia/Seoul')::date - 3`,
        discussed: '학기 초 첫 상담. 전공(경영학)과 관심 분야가 맞는지 고민하고 있음.',
        observed: '마케팅 이야기를 할 때 예시를 많이 들며 적극적으로 말함.',
        agreed: '다음 상담 전까지 커리어 앵커 검사를 해 보기로 함.',
        visibility: 'university',
        status: 'signed',
        signed_at: sql<Date>`now()`,
      })
      .execute();
    // The instructor's class and its participants: whom the instructor runs tools for (decision 013).
    const instructorClass = await trx
      .insertInto('university_class')
      .values({
        university_id: otherUniversity.id,
        name: '이강사의 진로 특강',
        // Under way on the day of the seed (진행 중 on every run of the screens' baselines), and a
        // year long as a class can be (MAX_CLASS_DAYS).
        year: sql<number>`extract(year from (now() at time zone 'Asia/Seoul')::date - 91)::int`,
        starts_on: sql<string>`(now() at time zone 'Asia/Seoul')::date - 91`,
        ends_on: sql<string>`(now() at time zone 'Asia/Seoul')::date + 273`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('university_user_class')
      .values({ university_user_id: instructor.id, university_class_id: instructorClass.id })
      .execute();
    await seedInstructorClasses(trx, instructor.id, instructorClass.id);
    const [couponHolder] = await trx
      .insertInto('app_user')
      .values(
        [
          ['윤하람', '20261001'],
          ['서지우', '20261002'],
        ].map(([name, studentNumber]) => ({
          name: name as string,
          student_number: studentNumber as string,
          university_class_id: instructorClass.id,
        })),
      )
      .returning('id')
      .execute();
    if (!couponHolder) throw new Error('demo participants were not created');
    await seedKitInstructor(trx, otherUniversity.id, passwordHash);
    const redemption = await seedCouponGroup(trx, couponHolder.id);
    // Personality type must be granted (decision 016): the consultant's class has it, 윤하람 a
    // coupon, and 서지우 nothing, so the product's "not granted" path can be seen.
    await trx
      .insertInto('tool_grant')
      .values([
        { action_item: 'ptid', university_class_id: universityClass.id, source: 'class' },
        { action_item: 'ptid', user_id: couponHolder.id, source: 'coupon', coupon_redemption_id: redemption },
      ])
      .execute();
    await trx
      .insertInto('ai_gift')
      .values({ code: 'DEMO-GIFT-2026', title: '데모 AI 선물', tools: [...AI_GIFT_TOOLS] })
      .execute();
    await trx
      .insertInto('guest_qr_token')
      .values([
        {
          token: 'demo-guest-self',
          action_item: 'self-introduce',
          university_user_id: instructor.id,
          title: '자기소개서 특강 (데모)',
        },
        {
          token: 'demo-guest-deep',
          action_item: 'deepinter',
          university_user_id: instructor.id,
          title: '심층 인터뷰 연습 (데모)',
        },
      ])
      .execute();
    await trx.insertInto('app_meta').values({ key: SEEDED_KEY, value: new Date().toISOString() }).execute();
  });
  return demoSummary(db);
}

/**
 * A coupon group of three personality-type codes, one of them redeemed by `holderId` (decision 023),
 * so the console's coupon screens show a real group. Its codes and redemption time are fixed and its
 * days wide, so the screens look the same on every run; they are demo codes, known to anyone who reads this.
 * Returns the redemption, which the holder's grant names.
 */
async function seedCouponGroup(trx: Kysely<Database>, holderId: number): Promise<number> {
  const group = await trx
    .insertInto('coupon_group')
    .values({
      name: '데모 쿠폰: 성격 유형',
      tools: ['ptid'],
      uses_per_code: 1,
      valid_from: '2026-01-01',
      valid_until: '2030-12-31',
      code_count: 3,
      memo: '데모 데이터: 윤하람 님이 코드 하나를 등록했습니다.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const codes = ['DEM0C0VP0N00001', 'DEM0C0VP0N00002', 'DEM0C0VP0N00003'].map((data) => data + checkCharacter(data));
  const [used] = await trx
    .insertInto('coupon')
    .values(codes.map((code) => ({ group_id: group.id, code })))
    .returning('id')
    .execute();
  if (!used) throw new Error('demo coupon codes were not created');
  const redeemedAt = new Date('2026-03-03T01:30:00Z');
  await trx
    .updateTable('coupon')
    .set({ use_count: 1, redeemed_by: holderId, redeemed_at: redeemedAt })
    .where('id', '=', used.id)
    .execute();
  const { id } = await trx
    .insertInto('coupon_redemption')
    .values({ coupon_id: used.id, group_id: group.id, user_id: holderId, redeemed_at: redeemedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function printDemoSummary(summary: DemoSummary, baseUrl: string): void {
  console.log(`[server] 데모 데이터를 만들었습니다 (비밀번호는 모두 ${DEMO_PASSWORD}):`);
  for (const login of summary.logins)
    console.log(`  ${login.area.padEnd(8)} ${login.loginId.padEnd(20)} ${baseUrl}${login.path}`);
  for (const link of summary.links) console.log(`  ${link.what}: ${baseUrl}${link.path}`);
}

/**
 * The instructor's own work (decision 033): the university's class they teach with a fee not yet
 * paid, a school camp they registered, paid, with its tax data and two days in its log, and a
 * cancelled one. Fixed dates, so the screens read the same on every run (the camp is past, the
 * cancelled one is cancelled).
 */
async function seedInstructorClasses(trx: Kysely<Database>, instructorId: number, universityClassId: number) {
  await trx
    .insertInto('instructor_class')
    .values({ class_id: universityClassId, organization: '새봄대학교', place: '인문관 204호', fee_amount: 800_000 })
    .execute();
  const own = [
    { name: '솔빛고 2학년 진로 캠프', starts_on: '2026-07-20', ends_on: '2026-07-21', capacity: 30 },
    { name: '겨울방학 진로 특강', starts_on: '2026-12-28', ends_on: '2026-12-29', capacity: 20 },
  ];
  const [camp, winter] = await trx
    .insertInto('university_class')
    .values(own.map((found) => ({ university_id: null, year: 2026, ...found })))
    .returning('id')
    .execute();
  if (!camp || !winter) throw new Error('demo instructor classes were not created');
  await trx
    .insertInto('university_user_class')
    .values([camp, winter].map((found) => ({ university_user_id: instructorId, university_class_id: found.id })))
    .execute();
  await trx.updateTable('university_class').set({ active: false }).where('id', '=', winter.id).execute();
  await trx
    .insertInto('instructor_class')
    .values([
      {
        class_id: camp.id,
        organization: '솔빛고등학교',
        place: '솔빛고 시청각실',
        fee_amount: 450_000,
        deposited_amount: 450_000,
        deposited_on: '2026-08-05',
        deposit_processed_at: new Date('2026-08-05T03:00:00Z'),
        // A made-up number whose check digit holds; the company is fictional.
        business_number: '1234567891',
        company_name: '솔빛고등학교',
        representative: '김교장',
        invoice_email: 'office@solbit-high.demo.kr',
        tax_updated_at: new Date('2026-07-10T01:00:00Z'),
      },
      {
        class_id: winter.id,
        organization: '푸른청소년센터',
        fee_amount: 300_000,
        cancelled_at: new Date('2026-11-02T05:00:00Z'),
        cancel_reason: '기관 사정으로 일정이 취소되었습니다.',
      },
    ])
    .execute();
  // The camp's two days in the class log: what its report prints under "수업 기록".
  await trx
    .insertInto('class_log_entry')
    .values([
      {
        class_id: camp.id,
        day: '2026-07-20',
        title: '1일차: 나를 알아보기',
        note: '코어 컬러링으로 지금의 나와 되고 싶은 나를 색칠하고, 두 사람씩 서로의 결과를 이야기함.',
      },
      {
        class_id: camp.id,
        day: '2026-07-21',
        title: '2일차: 일에서 놓지 않을 것',
        note: '커리어 앵커의 여덟 가치를 소개하고, 조별로 각자의 닻을 한 문장으로 발표함.',
      },
    ])
    .execute();
}

/**
 * A second instructor with a class of their own, who buys kits (decision 032): the purchase
 * journey is theirs, so the first instructor's participants stay without ptid until a kit is bought.
 */
async function seedKitInstructor(trx: Kysely<Database>, universityId: number, passwordHash: string) {
  const instructor = await trx
    .insertInto('university_user')
    .values({
      university_id: null,
      type: 'INSTRUCTOR',
      login_id: 'kit@demo.kr',
      email: 'kit@demo.kr',
      password_hash: passwordHash,
      name: '최강사',
      phone: '010-3456-7890',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kitClass = await trx
    .insertInto('university_class')
    .values({ university_id: universityId, name: '최강사의 주말 진로 캠프', year: 2026 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('university_user_class')
    .values({ university_user_id: instructor.id, university_class_id: kitClass.id })
    .execute();
  await trx
    .insertInto('app_user')
    .values(
      [
        ['한지민', '20262001'],
        ['오세훈', '20262002'],
      ].map(([name, studentNumber]) => ({
        name: name as string,
        student_number: studentNumber as string,
        university_class_id: kitClass.id,
      })),
    )
    .execute(); // An order made two hours ago and never paid: the history shows it 만료, with no 결제하기 (decision 040).
  const tenKit = await trx
    .selectFrom('kit')
    .select(['id', 'name', 'uses', 'price'])
    .where('uses', '=', 10)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('kit_order')
    .values({
      order_no: 'KIT-demo-unpaid-expired',
      instructor_id: instructor.id,
      kit_id: tenKit.id,
      quantity: 1,
      order_name: tenKit.name,
      amount: tenKit.price,
      uses: tenKit.uses,
      gateway: 'sandbox',
      terms_version: ORDER_TERMS_VERSION,
      terms_agreed_at: sql<Date>`now() - interval '2 hours'`,
    })
    .execute();
  // `created_at` is the database's at insert; the demo's is two hours back.
  await sql`update kit_order set created_at = now() - interval '2 hours' where order_no = 'KIT-demo-unpaid-expired'`.execute(
    trx,
  );
}
