import type { FastifyInstance } from 'fastify';
import type { InstagramMedia } from '../../../src-shared/domain/network';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { readInstagramMedia } from '../../social/instagram-media';
import { networkUuidOf, type NetworkUuidParams } from '../networks/network-uuid';
import { facebookFor } from './facebook-network-param';

/** ApiPath.socialInstagramMedia's pattern. */
export const INSTAGRAM_MEDIA_ROUTE = '/api/v3/social/get/media/instagram/:uuid/';

/**
 * `GET /api/v3/social/get/media/instagram/{uuid}/` (docs/PRODUCT.md §7): `{ results }`, newest
 * first.
 */
export function socialInstagramMediaRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: NetworkUuidParams }>(
    INSTAGRAM_MEDIA_ROUTE,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const facebook = facebookFor(context.social);
      const results = await readInstagramMedia(
        context.db,
        facebook,
        authOf(request).user.id,
        networkUuidOf(request.params),
        context.now,
      );
      return envelope<{ results: InstagramMedia[] }>({ results });
    },
  );
}
