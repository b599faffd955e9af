import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { YouTubeInfoAnswer } from '../../../src-shared/domain/youtube-channel';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { readYouTubeInfo } from '../../social/youtube-info';
import { networkUuidOf, type NetworkUuidParams } from '../networks/network-uuid';

/**
 * `GET /api/v3/social/get/info/youtube/{uuid}/` (docs/PRODUCT.md §7): the caller's YouTube channel
 * and its latest uploads, read live; the figures also become the connection's latest snapshot.
 */
export function socialYouTubeInfoRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: NetworkUuidParams }>(
    ApiPath.socialYouTubeInfo(':uuid'),
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const answer = await readYouTubeInfo(
        context.db,
        context.social,
        authOf(request).user.id,
        networkUuidOf(request.params),
        context.now,
      );
      return envelope<YouTubeInfoAnswer>(answer);
    },
  );
}
