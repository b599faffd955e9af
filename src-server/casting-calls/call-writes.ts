import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CastingCallInput, CastingCallStatus } from '../../src-shared/domain/casting-call';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';
import { recordHashtagUses } from '../hashtags/hashtag-counts';

type Db = Kysely<Database>;

/** The columns a brand writes; brand_id is set on its own (create, edit, edit-brand). */
function contentOf(input: CastingCallInput) {
  return {
    brand_id: input.brand_id,
    title: input.title,
    brief: input.brief,
    networks: jsonb(input.networks),
    content_types: jsonb(input.content_types),
    budget_min: input.budget_min,
    budget_max: input.budget_max,
    country: input.country,
    categories: jsonb(input.categories),
    deadline: input.deadline,
  };
}

/** A new call is a draft: nobody sees it until it is published. */
export async function insertCall(
  db: Db,
  ownerId: string,
  input: CastingCallInput,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('casting_calls')
    .values({
      id,
      owner_id: ownerId,
      ...contentOf(input),
      status: 'draft',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await recordHashtagUses(db, [{ before: '', after: input.brief }], now);
  return id;
}

/**
 * Edits and brand changes apply only while the call is not closed, checked in the UPDATE itself:
 * false means it closed meanwhile.
 */
export async function updateCallContent(
  db: Db,
  id: string,
  input: CastingCallInput,
  now: Date,
): Promise<boolean> {
  const old = await db
    .selectFrom('casting_calls')
    .select('brief')
    .where('id', '=', id)
    .executeTakeFirst();
  const result = await db
    .updateTable('casting_calls')
    .set({ ...contentOf(input), updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'closed')
    .executeTakeFirst();
  const saved = Number(result.numUpdatedRows) === 1;
  if (saved) await recordHashtagUses(db, [{ before: old?.brief ?? '', after: input.brief }], now);
  return saved;
}

export async function updateCallBrand(
  db: Db,
  id: string,
  brandId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('casting_calls')
    .set({ brand_id: brandId, updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'closed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Moves a call from `from` to `to`; false when its status changed meanwhile (another request won),
 * so the caller reads it again instead of overwriting a newer state.
 */
export async function moveCallStatus(
  db: Db,
  id: string,
  from: CastingCallStatus,
  to: CastingCallStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('casting_calls')
    .set({
      status: to,
      updated_at: now,
      ...(to === 'open' ? { published_at: now } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
