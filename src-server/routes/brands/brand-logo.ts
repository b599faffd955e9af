import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { replaceBrandLogo } from '../../brands/brand-repository';
import { serializeBrand } from '../../brands/brand-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { readImageUpload, registerImageUpload } from '../../http/image-upload';
import { publicOrigin } from '../../http/public-origin';
import { withUploadSlot } from '../../http/upload-scratch';
import { toLogoImage } from '../../media/logo-image';
import { replaceMedia } from '../../media/replace-media';
import { recordIdOf, type RecordIdParams } from './record-id';

/** The multipart field the logo travels in. */
export const BRAND_LOGO_FIELD = 'logo';
const LOGO_FOLDER = 'logos';

/**
 * `PUT /api/v1/brands/{id}/logo/`, checked like the avatar (same 5 MB limit, JPEG or PNG by its
 * bytes). Its own scope, so multipart parsing exists on this route only.
 */
export async function brandLogoRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerImageUpload(app);

  app.put<{ Params: RecordIdParams }>(
    ApiPath.brandLogo(':id'),
    { onRequest: [requireAuth(context), requirePermission('brands.manage')] },
    async (request, reply) => {
      const id = recordIdOf(request.params);
      const ownerId = authOf(request).user.id;
      const logo = await withUploadSlot(context, reply, ownerId, async (scratch) =>
        toLogoImage(await readImageUpload(request, BRAND_LOGO_FIELD, scratch)),
      );
      const { brand } = await replaceMedia(context.mediaDir, request.log, {
        folder: LOGO_FOLDER,
        extension: logo.extension,
        bytes: logo.bytes,
        // Someone else's brand is as missing as one that does not exist.
        point: (stored) => replaceBrandLogo(context.db, ownerId, id, stored, context.now()),
        missing: ErrorCode.notFound,
        label: 'brand logo',
      });
      return envelope(serializeBrand(brand, publicOrigin(request, context)));
    },
  );
}
