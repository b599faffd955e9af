import { CoreApiClient } from './api/core-api-client';
import type { TokenStore } from './keychain/token-store';
import type { EventSink } from './ipc/event-sink';
import { createHandlers } from './ipc/handlers';
import type { BridgeHandlers } from './ipc/dispatcher';
import { AccountRegistry } from './session/account-registry';
import { SessionService } from './session/session-service';
import { ProfileService } from './profile/profile-service';
import { NetworkService } from './networks/network-service';
import { AccountService } from './marketplace/account-service';
import { BillingService } from './marketplace/billing-service';
import { BrandService } from './marketplace/brand-service';
import { BriefcaseService } from './marketplace/briefcase-service';
import { CastingService } from './marketplace/casting-service';
import { FinderService } from './marketplace/finder-service';
import { ProposalService } from './marketplace/proposal-service';
import { OAuthConnection } from './networks/oauth-connection';
import { SettingsStore } from './settings/settings-store';
import { EmbeddedApiHost } from './server-host/embedded-api-host';
import type { OpenAuthWindow } from './auth/facebook-desktop-sign-in';
import { serverOptionsFromEnv } from '../src-server/index';

export interface MainServicesOptions {
  userDataDir: string;
  tokens: TokenStore;
  events: EventSink;
  openExternal: (url: string) => Promise<void>;
  openAuthWindow: OpenAuthWindow;
  env?: NodeJS.ProcessEnv;
}

export interface MainServices {
  handlers: BridgeHandlers;
  session: SessionService;
  embeddedApi: EmbeddedApiHost;
  /** Starts the embedded core API now when the app runs on it, so the first screen waits less. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Wires every main-process service. Electron's `index.ts` and the e2e harness both call this, so
 * the e2e runs the same handlers the app does; only the transport differs.
 */
export function createMainServices(options: MainServicesOptions): MainServices {
  const env = options.env ?? process.env;
  const settings = new SettingsStore(options.userDataDir);
  const {
    host: _host,
    port: _port,
    dataDir: _dataDir,
    databaseUrl: _db,
    ...providerOptions
  } = serverOptionsFromEnv(env);
  const embeddedApi = new EmbeddedApiHost(options.userDataDir, providerOptions);

  const remoteUrl = async () => (await settings.get()).apiBaseUrl;
  const api = new CoreApiClient({
    baseUrl: async () => (await remoteUrl()) ?? (await embeddedApi.url()),
  });
  const session = new SessionService({
    api,
    tokens: options.tokens,
    registry: new AccountRegistry(options.userDataDir),
    events: options.events,
    serverKey: async () => {
      const remote = await remoteUrl();
      return remote ? new URL(remote).origin : 'embedded';
    },
  });
  const handlers = createHandlers({
    api,
    session,
    profile: new ProfileService(api, session),
    networks: new NetworkService(api, session),
    brands: new BrandService(api, session),
    finder: new FinderService(api, session),
    casting: new CastingService(api, session),
    proposals: new ProposalService(api, session),
    briefcase: new BriefcaseService(api, session),
    billing: new BillingService(api, session, options.openAuthWindow),
    account: new AccountService(api, session),
    oauthConnection: new OAuthConnection(
      api,
      session,
      options.openAuthWindow,
      options.openExternal,
    ),
    settings,
    env,
    openExternal: options.openExternal,
    openAuthWindow: options.openAuthWindow,
  });

  return {
    handlers,
    session,
    embeddedApi,
    async warmUp() {
      if (!(await remoteUrl())) await embeddedApi.url();
    },
    close: () => embeddedApi.stop(),
  };
}
