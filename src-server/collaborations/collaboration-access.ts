import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Collaboration } from '../../src-shared/domain/collaboration';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import { marketToday } from '../../src-shared/rules/market-calendar';
import type { Database, UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { sideOf } from '../proposals/proposal-access';
import {
  digestOf,
  findCollaboration,
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

/**
 * A collaboration with every item, version, timeline and figures, as answered after a read or a
 * move: given its row (already read by the party check) or its id (read again after a move).
 */
export async function answerCollaboration(
  db: Db,
  collaboration: string | CollaborationRecord,
  origin: string,
  now: Date,
): Promise<Collaboration> {
  const record =
    typeof collaboration === 'string' ? await findCollaboration(db, collaboration) : collaboration;
  if (!record) throw new ApiError(ErrorCode.notFound, { message: COLLABORATION_NOT_FOUND });
  const items = await itemsOf(db, record.id);
  const [detail, readable] = await Promise.all([
    itemsDetailOf(
      db,
      items.map((item) => item.id),
    ),
    readableNetworksOf(db, record.creator_id),
  ]);
  const digest = digestOf(items, marketToday(now));
  return serializeCollaboration(record, digest, { items, ...detail }, readable, origin);
}
