import axios from 'axios';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { createPkcePair, createState } from './pkce';
import { LoopbackTimeoutError, startLoopbackReceiver } from './loopback-receiver';

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

const cancelled = () =>
  new BridgeError({
    status: 400,
    code: ErrorCode.signInCancelled,
    message: 'Se canceló el inicio de sesión con Google.',
  });

/**
 * RFC 8252 sign-in: system browser, loopback redirect, PKCE, `state` checked. Answers the
 * id_token that the core API's google-login verifies.
 */
export async function googleDesktopSignIn(
  client: GoogleClientInfo,
  deps: GoogleDesktopSignInDeps,
): Promise<string> {
  const receiver = await startLoopbackReceiver();
  try {
    const pkce = createPkcePair();
    const state = createState();
    const authorize = new URL(client.authorization_endpoint);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: receiver.redirectUri,
      scope: 'openid email profile',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state,
      prompt: 'select_account',
    }).toString();

    const callback = receiver.waitForCallback(deps.timeoutMs ?? 5 * 60_000);
    await deps.openExternal(authorize.toString());
    const params = await callback.catch((error: unknown) => {
      if (error instanceof LoopbackTimeoutError) {
        throw new BridgeError({
          status: 408,
          code: ErrorCode.signInTimedOut,
          message: 'El inicio de sesión con Google tardó demasiado. Inténtalo de nuevo.',
        });
      }
      throw error;
    });
    const code = params.get('code');
    if (params.get('state') !== state || !code) throw cancelled();

    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: pkce.verifier,
      redirect_uri: receiver.redirectUri,
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
    if (!answer.data.id_token) throw cancelled();
    return answer.data.id_token;
  } finally {
    await receiver.close();
  }
}
