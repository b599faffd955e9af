import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type {
  AddNetworkAnswer,
  FacebookLoginNetwork,
  FacebookTokenValidation,
  SaveFacebookTokenForm,
  SocialAuthorizeAnswer,
} from '../../src-shared/domain/network';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import type { OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import { FACEBOOK_LOGIN_LOAD_TIMEOUT_MS } from '../auth/login-surface';
import { redirectParams } from '../auth/redirect-match';

const LABEL: Record<FacebookLoginNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
};

const cancelled = (message: string) =>
  new BridgeError({ status: 400, code: ErrorCode.signInCancelled, message });

/** The user id a signed request names; the core API checks its signature, main only reads it. */
export function signedRequestUser(signedRequest: string): string | null {
  const payload = signedRequest.split('.')[1];
  if (!payload) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    const userId =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>).user_id : null;
    return typeof userId === 'string' && /^\d{1,32}$/.test(userId) ? userId : null;
  } catch {
    return null;
  }
}

export interface FacebookLoginDeps {
  api: CoreApiClient;
  session: SessionService;
  openAuthWindow: OpenAuthWindow;
}

/**
 * docs/PRODUCT.md §7: Facebook and Instagram connect through Facebook's login. Its dialog (what the
 * SDK shows) opens in a sign-in window that must load within 3000 ms; the token and signed request
 * it returns are checked with `validate/token` and handed to `save/token/{network}/` as a form. The
 * token goes from the window to the core API and is not kept or shown anywhere in between.
 */
export async function connectThroughFacebookLogin(
  deps: FacebookLoginDeps,
  network: FacebookLoginNetwork,
  state: string,
  username: string,
): Promise<AddNetworkAnswer> {
  const { api, session } = deps;
  const label = LABEL[network];
  const authorize = await session.withActiveToken((token) =>
    api.get<SocialAuthorizeAnswer>(ApiPath.socialAuthorize(network), { token, query: { state } }),
  );
  const landed = await deps.openAuthWindow(authorize.url, authorize.redirect_uri, {
    loadTimeoutMs: FACEBOOK_LOGIN_LOAD_TIMEOUT_MS,
    provider: 'Facebook',
  });
  const params = redirectParams(landed);
  if (params.get('state') !== state) {
    throw cancelled('La respuesta de Facebook no corresponde a esta solicitud; no se guardó nada.');
  }
  const accessToken = params.get('access_token');
  const signedRequest = params.get('signed_request');
  const userId = signedRequest ? signedRequestUser(signedRequest) : null;
  if (params.has('error') || !accessToken || !signedRequest || !userId) {
    throw cancelled(`No se concedió el acceso a ${label}; no se guardó nada.`);
  }

  const validation = await session.withActiveToken((token) =>
    api.get<FacebookTokenValidation>(ApiPath.socialValidateToken(accessToken), { token }),
  );
  if (!validation.is_valid || validation.user_id !== userId) {
    throw new BridgeError({
      status: 400,
      code: ErrorCode.facebookGrantInvalid,
      message: 'Facebook no confirmó el acceso a tu cuenta. Vuelve a conectarla.',
    });
  }

  const form: SaveFacebookTokenForm = {
    access_token: accessToken,
    signed_request: signedRequest,
    user_id: userId,
    username,
  };
  return session.withActiveToken((token) =>
    api.post<AddNetworkAnswer>(ApiPath.socialSaveToken(network), new URLSearchParams({ ...form }), {
      token,
    }),
  );
}
