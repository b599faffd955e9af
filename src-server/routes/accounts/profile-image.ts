import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { authOf, requireAuth, requireRole } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { readImageUpload, registerImageUpload } from '../../http/image-upload';
import { publicOrigin } from '../../http/public-origin';
import { withUploadSlot } from '../../http/upload-scratch';
import { toAvatarJpeg } from '../../media/avatar-image';
import { replaceMedia } from '../../media/replace-media';
import { replaceProfileImage } from '../../users/profile-repository';
import { serializeUser } from '../../users/user-serializer';

/** docs/PRODUCT.md §7: the multipart field the app sends the avatar in. */
export const PROFILE_IMAGE_FIELD = 'profile_image';
const AVATAR_FOLDER = 'avatars';

/**
 * `PUT /api/v1/accounts/profile/image/`. Its own scope, so multipart parsing exists on this route
 * only.
 */
export async function profileImageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerImageUpload(app);

  app.put(
    ApiPath.profileImage,
    { onRequest: [requireAuth(context), requireRole] },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const avatar = await withUploadSlot(context, reply, userId, async (scratch) =>
        toAvatarJpeg(await readImageUpload(request, PROFILE_IMAGE_FIELD, scratch)),
      );
      const origin = publicOrigin(request, context);
      const { user } = await replaceMedia(context.mediaDir, request.log, {
        folder: AVATAR_FOLDER,
        extension: 'jpg',
        bytes: avatar,
        point: (stored) => replaceProfileImage(context.db, userId, stored, context.now()),
        // The account was deleted while the upload was on its way.
        missing: ErrorCode.notAuthenticated,
        label: 'avatar',
      });
      return envelope(serializeUser(user, origin));
    },
  );
}
