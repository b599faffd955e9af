import { parseBody } from '../http/validate';
import type { OAuthAccount, OAuthConnectAdapter } from '../providers/oauth-network';
import {
  AuthorizeQuerySchema,
  BrowserAuthorizeQuerySchema,
  BrowserRedeemCodeSchema,
  RedeemCodeSchema,
} from './oauth-inputs';

/** Where the sign-in goes, and the redirect URI the code will be issued for. */
export interface AuthorizeStep {
  url: string;
  redirectUri: string;
}

/**
 * Reads the authorize query the adapter's flow takes. A window returns to the deployment's
 * registered address; the system browser to the caller's loopback listener, with a PKCE challenge.
 */
export function authorizeStep(
  adapter: OAuthConnectAdapter,
  query: unknown,
  registeredRedirect: string,
): AuthorizeStep {
  if (adapter.flow === 'browser') {
    const input = parseBody(BrowserAuthorizeQuerySchema, query);
    return {
      url: adapter.authorizeUrl(input.state, input.redirect_uri, input.code_challenge),
      redirectUri: input.redirect_uri,
    };
  }
  const { state } = parseBody(AuthorizeQuerySchema, query);
  return { url: adapter.authorizeUrl(state, registeredRedirect), redirectUri: registeredRedirect };
}

/**
 * Reads the redeem body the adapter's flow takes and answers the exchange to run, so the body is
 * checked (400) before anything is asked of the network.
 */
export function redeemStep(
  adapter: OAuthConnectAdapter,
  body: unknown,
  registeredRedirect: string,
): () => Promise<OAuthAccount> {
  if (adapter.flow === 'browser') {
    const input = parseBody(BrowserRedeemCodeSchema, body);
    return () => adapter.redeem(input.code, input.redirect_uri, input.code_verifier);
  }
  const { code } = parseBody(RedeemCodeSchema, body);
  // The one the window was opened with: networks refuse an exchange for any other.
  return () => adapter.redeem(code, registeredRedirect);
}
