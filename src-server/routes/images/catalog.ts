import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { AI_IMAGE_MODELS, AI_IMAGE_STYLES } from '../../../src-shared/catalogs/ai-image';
import type { AiImageCatalog } from '../../../src-shared/domain/ai-image';
import { requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { IMAGE_GENERATION_NOT_CONFIGURED } from '../../image-generation/generation-errors';

/**
 * `GET /api/v3/images/catalog/` (bearer, any role): the models and styles, and whether this
 * server can generate, so the studio says what to configure before anyone writes a prompt.
 */
export function imageCatalogRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.aiImageCatalog, { onRequest: [requireAuth(context)] }, async () => {
    const configured = context.imageGenerator !== null;
    const catalog: AiImageCatalog = {
      models: AI_IMAGE_MODELS.map((model) => ({ ...model })),
      styles: AI_IMAGE_STYLES.map((style) => ({ ...style })),
      generator: { configured, message: configured ? null : IMAGE_GENERATION_NOT_CONFIGURED },
    };
    return envelope(catalog);
  });
}
