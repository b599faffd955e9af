import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type {
  ReportExportRecordInput,
  ReportExportRecorded,
} from '../../src-shared/domain/campaign-report';
import {
  canonicalReportFigures,
  reportFiguresDigest,
} from '../../src-shared/campaign-report/report-figures';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { genericValidationMessages, translateValidationKey } from '../http/messages';
import { EXPORTED_AT_MAX_AHEAD_MS } from '../media-kit/record-kit-export';
import { insertReportExport } from './report-export-repository';

export const REPORT_CODE_TAKEN_MESSAGE =
  'Ese código de verificación ya se usó para otro reporte de campaña. Genera un código nuevo.';

export const COLLABORATION_NOT_FOUND_MESSAGE = 'No encontramos esa colaboración.';

function exportedAtError(key: string): ApiError {
  return new ApiError(ErrorCode.validation, {
    message: genericValidationMessages.summary,
    fields: { exported_at: [translateValidationKey(key)] },
  });
}

/**
 * The instant an ISO timestamp names. The shared schema checks its form; this also refuses days
 * that do not exist (a 31 February would otherwise roll over to March) and times ahead of the
 * server's clock by more than a desktop's drift.
 */
function exportedInstant(iso: string, now: Date): Date {
  const date = new Date(iso);
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  if (Number.isNaN(date.getTime()) || calendar.getUTCDate() !== day) {
    throw exportedAtError('validation.dateInvalid');
  }
  if (date.getTime() > now.getTime() + EXPORTED_AT_MAX_AHEAD_MS) {
    throw exportedAtError('validation.exportedAtFuture');
  }
  return date;
}

/**
 * Records one export of a brand's campaign report under the code the desktop printed on it.
 * Only the collaboration's brand owner may: anyone else (the creator included) learns nothing of
 * it, a 404 as for a collaboration that does not exist. The digest is taken here, over the
 * figures received in their canonical form. Sending the same code again for the same
 * collaboration and figures (a retry after a lost answer, the next sync of an offline export)
 * answers the stored record and writes nothing; the code held by another export is a 409.
 */
export async function recordReportExport(
  db: Kysely<Database>,
  userId: string,
  input: ReportExportRecordInput,
  now: Date,
): Promise<{ recorded: ReportExportRecorded; created: boolean }> {
  const exportedAt = exportedInstant(input.exported_at, now);
  const collaboration = await db
    .selectFrom('collaborations')
    .select(['id'])
    .where('id', '=', input.collaboration_id)
    .where('brand_owner_id', '=', userId)
    .executeTakeFirst();
  if (!collaboration) {
    throw new ApiError(ErrorCode.notFound, { message: COLLABORATION_NOT_FOUND_MESSAGE });
  }
  // Stored in canonical form so the verify answer shows them as they were digested.
  const figures = canonicalReportFigures(input.figures);
  const digest = await reportFiguresDigest(figures);
  const { row, created } = await insertReportExport(db, {
    code: input.code,
    collaborationId: collaboration.id,
    userId,
    exportedAt,
    registeredAt: now,
    figures,
    digest,
  });
  if (
    !created &&
    (row.user_id !== userId || row.collaboration_id !== collaboration.id || row.digest !== digest)
  ) {
    throw new ApiError(ErrorCode.idempotencyConflict, { message: REPORT_CODE_TAKEN_MESSAGE });
  }
  return {
    recorded: {
      code: row.code,
      collaboration_id: row.collaboration_id,
      exported_at: new Date(row.exported_at).toISOString(),
      registered_at: new Date(row.registered_at).toISOString(),
      digest: row.digest,
    },
    created,
  };
}
