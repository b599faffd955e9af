import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ApiPath } from '../../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  OAuthWindowNetwork,
  SocialAuthorizeAnswer,
} from '../../../src-shared/domain/network';
import { redirectParams } from '../../../src-main/auth/redirect-match';
import { catchRedirect } from '../../support/sign-in-window';
import type { TestServer } from './test-server';

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

/**
 * Connects one of `network`'s accounts for the caller the way the desktop does: authorize, the
 * sign-in window, then the code redeemed. The stand-in decides which account signs in.
 */
export async function connectThroughWindow(
  server: TestServer,
  token: string,
  network: OAuthWindowNetwork,
  redirectUri: string,
): Promise<AddNetworkAnswer> {
  const state = randomBytes(16).toString('base64url');
  const authorize = await server.request<SocialAuthorizeAnswer>(
    'GET',
    `${ApiPath.socialAuthorize(network)}?state=${state}`,
    { token },
  );
  expect(authorize.status, JSON.stringify(authorize.body)).toBe(200);
  const back = await followSignInWindow(authorize.body.response.url, redirectUri);
  const redeemed = await server.request<AddNetworkAnswer>(
    'POST',
    ApiPath.socialRedeemCode(network),
    { token, body: { code: back.get('code') } },
  );
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBeLessThan(300);
  return redeemed.body.response;
}
