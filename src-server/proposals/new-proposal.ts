import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ProposalInput } from '../../src-shared/domain/proposal';
import { DEFAULT_REVISION_ROUNDS } from '../../src-shared/domain/collaboration';
import { assertOwnBrand } from '../casting-calls/own-brand';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { translateValidationKey } from '../http/messages';
import type { NewProposal } from './proposal-writes';

type Db = Kysely<Database>;

/**
 * Checks who a brand's proposal is between and returns it ready to insert: the brand must be the
 * caller's and the creator a creator account (else 404, as for unknown ids). An application,
 * when named, must be of one of the caller's calls (else 404) and an accepted one of this creator
 * (else a 400 on `application_id`, since the caller can see what it is).
 */
export async function newProposalOf(
  db: Db,
  ownerId: string,
  input: ProposalInput,
  platformFeeBasisPoints: number,
): Promise<NewProposal> {
  const brandId = input.brand_id.toLowerCase();
  const creatorId = input.creator_id.toLowerCase();
  await assertOwnBrand(db, ownerId, brandId);

  const creator = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', creatorId)
    .where('role', '=', 'influencer')
    .executeTakeFirst();
  if (!creator) {
    throw new ApiError(ErrorCode.notFound, { message: 'No encontramos a ese creador.' });
  }

  let applicationId: string | null = null;
  if (input.application_id !== undefined) {
    applicationId = input.application_id.toLowerCase();
    const application = await db
      .selectFrom('casting_applications')
      .innerJoin('casting_calls', 'casting_calls.id', 'casting_applications.casting_call_id')
      .select(['casting_applications.creator_id', 'casting_applications.status'])
      .where('casting_applications.id', '=', applicationId)
      .where('casting_calls.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!application) {
      throw new ApiError(ErrorCode.notFound, { message: 'No encontramos esa postulación.' });
    }
    if (application.creator_id !== creatorId || application.status !== 'accepted') {
      throw new ApiError(ErrorCode.validation, {
        fields: { application_id: [translateValidationKey('validation.applicationInvalid')] },
      });
    }
  }

  const { deliverables, price, start_date, end_date, message } = input;
  const revision_rounds = input.revision_rounds ?? DEFAULT_REVISION_ROUNDS;
  return {
    brandId,
    brandOwnerId: ownerId,
    creatorId,
    applicationId,
    terms: { deliverables, price, start_date, end_date, message, revision_rounds },
    platformFeeBasisPoints,
  };
}
