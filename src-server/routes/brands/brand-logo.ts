import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../src-shared/rules/image-file';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { replaceBrandLogo } from '../../brands/brand-repository';
import { serializeBrand } from '../../brands/brand-serializer';
import type { AppContext } from '../../context';
import type { BrandRow } from '../../db/schema';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { translateValidationKey } from '../../http/messages';
import { publicOrigin } from '../../http/public-origin';
import { readSingleFile } from '../../http/single-file-upload';
import { toLogoImage, type LogoImage } from '../../media/logo-image';
import { deleteMedia, saveMedia } from '../../media/media-store';
import { recordIdOf, type RecordIdParams } from './record-id';

/** The multipart field the logo travels in. */
export const BRAND_LOGO_FIELD = 'logo';
const LOGO_FOLDER = 'logos';

/**
 * `PUT /api/v1/brands/{id}/logo/`, checked like the avatar (same 5 MB limit, JPEG or PNG by its
 * bytes). Its own scope, so multipart parsing exists on this route only and every other route
 * keeps refusing non-JSON bodies with a 415.
 */
export async function brandLogoRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
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

  app.put<{ Params: RecordIdParams }>(
    ApiPath.brandLogo(':id'),
    { onRequest: [requireAuth(context), requirePermission('brands.manage')] },
    async (request) => {
      const id = recordIdOf(request.params);
      const upload = await readSingleFile(
        request,
        BRAND_LOGO_FIELD,
        translateValidationKey('validation.imageTooLarge'),
      );
      const logo = await toLogoImage(upload);
      const brand = await storeLogo(context, authOf(request).user.id, id, logo, request.log);
      return envelope(serializeBrand(brand, publicOrigin(request, context)));
    },
  );
}

/**
 * Saves the file, then points the brand at it, then deletes the file it replaced: the database
 * never names a missing file, and a failed update or someone else's brand leaves no orphan.
 */
async function storeLogo(
  context: AppContext,
  ownerId: string,
  brandId: string,
  logo: LogoImage,
  log: FastifyBaseLogger,
): Promise<BrandRow> {
  const stored = await saveMedia(context.mediaDir, LOGO_FOLDER, logo.extension, logo.bytes);
  const replaced = await replaceBrandLogo(
    context.db,
    ownerId,
    brandId,
    stored,
    context.now(),
  ).catch(async (error: unknown) => {
    await deleteMedia(context.mediaDir, stored);
    throw error;
  });
  if (!replaced) {
    await deleteMedia(context.mediaDir, stored);
    throw new ApiError(ErrorCode.notFound);
  }
  await deleteMedia(context.mediaDir, replaced.previous).catch((error: unknown) => {
    // A leftover file costs disk space, not correctness: the upload still succeeded.
    log.warn({ err: error }, 'previous brand logo not deleted');
  });
  return replaced.brand;
}
