import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type {
  ApplicationStatus,
  CastingApplicationInput,
} from '../../src-shared/domain/casting-call';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

type Db = Kysely<Database>;

/**
 * Records a creator's application. The unique (call, creator) constraint decides a second one,
 * so two taps at once cannot both get in: the loser is a 409 `already_applied`.
 */
export async function insertApplication(
  db: Db,
  callId: string,
  creatorId: string,
  input: CastingApplicationInput,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  try {
    await db
      .insertInto('casting_applications')
      .values({
        id,
        casting_call_id: callId,
        creator_id: creatorId,
        price: input.price,
        message: input.message,
        status: 'applied',
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ErrorCode.alreadyApplied);
    throw error;
  }
  return id;
}

/** Moves an application from `from` to `to`; false when another decision got there first. */
export async function moveApplicationStatus(
  db: Db,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('casting_applications')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
