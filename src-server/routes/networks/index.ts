import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addNetworkRoute } from './add-network';
import { expiringNetworksRoute } from './expiring-networks';
import { listNetworksRoute } from './list-networks';
import { networkHistoryRoute } from './network-history';
import { removeNetworkRoute } from './remove-network';
import { updateNetworkRoute } from './update-network';

/** The networks area (docs/PRODUCT.md §7): a creator's social-network connections. */
export async function networkRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  listNetworksRoute(app, context);
  // Static paths before the `{uuid}` ones, so an id can never be read as `expiring`.
  expiringNetworksRoute(app, context);
  networkHistoryRoute(app, context);
  addNetworkRoute(app, context);
  updateNetworkRoute(app, context);
  removeNetworkRoute(app, context);
}
