import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startGoogleIssuer, type GoogleIssuerStandIn } from '../../tests/fixtures/google-issuer';
import { googleDesktopSignIn, type GoogleClientInfo } from './google-desktop-sign-in';

let issuer: GoogleIssuerStandIn;
let client: GoogleClientInfo;

beforeAll(async () => {
  issuer = await startGoogleIssuer();
  client = {
    client_id: issuer.clientId,
    authorization_endpoint: `${issuer.url}/authorize`,
    token_endpoint: `${issuer.url}/token`,
  };
});
afterAll(() => issuer.close());

/** The system browser: follows the issuer's redirect back to the app's loopback listener. */
const browser = async (url: string) => {
  await fetch(url);
};

describe('Google sign-in through the system browser (RFC 8252)', () => {
  it('comes back on the loopback redirect with a code, redeems it with PKCE, answers the id_token', async () => {
    issuer.setNextIdentity({ sub: 'g-123', email: 'ana@gmail.test', email_verified: true });
    const idToken = await googleDesktopSignIn(client, { openExternal: browser });
    expect(decodeJwt(idToken)).toMatchObject({
      sub: 'g-123',
      email: 'ana@gmail.test',
      aud: issuer.clientId,
    });

    const sent = issuer.lastAuthorizeParams()!;
    expect(sent.get('code_challenge_method')).toBe('S256');
    expect(sent.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(sent.get('state')).toBeTruthy();
  });

  it('refuses a callback whose state does not match', async () => {
    const forged = googleDesktopSignIn(client, {
      openExternal: async (url) => {
        const redirect = new URL(url).searchParams.get('redirect_uri')!;
        await fetch(`${redirect}?code=stolen&state=forged`);
      },
    });
    await expect(forged).rejects.toMatchObject({ code: 'sign_in_cancelled' });
  });

  it('gives up with a clear error when the browser never comes back', async () => {
    const abandoned = googleDesktopSignIn(client, {
      openExternal: async () => undefined,
      timeoutMs: 50,
    });
    await expect(abandoned).rejects.toMatchObject({ code: 'sign_in_timed_out', status: 408 });
  });
});
