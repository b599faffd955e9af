import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { KitExportRecordInput } from '../../src-shared/domain/media-kit';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { genericValidationMessages, translateValidationKey } from '../http/messages';
import { insertKitExport } from './export-repository';
import { canonicalFigures, kitDigest } from './kit-digest';

/** Desktop clocks drift; an export stamped a little ahead of the server's clock is still fine. */
export const EXPORTED_AT_MAX_AHEAD_MS = 5 * 60_000;

export const KIT_CODE_TAKEN_MESSAGE =
  'Ese código de verificación ya se usó para otro media kit. Genera un código nuevo.';

/** What `POST /api/v3/media-kit/exports/` answers: the record as stored under the code. */
export interface KitExportRecorded {
  code: string;
  exported_at: string;
  registered_at: string;
  /** Hex SHA-256 of the canonical figures, the one a verification compares. */
  digest: string;
}

function exportedAtError(key: string): ApiError {
  return new ApiError(ErrorCode.validation, {
    message: genericValidationMessages.summary,
    fields: { exported_at: [translateValidationKey(key)] },
  });
}

/**
 * The instant an ISO timestamp names. The shared schema checks its form; this also refuses days
 * that do not exist (a 31 February would otherwise roll over to March).
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
 * Records one export of a creator's kit under the code the desktop printed on it. The digest is
 * taken here, over the figures received. Sending the same code again for the same creator and
 * figures (a retry after a lost answer, or the next sync of an offline export) answers the
 * stored record and writes nothing; the code held by another creator or by other figures is a
 * 409, and the desktop picks another code.
 */
export async function recordKitExport(
  db: Kysely<Database>,
  userId: string,
  input: KitExportRecordInput,
  now: Date,
): Promise<{ recorded: KitExportRecorded; created: boolean }> {
  const exportedAt = exportedInstant(input.exported_at, now);
  const digest = kitDigest(input.figures);
  const { row, created } = await insertKitExport(db, {
    code: input.code,
    userId,
    exportedAt,
    registeredAt: now,
    // Stored in canonical order so the verify answer shows them as they were digested.
    figures: canonicalFigures(input.figures),
    digest,
  });
  if (!created && (row.user_id !== userId || row.digest !== digest)) {
    throw new ApiError(ErrorCode.idempotencyConflict, { message: KIT_CODE_TAKEN_MESSAGE });
  }
  return {
    recorded: {
      code: row.code,
      exported_at: new Date(row.exported_at).toISOString(),
      registered_at: new Date(row.registered_at).toISOString(),
      digest: row.digest,
    },
    created,
  };
}
