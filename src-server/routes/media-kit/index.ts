import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { recordExportRoute } from './record-export';
import { shortVerifyRoute } from './short-verify';
import { verifyKitRoute } from './verify';

/**
 * Verifiable media kits (issue 15): the desktop records each export of a creator's kit, and
 * anyone holding the kit checks its code against the creator's live figures, at the long address
 * or the short one the kit prints (`/v/{code}`).
 */
export async function mediaKitRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  recordExportRoute(app, context);
  verifyKitRoute(app, context);
  shortVerifyRoute(app);
}
