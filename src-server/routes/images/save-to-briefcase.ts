import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import type { SavedGeneratedImage } from '../../../src-shared/domain/ai-image';
import {
  BRIEFCASE_MAX_ITEMS,
  BRIEFCASE_TITLE_MAX_LENGTH,
} from '../../../src-shared/domain/briefcase';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { countItems, deleteOwnItem } from '../../briefcase/briefcase-repository';
import { serializeBriefcaseItem } from '../../briefcase/briefcase-serializer';
import { storeBriefcaseItem } from '../../briefcase/store-briefcase-item';
import type { AppContext } from '../../context';
import type { BriefcaseItemRow, GeneratedImageRow } from '../../db/schema';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import {
  findOwnGeneratedImage,
  linkBriefcaseItem,
} from '../../image-generation/generated-image-repository';
import { serializeGeneratedImage } from '../../image-generation/generated-image-serializer';
import { toBriefcaseImage } from '../../media/briefcase-media';
import { deleteMedia, mediaFile } from '../../media/media-store';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { requireStudio } from './hooks';

/**
 * `POST /api/v3/images/{id}/briefcase/`: copies the image into the caller's briefcase as an image
 * piece (re-encoded with its thumbnail like an upload, titled with the prompt), within the
 * briefcase's limit (409 `briefcase_full`). Idempotent: while that piece exists, another call
 * answers it (200) instead of a second copy; two calls at once keep one piece.
 */
export function saveImageToBriefcaseRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: RecordIdParams }>(
    ApiPath.aiImageToBriefcase(':id'),
    { onRequest: [requireAuth(context), requireStudio] },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const image = await findOwnGeneratedImage(context.db, userId, recordIdOf(request.params));
      if (!image) throw new ApiError(ErrorCode.notFound);
      const existing = await ownItem(context, userId, image.briefcase_item_id);
      if (existing) return answer(request, context, image, existing);
      if ((await countItems(context.db, userId)) >= BRIEFCASE_MAX_ITEMS) {
        throw new ApiError(ErrorCode.briefcaseFull);
      }
      const file = mediaFile(context.mediaDir, image.path);
      if (!file) throw new Error(`generated image with a bad path: ${image.id}`);
      const copy = await toBriefcaseImage(await readFile(file));
      const item = await storeBriefcaseItem(
        context,
        userId,
        {
          media_type: 'image',
          file: copy.full,
          thumbnail: copy.thumbnail,
          size_bytes: copy.full.bytes.length,
        },
        { title: titleOf(image.prompt), profile_url: '' },
      );
      const link = await linkBriefcaseItem(context.db, image.id, item.id);
      if (!link?.won) await dropItem(context, userId, item);
      if (!link) throw new ApiError(ErrorCode.notFound);
      const linked = link.won ? item : await ownItem(context, userId, link.row.briefcase_item_id);
      if (!linked) throw new Error(`image ${image.id} linked to a missing piece`);
      if (link.won) void reply.status(201);
      return answer(request, context, link.row, linked);
    },
  );
}

function answer(
  request: FastifyRequest,
  context: AppContext,
  image: GeneratedImageRow,
  item: BriefcaseItemRow,
) {
  const origin = publicOrigin(request, context);
  const saved: SavedGeneratedImage = {
    image: serializeGeneratedImage(image, origin),
    briefcase_item: serializeBriefcaseItem(item, origin),
  };
  return envelope(saved);
}

async function ownItem(
  context: AppContext,
  userId: string,
  itemId: string | null,
): Promise<BriefcaseItemRow | undefined> {
  if (!itemId) return undefined;
  return context.db
    .selectFrom('briefcase_items')
    .selectAll()
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A copy that lost the race to another request (or whose image went): it goes, files too. */
async function dropItem(context: AppContext, userId: string, item: BriefcaseItemRow) {
  await deleteOwnItem(context.db, userId, item.id);
  await Promise.all(
    [item.file_path, item.thumbnail_path].map((path) => deleteMedia(context.mediaDir, path)),
  );
}

/** The prompt as the piece's title, cut to the briefcase's limit. */
function titleOf(prompt: string): string {
  if (prompt.length <= BRIEFCASE_TITLE_MAX_LENGTH) return prompt;
  return `${prompt.slice(0, BRIEFCASE_TITLE_MAX_LENGTH - 1).trimEnd()}…`;
}
