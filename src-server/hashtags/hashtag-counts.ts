import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { extractHashtags, foldText } from '../../src-shared/rules/hashtags';

/** A text the marketplace wrote: what it said before (empty for a new one) and now. */
export interface TextChange {
  before: string;
  after: string;
}

/**
 * Counts the hashtags a write added: each text counts a tag once, and a text saved again counts
 * only the tags it did not have before (a post read again, a brief edited). A tag an edit drops
 * keeps its count: `uses` ranks suggestions by how much a tag was used, it is not an inventory.
 */
export async function recordHashtagUses(
  db: Kysely<Database>,
  changes: readonly TextChange[],
  now: Date,
): Promise<void> {
  const added = new Map<string, number>();
  for (const { before, after } of changes) {
    if (!after.includes('#')) continue;
    const old = new Set(before.includes('#') ? extractHashtags(before) : []);
    for (const tag of extractHashtags(after)) {
      if (!old.has(tag)) added.set(tag, (added.get(tag) ?? 0) + 1);
    }
  }
  if (added.size === 0) return;
  // In one order, so two writers adding the same tags lock their rows in the same sequence.
  const rows = [...added.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([tag, uses]) => ({ tag, folded: foldText(tag), uses, updated_at: now }));
  await db
    .insertInto('hashtags')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('tag').doUpdateSet((eb) => ({
        uses: eb(eb.ref('hashtags.uses'), '+', eb.ref('excluded.uses')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
