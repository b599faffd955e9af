import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { DownloadedStory } from '../../../src-shared/domain/instagram-story';
import type { ListPage } from '../../../src-shared/api/envelope';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { downloadStories } from '../../stories/download-stories';
import { listStories } from '../../stories/story-repository';
import { serializeDownloadedStory } from '../../stories/story-serializer';
import { facebookFor } from './facebook-network-param';

/**
 * `GET /api/v3/social/download-stories/?page=&size_page=` (creator): reads the current stories of
 * the creator's verified Instagram connections, keeps the new ones (media downloaded), and
 * answers every story kept, newest first, the current ones included.
 */
export function socialDownloadStoriesRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.downloadStories,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const paging = parsePaging(request.query);
      const facebook = facebookFor(context.social);
      const userId = authOf(request).user.id;
      await downloadStories(
        { db: context.db, facebook, mediaDir: context.mediaDir, now: context.now },
        userId,
      );
      const { rows, count } = await listStories(context.db, userId, pageWindow(paging));
      const origin = publicOrigin(request, context);
      return envelope<ListPage<DownloadedStory>>(
        listPage(
          rows.map((row) => serializeDownloadedStory(row, origin)),
          count,
          paging,
        ),
      );
    },
  );
}
