import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  PROVIDER_CONNECT_NETWORKS,
  type ProviderConnectNetwork,
} from '../../../src-shared/domain/network';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { isConfigured } from '../../social/oauth-networks';

export interface SocialProvidersAnswer {
  networks: ProviderConnectNetwork[];
}

/** `GET /api/v3/social/providers/`: the networks whose connect button can open a sign-in. */
export function socialProvidersRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    ApiPath.socialProviders,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async () => {
      // In the shared list's order, so every client shows the buttons alike.
      const networks = PROVIDER_CONNECT_NETWORKS.filter((network) =>
        isConfigured(context.social, network),
      );
      return envelope<SocialProvidersAnswer>({ networks });
    },
  );
}
