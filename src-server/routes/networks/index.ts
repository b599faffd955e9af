import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listNetworksRoute } from './list-networks';

/** The networks area of the spec: a creator's social-network connections. */
export async function networkRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  listNetworksRoute(app, context);
}
