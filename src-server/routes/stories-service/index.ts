import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { STORIES_SERVICE_PREFIX, StoriesPath } from '../../../src-shared/api/paths';
import type { InstagramStory } from '../../../src-shared/domain/instagram-story';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { findOwnStory } from '../../stories/story-repository';
import { serializeStory } from '../../stories/story-serializer';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';

/**
 * The stories service (the spec's second backend, `v2`), served here under its own prefix so a
 * deployment can move it: `GET /v2/historias/{id}` answers one of the caller's kept stories; the
 * media itself comes from `/media/` with its content type. Someone else's, unknown or malformed
 * ids are the same 404.
 */
export async function storiesServiceRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  app.get<{ Params: RecordIdParams }>(
    `${STORIES_SERVICE_PREFIX}${StoriesPath.historia(':id')}`,
    { onRequest: requireAuth(context) },
    async (request) => {
      const story = await findOwnStory(
        context.db,
        authOf(request).user.id,
        recordIdOf(request.params),
      );
      if (!story) throw new ApiError(ErrorCode.notFound);
      return envelope<InstagramStory>(serializeStory(story, publicOrigin(request, context)));
    },
  );
}
