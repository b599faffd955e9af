import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { listInterests } from '../../pricing/interest-repository';
import { serializeInterest } from '../../pricing/interest-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';

/**
 * `GET /api/v1/accounts/interests/`: the caller's interests as `{ results }`, in the order picked.
 * Not paged: the catalogue is short, and weaver answers the same shape. Same permission as adding.
 */
export function listInterestsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.interests,
    { onRequest: [requireAuth(context), requirePermission('profile.edit')] },
    async (request) => {
      const rows = await listInterests(context.db, authOf(request).user.id);
      return envelope({ results: rows.map(serializeInterest) });
    },
  );
}
