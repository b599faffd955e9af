import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';

export interface GoogleProviderInfo {
  client_id: string;
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

export interface FacebookProviderInfo {
  app_id: string;
  graph_url: string;
}

export interface AuthProvidersAnswer {
  google: GoogleProviderInfo | null;
  facebook: FacebookProviderInfo | null;
}

/** Public facts a desktop needs to offer each sign-in button; secrets never leave the server. */
export function authProvidersRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.authProviders, async (request) => {
    return envelope<AuthProvidersAnswer>({
      google: await googleInfo(context, request.log),
      facebook: context.facebook
        ? { app_id: context.facebook.appId, graph_url: context.facebook.graphUrl }
        : null,
    });
  });
}

async function googleInfo(
  context: AppContext,
  log: { warn: (details: object, message: string) => void },
): Promise<GoogleProviderInfo | null> {
  if (!context.google) return null;
  try {
    const discovery = await context.google.discover();
    return {
      client_id: context.google.config.clientId,
      issuer: context.google.config.issuer,
      authorization_endpoint: discovery.authorization_endpoint,
      token_endpoint: discovery.token_endpoint,
    };
  } catch (error) {
    // Without the issuer's endpoints the desktop cannot start a Google sign-in: report it as absent.
    log.warn({ err: error }, 'Google discovery failed');
    return null;
  }
}
