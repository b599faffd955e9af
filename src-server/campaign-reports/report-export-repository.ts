import type { Kysely } from 'kysely';
import type { ReportFigures } from '../../src-shared/domain/campaign-report';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface ReportExportRow {
  code: string;
  collaboration_id: string;
  user_id: string;
  exported_at: Date;
  registered_at: Date;
  figures: ReportFigures;
  digest: string;
}

export interface NewReportExport {
  code: string;
  collaborationId: string;
  userId: string;
  exportedAt: Date;
  registeredAt: Date;
  figures: ReportFigures;
  digest: string;
}

/**
 * Stores one export under its code, or leaves the row that already holds the code alone. Answers
 * the row now stored under the code and whether this call wrote it; two calls racing on one code
 * both see the same winner.
 */
export async function insertReportExport(
  db: Db,
  record: NewReportExport,
): Promise<{ row: ReportExportRow; created: boolean }> {
  const inserted = await db
    .insertInto('campaign_report_exports')
    .values({
      code: record.code,
      collaboration_id: record.collaborationId,
      user_id: record.userId,
      exported_at: record.exportedAt,
      registered_at: record.registeredAt,
      figures: jsonb(record.figures),
      digest: record.digest,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted as ReportExportRow, created: true };
  const existing = await findReportExport(db, record.code);
  // The row cannot go away in between but for its collaboration's deletion (the cascade).
  if (!existing) throw new Error(`campaign report export ${record.code} vanished after a conflict`);
  return { row: existing, created: false };
}

export async function findReportExport(db: Db, code: string): Promise<ReportExportRow | undefined> {
  const row = await db
    .selectFrom('campaign_report_exports')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  return row as ReportExportRow | undefined;
}
