import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { authOf } from '../auth/auth-plugin';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { envelope } from '../http/envelope';
import { ApiError } from '../http/errors';
import { recordIdOf, type RecordIdParams } from './brands/record-id';

export interface DeleteOwnRecord<Removed> {
  /** Fastify's path, with `:id`. */
  path: string;
  /** Who may ask: sign-in first, then the route's permission or role checks. */
  onRequest: onRequestAsyncHookHandler[];
  /** Deletes the row when `userId` owns it; anything falsy means there was none to delete. */
  remove(
    db: Kysely<Database>,
    userId: string,
    id: string,
  ): Promise<Removed | false | null | undefined>;
  /** Work that follows a removal (its files); the row is already gone. */
  afterRemoval?(removed: Removed, request: FastifyRequest): Promise<void>;
}

/**
 * `DELETE …/{id}` of a row the signed-in account owns. Someone else's, unknown and malformed ids
 * are the same 404 and nothing changes: the answer never tells which.
 */
export function deleteOwnRecordRoute<Removed>(
  app: FastifyInstance,
  context: AppContext,
  route: DeleteOwnRecord<Removed>,
): void {
  app.delete<{ Params: RecordIdParams }>(
    route.path,
    { onRequest: route.onRequest },
    async (request) => {
      const removed = await route.remove(
        context.db,
        authOf(request).user.id,
        recordIdOf(request.params),
      );
      if (!removed) throw new ApiError(ErrorCode.notFound);
      await route.afterRemoval?.(removed, request);
      return envelope({ removed: true });
    },
  );
}
