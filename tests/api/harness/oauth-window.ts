import { redirectParams } from '../../../src-main/auth/redirect-match';
import { catchRedirect } from '../../support/sign-in-window';

/**
 * Does what the desktop's sign-in window does: opens the authorize URL, lets the network send it
 * back to the redirect URI, and reads the return URL's parameters (without loading it).
 */
export async function followSignInWindow(
  url: string,
  redirectUri: string,
): Promise<URLSearchParams> {
  return redirectParams(await catchRedirect(url, redirectUri));
}
