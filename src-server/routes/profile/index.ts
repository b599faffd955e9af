import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { publicProfileRoute } from './public-profile';
import { validateVanityRoute } from './validate-vanity';

/** The v3 profile area (docs/PRODUCT.md §7): handle checks and public profiles. */
export async function profileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  validateVanityRoute(app, context);
  publicProfileRoute(app, context);
}
