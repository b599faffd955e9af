import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { createPkcePair, createState, type PkcePair } from './pkce';
import { LoopbackTimeoutError, startLoopbackReceiver } from './loopback-receiver';

export interface LoopbackAuthorizationRequest {
  redirectUri: string;
  state: string;
  pkce: PkcePair;
}

export interface LoopbackAuthorization {
  code: string;
  redirectUri: string;
  pkce: PkcePair;
}

export interface LoopbackAuthorizationOptions {
  /** Who is being signed in to, for the messages ("Google", "YouTube"). */
  provider: string;
  /** Builds the provider's authorize URL for this loopback address, state and PKCE pair. */
  authorizeUrl: (request: LoopbackAuthorizationRequest) => Promise<string>;
  /** Opens the system browser. */
  openExternal: (url: string) => Promise<void>;
  timeoutMs?: number;
}

/**
 * RFC 8252 in one place: a one-shot listener on 127.0.0.1, the system browser sent to the
 * provider, `state` checked on the way back. Answers the code with what redeeming it needs.
 */
export async function authorizeThroughBrowser(
  options: LoopbackAuthorizationOptions,
): Promise<LoopbackAuthorization> {
  const receiver = await startLoopbackReceiver();
  try {
    const pkce = createPkcePair();
    const state = createState();
    const url = await options.authorizeUrl({ redirectUri: receiver.redirectUri, state, pkce });
    const callback = receiver.waitForCallback(options.timeoutMs ?? 5 * 60_000);
    await options.openExternal(url);
    const params = await callback.catch((error: unknown) => {
      if (!(error instanceof LoopbackTimeoutError)) throw error;
      throw new BridgeError({
        status: 408,
        code: ErrorCode.signInTimedOut,
        message: `El inicio de sesión con ${options.provider} tardó demasiado. Inténtalo de nuevo.`,
      });
    });
    const code = params.get('code');
    if (params.get('state') !== state || params.has('error') || !code) {
      throw new BridgeError({
        status: 400,
        code: ErrorCode.signInCancelled,
        message: `Se canceló el inicio de sesión con ${options.provider}; no se guardó nada.`,
      });
    }
    return { code, redirectUri: receiver.redirectUri, pkce };
  } finally {
    await receiver.close();
  }
}
