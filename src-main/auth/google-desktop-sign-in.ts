import axios from 'axios';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { authorizeThroughBrowser } from './loopback-authorization';

/** What the core API tells the desktop about its Google client (no secrets). */
export interface GoogleClientInfo {
  client_id: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

export interface GoogleDesktopSignInDeps {
  /** Opens the system browser: Google refuses sign-in inside embedded windows. */
  openExternal: (url: string) => Promise<void>;
  timeoutMs?: number;
  /** Only for Google "desktop app" clients that still demand one; it is not a secret there. */
  clientSecret?: string;
}

/**
 * Google sign-in for the app itself: the browser flow, then the code redeemed here with PKCE.
 * Answers the id_token that the core API's google-login verifies.
 */
export async function googleDesktopSignIn(
  client: GoogleClientInfo,
  deps: GoogleDesktopSignInDeps,
): Promise<string> {
  const { code, redirectUri, pkce } = await authorizeThroughBrowser({
    provider: 'Google',
    openExternal: deps.openExternal,
    ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
    authorizeUrl: async ({ redirectUri: loopback, state, pkce: pair }) => {
      const authorize = new URL(client.authorization_endpoint);
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: client.client_id,
        redirect_uri: loopback,
        scope: 'openid email profile',
        code_challenge: pair.challenge,
        code_challenge_method: 'S256',
        state,
        prompt: 'select_account',
      }).toString();
      return authorize.toString();
    },
  });

  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    code_verifier: pkce.verifier,
    redirect_uri: redirectUri,
    client_id: client.client_id,
    ...(deps.clientSecret ? { client_secret: deps.clientSecret } : {}),
  });
  const answer = await axios
    .post<{ id_token?: string }>(client.token_endpoint, form.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      timeout: 15_000,
    })
    .catch(() => {
      throw new BridgeError({
        status: 502,
        code: ErrorCode.providerUnavailable,
        message: 'Google no respondió. Inténtalo de nuevo en unos minutos.',
      });
    });
  if (!answer.data.id_token) {
    throw new BridgeError({
      status: 400,
      code: ErrorCode.signInCancelled,
      message: 'Se canceló el inicio de sesión con Google; no se guardó nada.',
    });
  }
  return answer.data.id_token;
}
