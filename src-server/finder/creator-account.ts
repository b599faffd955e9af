import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Throws a 404 unless the id names a creator account: an unknown id, a brand and an account
 * without a role get the same answer. For writes that point at a creator (shortlist, invitations).
 */
export async function assertCreatorAccount(db: Kysely<Database>, id: string): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('role', '=', 'influencer')
    .executeTakeFirst();
  if (!row) throw new ApiError(ErrorCode.notFound, { message: 'No encontramos a ese creador.' });
}
