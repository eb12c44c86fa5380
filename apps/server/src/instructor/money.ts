import type { FeeTotals, InstructorClass, InstructorDashboard } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { kitUsesLeftOfAll } from '../commerce/orders';
import type { Database } from '../db/schema';
import { requireWithin } from '../http/domains';
import { ApiError } from '../http/errors';
import { fieldError } from '../people/fields';
import { classesOf, ensureInstructorRow, messages, ownClass } from './classes';

// What the instructor's classes pay (decision 033): the agreed lecture fee, its deposit (entered by
// the instructor when the money is in the bank, one conditional update), the tax invoice data, a
// statement over a period, and the dashboard.

/**
 * Marks the fee as deposited: once; a second mark is refused, not added (undo first to correct it).
 * A deposit is never more than the agreed fee (the fee is corrected first when more came in), and
 * the update holds it to the fee stored at that moment, so a fee lowered meanwhile cannot be passed.
 */
export async function processDeposit(
  db: Kysely<Database>,
  instructorId: number,
  body: { class_id: number } & ({ action: 'deposit'; amount: number; deposited_on: string } | { action: 'undo' }),
): Promise<InstructorClass> {
  const found = await ownClass(db, instructorId, body.class_id);
  await ensureInstructorRow(db, found);
  const update = db.updateTable('instructor_class').where('class_id', '=', found.id);
  if (body.action === 'undo') {
    const undone = await update
      .set({ deposited_amount: null, deposited_on: null, deposit_processed_at: null, updated_at: sql<Date>`now()` })
      .where('deposited_amount', 'is not', null)
      .executeTakeFirst();
    if (Number(undone.numUpdatedRows) === 0) throw new ApiError(409, messages.notDeposited);
    return ownClass(db, instructorId, found.id);
  }
  if (found.fee.deposited_amount !== null) throw new ApiError(409, messages.alreadyDeposited);
  requireDepositWithinFee(body.amount, found.fee.amount);
  const marked = await update
    .set({
      deposited_amount: body.amount,
      deposited_on: body.deposited_on,
      deposit_processed_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('deposited_amount', 'is', null)
    .where('fee_amount', '>=', body.amount)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) {
    // Another tab marked it, or changed the fee, since it was read: say which.
    const now = await ownClass(db, instructorId, found.id);
    if (now.fee.deposited_amount !== null) throw new ApiError(409, messages.alreadyDeposited);
    requireDepositWithinFee(body.amount, now.fee.amount);
    throw new ApiError(409, messages.feeChanged);
  }
  return ownClass(db, instructorId, found.id);
}

function requireDepositWithinFee(amount: number, fee: number | null): void {
  if (fee === null) throw fieldError(400, 'amount', messages.noFee);
  requireWithin('amount', amount, { max: fee }, messages.overFee(fee));
}

export async function updateTax(
  db: Kysely<Database>,
  instructorId: number,
  body: {
    class_id: number;
    business_number: string;
    company_name: string;
    representative: string;
    invoice_email: string;
  },
): Promise<InstructorClass> {
  const found = await ownClass(db, instructorId, body.class_id);
  await ensureInstructorRow(db, found);
  await db
    .updateTable('instructor_class')
    .set({
      business_number: body.business_number,
      company_name: body.company_name,
      representative: body.representative,
      invoice_email: body.invoice_email,
      tax_updated_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('class_id', '=', found.id)
    .execute();
  return ownClass(db, instructorId, found.id);
}

/** Classes (not cancelled) that start within the period, and what their fees came to. */
export async function feeStatement(
  db: Kysely<Database>,
  instructorId: number,
  period: { from: string; to: string },
): Promise<{ classes: InstructorClass[]; totals: FeeTotals }> {
  const classes = (await classesOf(db, instructorId)).filter(
    (found) => found.state !== 'cancelled' && found.starts_on >= period.from && found.starts_on <= period.to,
  );
  return { classes, totals: totalsOf(classes) };
}

export function totalsOf(classes: readonly InstructorClass[]): FeeTotals {
  const charged = classes.filter((found) => found.state !== 'cancelled');
  const agreed = charged.reduce((total, found) => total + (found.fee.amount ?? 0), 0);
  const deposited = charged.reduce((total, found) => total + (found.fee.deposited_amount ?? 0), 0);
  const outstanding = charged
    .filter((found) => found.fee.state === 'waiting')
    .reduce((total, found) => total + (found.fee.amount ?? 0), 0);
  return { classes: charged.length, agreed, deposited, outstanding };
}

export async function dashboardOf(
  db: Kysely<Database>,
  instructorId: number,
  period: { from: string; to: string },
): Promise<InstructorDashboard> {
  const all = await classesOf(db, instructorId);
  // A class belongs to the period when it overlaps it.
  const inPeriod = all.filter((found) => found.starts_on <= period.to && found.ends_on >= period.from);
  const count = (state: InstructorClass['state']) => inPeriod.filter((found) => found.state === state).length;
  const [tools, kitUsesLeft] = await Promise.all([
    db
      .selectFrom('tool_run')
      .select([
        'action_item',
        sql<number>`count(*)::int`.as('started'),
        sql<number>`(count(*) filter (where status = 'completed'))::int`.as('finished'),
      ])
      .where('started_by', '=', instructorId)
      .where(
        sql<boolean>`(created_at at time zone 'Asia/Seoul')::date between ${period.from}::date and ${period.to}::date`,
      )
      .groupBy('action_item')
      .orderBy('started', 'desc')
      .orderBy('action_item')
      .execute(),
    kitUsesLeftOfAll(db, instructorId),
  ]);
  const next = all
    .filter((found) => found.state === 'upcoming' || found.state === 'ongoing')
    .sort((a, b) => (a.starts_on < b.starts_on ? -1 : a.starts_on > b.starts_on ? 1 : a.id - b.id))
    .slice(0, 3);
  return {
    from: period.from,
    to: period.to,
    classes: {
      upcoming: count('upcoming'),
      ongoing: count('ongoing'),
      finished: count('finished'),
      cancelled: count('cancelled'),
    },
    participants: inPeriod
      .filter((found) => found.state !== 'cancelled')
      .reduce((total, found) => total + found.participant_count, 0),
    tools,
    fees: totalsOf(inPeriod),
    kit_uses_left: kitUsesLeft,
    next_classes: next,
  };
}
