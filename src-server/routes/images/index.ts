import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { imageCatalogRoute } from './catalog';
import { deleteImageRoute } from './delete';
import { generateImageRoute } from './generate';
import { listImagesRoute } from './list';
import { saveImageToBriefcaseRoute } from './save-to-briefcase';

/** The AI image studio (issue 8); the stored images are served by the media route. */
export async function imageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  imageCatalogRoute(app, context);
  generateImageRoute(app, context);
  listImagesRoute(app, context);
  saveImageToBriefcaseRoute(app, context);
  deleteImageRoute(app, context);
}
