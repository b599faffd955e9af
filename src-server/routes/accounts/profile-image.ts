import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../src-shared/rules/image-file';
import { authOf, requireAuth, requireRole } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { translateValidationKey } from '../../http/messages';
import { publicOrigin } from '../../http/public-origin';
import { readSingleFile } from '../../http/single-file-upload';
import { toAvatarJpeg } from '../../media/avatar-image';
import { deleteMedia, saveMedia } from '../../media/media-store';
import { replaceProfileImage } from '../../users/profile-repository';
import { serializeUser } from '../../users/user-serializer';

/** Spec §7: the multipart field the app sends the avatar in. */
export const PROFILE_IMAGE_FIELD = 'profile_image';
const AVATAR_FOLDER = 'avatars';

/**
 * `PUT /api/v1/accounts/profile/image/`. Its own scope, so multipart parsing exists on this route
 * only and every other route keeps refusing non-JSON bodies with a 415.
 */
export async function profileImageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: PROFILE_IMAGE_MAX_BYTES,
      // One more than allowed, so a second file reaches readSingleFile and gets a clear 400.
      files: 2,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 20,
    },
  });

  app.put(
    ApiPath.profileImage,
    { onRequest: [requireAuth(context), requireRole] },
    async (request) => {
      const upload = await readSingleFile(
        request,
        PROFILE_IMAGE_FIELD,
        translateValidationKey('validation.imageTooLarge'),
      );
      const avatar = await toAvatarJpeg(upload);
      const origin = publicOrigin(request, context);
      const user = await storeAvatar(context, authOf(request).user.id, avatar, request.log);
      return envelope(serializeUser(user, origin));
    },
  );
}

/**
 * Saves the file, then points the profile at it, then deletes the file it replaced: the database
 * never names a missing file, and a failed update leaves no orphan behind.
 */
async function storeAvatar(
  context: AppContext,
  userId: string,
  jpeg: Buffer,
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const stored = await saveMedia(context.mediaDir, AVATAR_FOLDER, 'jpg', jpeg);
  const replaced = await replaceProfileImage(context.db, userId, stored, context.now()).catch(
    async (error: unknown) => {
      await deleteMedia(context.mediaDir, stored);
      throw error;
    },
  );
  if (!replaced) {
    await deleteMedia(context.mediaDir, stored);
    throw new ApiError(ErrorCode.notAuthenticated);
  }
  // A provider's picture URL is not a file of ours: deleteMedia leaves it alone.
  await deleteMedia(context.mediaDir, replaced.previous).catch((error: unknown) => {
    // A leftover file costs disk space, not correctness: the upload still succeeded.
    log.warn({ err: error }, 'previous avatar not deleted');
  });
  return replaced.user;
}
