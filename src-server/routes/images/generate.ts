import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { AiImageRequestSchema } from '../../../src-shared/schemas/ai-image';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { insertGeneratedImage } from '../../image-generation/generated-image-repository';
import { serializeGeneratedImage } from '../../image-generation/generated-image-serializer';
import { toGeneratedPng } from '../../image-generation/generated-png';
import { generationNotConfigured } from '../../image-generation/generation-errors';
import { deleteMedia, saveMedia } from '../../media/media-store';
import { requireStudio } from './hooks';

const GENERATED_FOLDER = 'generated';

/**
 * `POST /api/v3/images/generate/` (bearer, creator): asks the provider for one image and keeps
 * it. The body is checked first, so bad input is the same 400 on every server; then a server
 * without a provider answers 503. The file is written after the provider answered a real image
 * and removed again if its row cannot be, so a failure at any step leaves nothing behind.
 */
export function generateImageRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.aiImageGenerate,
    { onRequest: [requireAuth(context), requireStudio] },
    async (request, reply) => {
      const input = parseBody(AiImageRequestSchema, request.body);
      if (!context.imageGenerator) throw generationNotConfigured();
      const png = await toGeneratedPng(await context.imageGenerator.generate(input));
      const path = await saveMedia(context.mediaDir, GENERATED_FOLDER, 'png', png.bytes);
      try {
        const row = await insertGeneratedImage(
          context.db,
          authOf(request).user.id,
          {
            prompt: input.prompt,
            model: input.model,
            style: input.style,
            path,
            width: png.width,
            height: png.height,
            bytes: png.bytes.length,
          },
          context.now(),
        );
        void reply.status(201);
        return envelope(serializeGeneratedImage(row, publicOrigin(request, context)));
      } catch (error) {
        await deleteMedia(context.mediaDir, path);
        throw error;
      }
    },
  );
}
