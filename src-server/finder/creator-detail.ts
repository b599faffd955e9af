import type { Kysely } from 'kysely';
import type { CreatorDetail } from '../../src-shared/domain/finder';
import { listInterests } from '../briefcase/interest-repository';
import { serializeInterest } from '../briefcase/interest-serializer';
import { listPrices } from '../briefcase/price-repository';
import { serializePrice } from '../briefcase/price-serializer';
import type { Database } from '../db/schema';
import { collaborationsOf } from '../proposals/collaborations';
import { creatorCards } from './creator-cards';

/**
 * A creator's full profile as a brand opens it from the finder: the card plus bio, languages,
 * rate card, interests and finished deals. undefined for anyone the finder does not list.
 * Counting the view is the caller's business (profile-views.ts), so reading stays side-effect free.
 */
export async function creatorDetail(
  db: Kysely<Database>,
  creatorId: string,
  origin: string,
): Promise<CreatorDetail | undefined> {
  const [card] = await creatorCards(db, [creatorId], origin);
  if (!card) return undefined;
  const [user, prices, interests, collaborations] = await Promise.all([
    db
      .selectFrom('users')
      .select(['question_text', 'meta_info'])
      .where('id', '=', creatorId)
      .executeTakeFirstOrThrow(),
    listPrices(db, creatorId),
    listInterests(db, creatorId),
    collaborationsOf(db, creatorId, origin),
  ]);
  return {
    ...card,
    question_text: user.question_text,
    languages: [...(user.meta_info?.languages ?? [])],
    prices: prices.map(serializePrice),
    interests: interests.map(serializeInterest),
    collaborations,
  };
}
