import type { ActionItem } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config';
import { quotaDayStart, secondsToNextQuotaDay, type Turn, takeTurns } from '../db/quota';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

// The daily quotas of text generation (decision 019, issue 35), by what costs: a provider's calls
// per person, per QR link (all its guests together, so a guest who clears the cookie and joins
// again starts on the link's count, not a new one), per class, and per owner (the consultant or
// instructor whose link or class it is: all of theirs together, so a link without a class is capped
// too). The built-in composer costs CPU only: its drafts have their own, generous count per person
// and use none of the provider's.

export type GenerationLimit = 'user' | 'composer' | 'link' | 'class' | 'owner';

const kept = '내일 다시 만들 수 있습니다. 쓰던 글은 그대로 남아 있습니다.';
const messages: Record<GenerationLimit, string> = {
  user: `오늘 만들 수 있는 초안을 모두 만들었습니다. ${kept}`,
  composer: `오늘 자동 조합으로 만들 수 있는 초안을 모두 만들었습니다. ${kept}`,
  link: `오늘 이 QR 링크로 만들 수 있는 초안을 모두 만들었습니다. ${kept}`,
  class: `오늘 이 수업에서 만들 수 있는 초안을 모두 만들었습니다. ${kept}`,
  owner: `오늘 담당 강사나 상담사의 수업과 QR 링크를 모두 합쳐 만들 수 있는 초안을 다 만들었습니다. ${kept}`,
};

/** What a generation is for, as recorded (`text_generation`). */
export interface GenerationSubject {
  tool: ActionItem;
  runId: number;
  /** The answer item the text is for. */
  item: string;
  userId: number;
  classId: number | null;
  promptVersion: string;
}

/** A generation as recorded: what it is for, what writes it, and the size of what it was asked. */
export interface GenerationRecord extends GenerationSubject {
  generator: { kind: 'composer' | 'ai'; model: string };
  inputChars: number;
}

/** Who else answers for a person's generations: their QR link (a guest's) and the owners of it and of the class. */
async function scopesOf(db: Kysely<Database>, userId: number, classId: number | null, ai: boolean) {
  const user = await db
    .selectFrom('app_user as au')
    .leftJoin('guest_qr_token as q', 'q.id', 'au.guest_link_id')
    .select(['au.guest_link_id', 'q.university_user_id as link_owner'])
    .where('au.id', '=', userId)
    .executeTakeFirst();
  const assigned =
    ai && classId !== null
      ? await db
          .selectFrom('university_user_class')
          .select('university_user_id')
          .where('university_class_id', '=', classId)
          .execute()
      : [];
  const owners = new Set(assigned.map((row) => row.university_user_id));
  if (ai && user?.link_owner) owners.add(user.link_owner);
  return { linkId: user?.guest_link_id ?? null, owners: [...owners] };
}

/**
 * Records a generation about to be written, or refuses it with 429 naming the limit it reached.
 * Counted from the record and recorded in one statement, taking turns with every other generation
 * of the same scopes (db/quota.ts), so the counts hold under concurrent requests.
 */
export async function recordGeneration(
  db: Kysely<Database>,
  config: ServerConfig,
  record: GenerationRecord,
): Promise<number> {
  const ai = record.generator.kind === 'ai';
  const { linkId, owners } = await scopesOf(db, record.userId, record.classId, ai);
  const today = sql`g.created_at >= ${quotaDayStart}`;
  const providerToday = sql`g.generator = 'ai' and ${today}`;
  const count = (where: ReturnType<typeof sql>) =>
    sql<number>`(select count(*) from text_generation g where ${where})::integer`;
  const none = sql<number>`0`;
  // An owner's count: their links' generations, and their classes' that none of their links has counted.
  const ownerUsed =
    ai && owners.length > 0
      ? sql<number>`(select coalesce(max(
          ${count(sql`${providerToday} and g.guest_link_id in (
            select q.id from guest_qr_token q where q.university_user_id = o.id)`)}
          + ${count(sql`${providerToday} and g.university_class_id in (
            select c.university_class_id from university_user_class c where c.university_user_id = o.id)
            and not exists (select 1 from guest_qr_token q where q.id = g.guest_link_id and q.university_user_id = o.id)`)}
        ), 0) from unnest(array[${sql.join(owners.map((id) => sql`${id}::integer`))}]) as o(id))::integer`
      : none;
  const caps = {
    user: ai ? config.generationsPerDayUser : config.composerGenerationsPerDayUser,
    link: config.generationsPerDayLink,
    class: config.generationsPerDayClass,
    owner: config.generationsPerDayOwner,
  };
  const turns: Turn[] = [{ kind: 'generation-user', id: record.userId }];
  if (ai) {
    if (linkId !== null) turns.push({ kind: 'generation-link', id: linkId });
    if (record.classId !== null) turns.push({ kind: 'generation-class', id: record.classId });
    turns.push(...owners.map((id) => ({ kind: 'generation-owner' as const, id })));
  }
  const quota = await db.transaction().execute(async (trx) => {
    await takeTurns(trx, turns);
    const { rows } = await sql<{
      id: number | null;
      user_used: number;
      link_used: number;
      class_used: number;
      owner_used: number;
      retry_after: number;
    }>`
      with used as (
        select
          ${count(sql`g.user_id = ${record.userId} and g.generator = ${record.generator.kind} and ${today}`)} as user_used,
          ${ai && linkId !== null ? count(sql`g.guest_link_id = ${linkId} and ${providerToday}`) : none} as link_used,
          ${ai && record.classId !== null ? count(sql`g.university_class_id = ${record.classId} and ${providerToday}`) : none} as class_used,
          ${ownerUsed} as owner_used
      ), recorded as (
        insert into text_generation (action_item, run_id, item, user_id, university_class_id, guest_link_id,
          prompt_version, generator, model, input_chars)
        select ${record.tool}, ${record.runId}, ${record.item}, ${record.userId}, ${record.classId}, ${linkId},
          ${record.promptVersion}, ${record.generator.kind}, ${record.generator.model}, ${record.inputChars}
        from used
        where user_used < ${caps.user} and link_used < ${caps.link} and class_used < ${caps.class}
          and owner_used < ${caps.owner}
        returning id
      )
      select (select id from recorded) as id, user_used, link_used, class_used, owner_used,
        ${secondsToNextQuotaDay} as retry_after
      from used`.execute(trx);
    return rows[0];
  });
  if (quota?.id) return quota.id;
  const used = { user: quota?.user_used, link: quota?.link_used, class: quota?.class_used, owner: quota?.owner_used };
  const reached = (['user', 'link', 'class', 'owner'] as const).find((limit) => (used[limit] ?? 0) >= caps[limit]);
  const limit: GenerationLimit = reached === 'user' && !ai ? 'composer' : (reached ?? 'user');
  const retryAfter = Math.max(1, quota?.retry_after ?? 1);
  throw new ApiError(429, messages[limit], { limit, retry_after: retryAfter }, { 'Retry-After': String(retryAfter) });
}
