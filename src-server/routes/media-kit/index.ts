import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { recordExportRoute } from './record-export';
import { verifyKitRoute } from './verify';

/**
 * Verifiable media kits (issue 15): the desktop records each export of a creator's kit, and
 * anyone holding the kit checks its code against the creator's live figures.
 */
export async function mediaKitRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  recordExportRoute(app, context);
  verifyKitRoute(app, context);
}
