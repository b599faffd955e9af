import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { CastingApplication, CastingCall } from '../../src-shared/domain/casting-call';
import type { Database, UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { applicationsOfCreator } from './application-records';
import { findCall, type CallRecord } from './call-records';
import { invitationsOf } from './invitation-records';
import { serializeApplication, serializeCall } from './serializers';

type Db = Kysely<Database>;
type Viewer = Pick<UserRow, 'id' | 'role'>;

const CALL_NOT_FOUND = 'No encontramos ese casting.';

/** The caller's own call; someone else's and an unknown id are the same 404. */
export async function ownCall(db: Db, ownerId: string, id: string): Promise<CallRecord> {
  const call = await findCall(db, id);
  if (!call || call.owner_id !== ownerId) {
    throw new ApiError(ErrorCode.notFound, { message: CALL_NOT_FOUND });
  }
  return call;
}

/**
 * A call the viewer may read: the owner any time; a creator an open call, or one they applied
 * to (so "my applications" can still open a call that closed since). Everything else is a 404.
 */
export async function readableCall(db: Db, viewer: Viewer, id: string): Promise<CallRecord> {
  const call = await findCall(db, id);
  if (call && call.owner_id === viewer.id) return call;
  if (call && viewer.role === 'influencer') {
    if (call.status === 'open') return call;
    const [mine] = await applicationsOfCreator(db, viewer.id, [call.id]);
    if (mine) return call;
  }
  throw new ApiError(ErrorCode.notFound, { message: CALL_NOT_FOUND });
}

/**
 * Calls as the viewer sees them: a creator's with their own application, if any, and when the
 * brand invited them (issue 14).
 */
export async function answerCalls(
  db: Db,
  viewer: Viewer,
  rows: readonly CallRecord[],
  origin: string,
): Promise<CastingCall[]> {
  const mine = new Map<string, CastingApplication>();
  let invited = new Map<string, Date>();
  if (viewer.role === 'influencer') {
    const ids = rows.map((row) => row.id);
    const [applications, invitations] = await Promise.all([
      applicationsOfCreator(db, viewer.id, ids),
      invitationsOf(db, viewer.id, ids),
    ]);
    for (const application of applications) {
      mine.set(application.casting_call_id, serializeApplication(application, origin));
    }
    invited = invitations;
  }
  return rows.map((row) =>
    serializeCall(row, origin, mine.get(row.id) ?? null, invited.get(row.id) ?? null),
  );
}

/** One call as the viewer sees it, read again after a change. */
export async function answerCall(
  db: Db,
  viewer: Viewer,
  id: string,
  origin: string,
): Promise<CastingCall> {
  const row = await findCall(db, id);
  if (!row) throw new ApiError(ErrorCode.notFound, { message: CALL_NOT_FOUND });
  const [call] = await answerCalls(db, viewer, [row], origin);
  if (!call) throw new ApiError(ErrorCode.notFound, { message: CALL_NOT_FOUND });
  return call;
}
