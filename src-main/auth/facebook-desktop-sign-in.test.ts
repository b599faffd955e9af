import { describe, expect, it } from 'vitest';
import { facebookDesktopSignIn, FACEBOOK_DESKTOP_REDIRECT } from './facebook-desktop-sign-in';

describe('Facebook desktop sign-in', () => {
  it('opens the dialog for the app and reads the token from the redirect fragment', async () => {
    let opened = '';
    const token = await facebookDesktopSignIn({
      appId: '1234',
      openAuthWindow: async (url, redirectUri) => {
        opened = url;
        expect(redirectUri).toBe(FACEBOOK_DESKTOP_REDIRECT);
        const state = new URL(url).searchParams.get('state');
        return `${FACEBOOK_DESKTOP_REDIRECT}#access_token=EAAB-token&expires_in=5000&state=${state}`;
      },
    });
    expect(token).toBe('EAAB-token');
    const dialog = new URL(opened);
    expect(dialog.searchParams.get('client_id')).toBe('1234');
    expect(dialog.searchParams.get('response_type')).toBe('token');
  });

  it('refuses a redirect whose state does not match, or that carries an error', async () => {
    const tampered = facebookDesktopSignIn({
      appId: '1234',
      openAuthWindow: async () => `${FACEBOOK_DESKTOP_REDIRECT}#access_token=x&state=forged`,
    });
    await expect(tampered).rejects.toMatchObject({ code: 'sign_in_cancelled' });
    const denied = facebookDesktopSignIn({
      appId: '1234',
      openAuthWindow: async () => `${FACEBOOK_DESKTOP_REDIRECT}?error=access_denied`,
    });
    await expect(denied).rejects.toMatchObject({ code: 'sign_in_cancelled' });
  });
});
