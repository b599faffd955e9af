import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { createState } from './pkce';
import { redirectParams } from './redirect-match';

export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v17.0/dialog/oauth';
export const FACEBOOK_DESKTOP_REDIRECT = 'https://www.facebook.com/connect/login_success.html';

export interface AuthWindowOptions {
  /**
   * How long the first page may take to load; past it the window closes and the call rejects
   * with `login_surface_unavailable` (docs/PRODUCT.md §4: Facebook's login gets 3000 ms).
   */
  loadTimeoutMs?: number;
  /** Names the provider in messages about the window. */
  provider?: string;
  /** Other return points that end the window the same way (a payment's cancel address). */
  alsoCatch?: readonly string[];
}

/**
 * Opens `url` in a sign-in window of its own and resolves with the first navigation to
 * `redirectUri` (see `isRedirectTo`), caught before it loads. Rejects with `BridgeError` when
 * closed, timed out, or (with `loadTimeoutMs`) when the page does not load in time.
 */
export type OpenAuthWindow = (
  url: string,
  redirectUri: string,
  options?: AuthWindowOptions,
) => Promise<string>;

export interface FacebookDesktopSignInOptions {
  appId: string;
  dialogUrl?: string;
  redirectUri?: string;
  openAuthWindow: OpenAuthWindow;
}

/** Facebook's desktop flow: its login dialog in an app window, the token read from the redirect. */
export async function facebookDesktopSignIn(
  options: FacebookDesktopSignInOptions,
): Promise<string> {
  const redirectUri = options.redirectUri ?? FACEBOOK_DESKTOP_REDIRECT;
  const state = createState();
  const dialog = new URL(options.dialogUrl ?? FACEBOOK_DIALOG_URL);
  dialog.search = new URLSearchParams({
    client_id: options.appId,
    redirect_uri: redirectUri,
    response_type: 'token',
    scope: 'email,public_profile',
    state,
  }).toString();

  // Facebook answers the implicit flow in the fragment; errors come in the query.
  const params = redirectParams(await options.openAuthWindow(dialog.toString(), redirectUri));
  const token = params.get('access_token');
  if (!token || params.get('state') !== state) {
    throw new BridgeError({
      status: 400,
      code: ErrorCode.signInCancelled,
      message: 'Se canceló el inicio de sesión con Facebook.',
    });
  }
  return token;
}
