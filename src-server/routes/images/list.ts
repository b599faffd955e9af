import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { listGeneratedImages } from '../../image-generation/generated-image-repository';
import { serializeGeneratedImage } from '../../image-generation/generated-image-serializer';
import { requireStudio } from './hooks';

/** `GET /api/v3/images/?page=&size_page=`: the caller's images, newest first. */
export function listImagesRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.aiImages,
    { onRequest: [requireAuth(context), requireStudio] },
    async (request) => {
      const paging = parsePaging(request.query);
      const { rows, count } = await listGeneratedImages(
        context.db,
        authOf(request).user.id,
        pageWindow(paging),
      );
      const origin = publicOrigin(request, context);
      return envelope(
        listPage(
          rows.map((row) => serializeGeneratedImage(row, origin)),
          count,
          paging,
        ),
      );
    },
  );
}
