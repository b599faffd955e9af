import type { Kysely } from 'kysely';
import type { KitFigures } from '../../src-shared/domain/media-kit';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface KitExportRow {
  code: string;
  user_id: string;
  exported_at: Date;
  registered_at: Date;
  figures: KitFigures;
  digest: string;
}

export interface NewKitExport {
  code: string;
  userId: string;
  exportedAt: Date;
  registeredAt: Date;
  figures: KitFigures;
  digest: string;
}

/**
 * Stores one export under its code, or leaves the row that already holds the code alone. Answers
 * the row now stored under the code and whether this call wrote it; two calls racing on one code
 * both see the same winner.
 */
export async function insertKitExport(
  db: Db,
  record: NewKitExport,
): Promise<{ row: KitExportRow; created: boolean }> {
  const inserted = await db
    .insertInto('media_kit_exports')
    .values({
      code: record.code,
      user_id: record.userId,
      exported_at: record.exportedAt,
      registered_at: record.registeredAt,
      figures: jsonb(record.figures),
      digest: record.digest,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await findKitExport(db, record.code);
  // The row cannot go away in between but for its creator's deletion (the cascade).
  if (!existing) throw new Error(`media kit export ${record.code} vanished after a conflict`);
  return { row: existing, created: false };
}

export async function findKitExport(db: Db, code: string): Promise<KitExportRow | undefined> {
  return db.selectFrom('media_kit_exports').selectAll().where('code', '=', code).executeTakeFirst();
}
