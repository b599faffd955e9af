import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addNetworkRoute } from './add-network';
import { listNetworksRoute } from './list-networks';
import { removeNetworkRoute } from './remove-network';
import { updateNetworkRoute } from './update-network';

/** The networks area of the spec: a creator's social-network connections. */
export async function networkRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  listNetworksRoute(app, context);
  addNetworkRoute(app, context);
  updateNetworkRoute(app, context);
  removeNetworkRoute(app, context);
}
