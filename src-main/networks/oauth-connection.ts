import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import {
  FACEBOOK_LOGIN_NETWORKS,
  OAUTH_BROWSER_NETWORKS,
  OAUTH_TWITTER_NETWORKS,
  type FacebookLoginNetwork,
  type AddNetworkAnswer,
  type SocialAuthorizeAnswer,
  type SocialNetwork,
  type TwitterLoginAnswer,
} from '../../src-shared/domain/network';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import type { OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import { createState } from '../auth/pkce';
import { redirectParams } from '../auth/redirect-match';
import { authorizeThroughBrowser } from '../auth/loopback-authorization';
import { connectThroughFacebookLogin } from './facebook-login-connection';

const isFacebookLogin = (network: SocialNetwork): network is FacebookLoginNetwork =>
  (FACEBOOK_LOGIN_NETWORKS as readonly string[]).includes(network);

/** The flow under way: the network is kept before leaving for the provider (docs/PRODUCT.md §7). */
interface PendingConnection {
  network: SocialNetwork;
  state: string;
}

const cancelled = (message: string) =>
  new BridgeError({ status: 400, code: ErrorCode.signInCancelled, message });

/**
 * Connects a network through its OAuth code flow. The core API is the OAuth client (it holds the
 * secret and the provider tokens); main only opens the window, checks `state` and hands the code
 * over, so nothing secret passes through the desktop.
 */
export class OAuthConnection {
  private pending: PendingConnection | null = null;

  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
    private readonly openAuthWindow: OpenAuthWindow,
    private readonly openExternal: (url: string) => Promise<void>,
  ) {}

  get pendingNetwork(): SocialNetwork | null {
    return this.pending?.network ?? null;
  }

  providers(): Promise<{ networks: SocialNetwork[] }> {
    return this.session.withActiveToken((token) =>
      this.api.get<{ networks: SocialNetwork[] }>(ApiPath.socialProviders, { token }),
    );
  }

  async connect({
    network,
    username = '',
  }: BridgeParsedArgs<'connectNetwork'>): Promise<AddNetworkAnswer> {
    if (this.pending) {
      throw new BridgeError({
        status: 409,
        code: ErrorCode.signInCancelled,
        message: 'Ya hay una conexión en curso. Termínala o cierra su ventana primero.',
      });
    }
    const state = createState();
    this.pending = { network, state };
    try {
      if (isFacebookLogin(network)) {
        return await connectThroughFacebookLogin(
          { api: this.api, session: this.session, openAuthWindow: this.openAuthWindow },
          network,
          state,
          username,
        );
      }
      if ((OAUTH_BROWSER_NETWORKS as readonly string[]).includes(network)) {
        return await this.connectThroughBrowser(network);
      }
      if ((OAUTH_TWITTER_NETWORKS as readonly string[]).includes(network)) {
        return await this.connectTwitter();
      }
      const authorize = await this.session.withActiveToken((token) =>
        this.api.get<SocialAuthorizeAnswer>(ApiPath.socialAuthorize(network), {
          token,
          query: { state },
        }),
      );
      const landed = await this.openAuthWindow(authorize.url, authorize.redirect_uri);
      const params = redirectParams(landed);
      if (params.get('state') !== state) {
        throw cancelled(
          'La respuesta del proveedor no corresponde a esta solicitud; no se guardó nada.',
        );
      }
      const code = params.get('code');
      if (params.has('error') || !code) {
        throw cancelled('No se concedió el acceso a la cuenta; no se guardó nada.');
      }
      return await this.session.withActiveToken((token) =>
        this.api.post<AddNetworkAnswer>(ApiPath.socialRedeemCode(network), { code }, { token }),
      );
    } finally {
      this.pending = null;
    }
  }

  /** Google refuses embedded windows: the system browser, a loopback return and PKCE. */
  private async connectThroughBrowser(network: SocialNetwork): Promise<AddNetworkAnswer> {
    const { code, redirectUri, pkce } = await authorizeThroughBrowser({
      provider: 'YouTube',
      openExternal: this.openExternal,
      authorizeUrl: async ({ redirectUri: loopback, state, pkce: pair }) => {
        const answer = await this.session.withActiveToken((token) =>
          this.api.get<SocialAuthorizeAnswer>(ApiPath.socialAuthorize(network), {
            token,
            query: { state, redirect_uri: loopback, code_challenge: pair.challenge },
          }),
        );
        return answer.url;
      },
    });
    return this.session.withActiveToken((token) =>
      this.api.post<AddNetworkAnswer>(
        ApiPath.socialRedeemCode(network),
        { code, code_verifier: pkce.verifier, redirect_uri: redirectUri },
        { token },
      ),
    );
  }

  /**
   * OAuth 1.0a: the server gets a request token and its secret; the window must come back with
   * that same token (it plays the part `state` plays elsewhere) and a verifier.
   */
  private async connectTwitter(): Promise<AddNetworkAnswer> {
    const login = await this.session.withActiveToken((token) =>
      this.api.get<TwitterLoginAnswer>(ApiPath.twitterLogin, { token }),
    );
    const requestToken = new URL(login.url).searchParams.get('oauth_token');
    const params = redirectParams(await this.openAuthWindow(login.url, login.redirect_uri));
    const returned = params.get('oauth_token');
    const verifier = params.get('oauth_verifier');
    if (params.has('denied') || !verifier || !returned || returned !== requestToken) {
      throw cancelled('No se concedió el acceso a la cuenta de X; no se guardó nada.');
    }
    return this.session.withActiveToken((token) =>
      this.api.get<AddNetworkAnswer>(ApiPath.twitterRedeem(returned, verifier, login.temp_secret), {
        token,
      }),
    );
  }
}
