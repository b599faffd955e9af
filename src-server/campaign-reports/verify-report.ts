import type { Kysely } from 'kysely';
import type { ReportVerifyAnswer } from '../../src-shared/domain/campaign-report';
import {
  canonicalReportFigures,
  reportFiguresDigest,
} from '../../src-shared/campaign-report/report-figures';
import type { ReportFigures } from '../../src-shared/domain/campaign-report';
import type { Database } from '../db/schema';
import { deletedEmail } from '../users/account-deletion';
import { liveReportFigures } from './live-report-figures';

/**
 * What a campaign report's code says: the brand and the creator it is about, when it was
 * exported and registered, the figures printed, the collaboration's figures now, and whether
 * they still are the same (the stored digest against the live figures'). Undefined for an unknown
 * code and for a brand account deleted since. Built key by key: nothing private (e-mail,
 * telephone, account or collaboration ids) can slip in.
 */
export async function verifyReport(
  db: Kysely<Database>,
  code: string,
): Promise<ReportVerifyAnswer | undefined> {
  const row = await db
    .selectFrom('campaign_report_exports as e')
    .innerJoin('collaborations as c', 'c.id', 'e.collaboration_id')
    .innerJoin('brands as b', 'b.id', 'c.brand_id')
    .innerJoin('users as creator', 'creator.id', 'c.creator_id')
    .innerJoin('users as exporter', 'exporter.id', 'e.user_id')
    .select([
      'e.code',
      'e.user_id',
      'e.exported_at',
      'e.registered_at',
      'e.figures',
      'e.digest',
      'c.id as collaboration_id',
      'c.price',
      'b.name as brand_name',
      'creator.first_name',
      'creator.last_name',
      'creator.vanity_name',
      // Only to recognise an anonymised account (account-deletion.ts); never answered.
      'exporter.email as exporter_email',
    ])
    .where('e.code', '=', code)
    .executeTakeFirst();
  if (!row || row.exporter_email === deletedEmail(row.user_id)) return undefined;
  const live = await liveReportFigures(db, { id: row.collaboration_id, price: row.price });
  return {
    code: row.code,
    brand: { name: row.brand_name },
    creator: {
      handle: row.vanity_name,
      name: `${row.first_name} ${row.last_name}`.trim() || (row.vanity_name ?? ''),
    },
    exported_at: new Date(row.exported_at).toISOString(),
    registered_at: new Date(row.registered_at).toISOString(),
    matches: row.digest === (await reportFiguresDigest(live)),
    printed: canonicalReportFigures(row.figures as ReportFigures),
    live,
  };
}
