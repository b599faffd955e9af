import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { seedDemoRoute } from './seed-demo';

/** Helpers for the desktop's own embedded database (demo data). */
export async function devRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  seedDemoRoute(app, context);
}
