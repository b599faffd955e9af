import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Collaboration } from '../../src-shared/domain/collaboration';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import { marketToday } from '../../src-shared/rules/market-calendar';
import type { Database, UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { sideOf } from '../proposals/proposal-access';
import {
  findCollaboration,
  itemDigests,
  itemsDetailOf,
  itemsOf,
  type CollaborationRecord,
} from './collaboration-reads';
import { serializeCollaboration } from './collaboration-serializer';
import { readableNetworksOf } from './figures/readable-networks';

type Db = Kysely<Database>;

const COLLABORATION_NOT_FOUND = 'No encontramos esa colaboración.';
const ITEM_NOT_FOUND = 'No encontramos esa pieza de la colaboración.';

function isParty(
  record: { brand_owner_id: string; creator_id: string },
  side: ProposalSide | null,
  userId: string,
) {
  return (
    (side === 'brand' && record.brand_owner_id === userId) ||
    (side === 'creator' && record.creator_id === userId)
  );
}

/** A collaboration the user is a party to, and their side; anyone else gets an unknown id's 404. */
export async function partyCollaboration(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<{ collaboration: CollaborationRecord; side: ProposalSide }> {
  const collaboration = await findCollaboration(db, id);
  const side = sideOf(user.role);
  if (!collaboration || !side || !isParty(collaboration, side, user.id)) {
    throw new ApiError(ErrorCode.notFound, { message: COLLABORATION_NOT_FOUND });
  }
  return { collaboration, side };
}

/** An item of a collaboration the user is a party to (else 404), with their side. */
export async function partyItem(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  itemId: string,
): Promise<{ itemId: string; collaborationId: string; side: ProposalSide }> {
  const row = await db
    .selectFrom('collaboration_items as i')
    .innerJoin('collaborations as c', 'c.id', 'i.collaboration_id')
    .select(['i.id', 'i.collaboration_id', 'c.brand_owner_id', 'c.creator_id'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  const side = sideOf(user.role);
  if (!row || !side || !isParty(row, side, user.id)) {
    throw new ApiError(ErrorCode.notFound, { message: ITEM_NOT_FOUND });
  }
  return { itemId: row.id, collaborationId: row.collaboration_id, side };
}

/** A collaboration with every item, version, timeline and figures, as answered after a read or a move. */
export async function answerCollaboration(
  db: Db,
  id: string,
  origin: string,
  now: Date,
): Promise<Collaboration> {
  const record = await findCollaboration(db, id);
  if (!record) throw new ApiError(ErrorCode.notFound, { message: COLLABORATION_NOT_FOUND });
  const [items, digests, readable] = await Promise.all([
    itemsOf(db, id),
    itemDigests(db, [id], marketToday(now)),
    readableNetworksOf(db, record.creator_id),
  ]);
  const detail = await itemsDetailOf(
    db,
    items.map((item) => item.id),
  );
  return serializeCollaboration(record, digests.get(id)!, { items, ...detail }, readable, origin);
}
