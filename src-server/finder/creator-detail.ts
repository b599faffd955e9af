import type { Kysely } from 'kysely';
import type { CreatorDetail } from '../../src-shared/domain/finder';
import { serializeBriefcaseItem } from '../briefcase/briefcase-serializer';
import { listInterests } from '../pricing/interest-repository';
import { serializeInterest } from '../pricing/interest-serializer';
import { listPrices } from '../pricing/price-repository';
import { serializePrice } from '../pricing/price-serializer';
import type { Database } from '../db/schema';
import { collaborationsOf } from '../proposals/collaborations';
import { detailNetworksOf } from './detail-networks';
import { cardFieldsOf, listedCreators } from './listed-creators';

type Db = Kysely<Database>;

/**
 * A creator's full profile as a brand opens it from the finder: the card's figures, bio,
 * languages, networks with trend and audience, portfolio in the creator's order, rate card,
 * interests, finished deals and whether `brandId` keeps the creator on its shortlist. undefined
 * for anyone the finder does not list. Eight queries whatever the creator holds, all but the
 * trend's two started at once. Counting the view is the caller's business (profile-views.ts),
 * so reading stays side-effect free.
 */
export async function creatorDetail(
  db: Db,
  creatorId: string,
  { origin, brandId, now }: { origin: string; brandId: string; now: Date },
): Promise<CreatorDetail | undefined> {
  const [head, networks, portfolio, prices, interests, collaborations] = await Promise.all([
    headOf(db, creatorId, brandId),
    detailNetworksOf(db, creatorId, now),
    db
      .selectFrom('briefcase_items')
      .selectAll()
      .where('user_id', '=', creatorId)
      .orderBy('position')
      .execute(),
    listPrices(db, creatorId),
    listInterests(db, creatorId),
    collaborationsOf(db, creatorId, origin),
  ]);
  if (!head) return undefined;
  return {
    ...cardFieldsOf(head, origin),
    networks,
    question_text: head.question_text,
    languages: [...(head.meta_info?.languages ?? [])],
    portfolio: portfolio.map((row) => serializeBriefcaseItem(row, origin)),
    prices: prices.map(serializePrice),
    interests: interests.map(serializeInterest),
    collaborations,
  };
}

/** The creator's finder row and profile, with the brand's shortlist row; undefined if unlisted. */
function headOf(db: Db, creatorId: string, brandId: string) {
  return listedCreators(db, brandId)
    .select(['u.question_text', 'u.meta_info'])
    .where('s.user_id', '=', creatorId)
    .executeTakeFirst();
}
