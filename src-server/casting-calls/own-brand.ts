import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Throws a 404 unless `brandId` is one of the caller's brands: someone else's brand and an unknown
 * one get the same answer, so no answer tells which ids exist.
 */
export async function assertOwnBrand(
  db: Kysely<Database>,
  ownerId: string,
  brandId: string,
): Promise<void> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('id', '=', brandId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!brand) {
    throw new ApiError(ErrorCode.notFound, {
      message: 'No encontramos esa marca entre las tuyas.',
    });
  }
}
