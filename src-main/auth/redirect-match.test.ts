import { describe, expect, it } from 'vitest';
import { isRedirectTo, redirectParams } from './redirect-match';

const RETURN = 'https://marcacreadores.mx/account-setting/social';

describe('redirect matching', () => {
  it.each([
    [`${RETURN}?code=abc&state=xyz`, true],
    [`${RETURN}/?code=abc`, true],
    [`${RETURN}#access_token=t`, true],
    [`${RETURN}-evil?code=abc`, false],
    [`${RETURN}/extra?code=abc`, false],
    ['https://marcacreadores.mx.evil.example/account-setting/social?code=abc', false],
    ['http://marcacreadores.mx/account-setting/social?code=abc', false],
    ['https://id.twitch.tv/oauth2/authorize?redirect_uri=' + encodeURIComponent(RETURN), false],
    ['not a url', false],
  ])('%s → %s', (target, expected) => {
    expect(isRedirectTo(target, RETURN)).toBe(expected);
  });

  it('reads parameters from the query and, for implicit flows, the fragment', () => {
    const params = redirectParams(`${RETURN}?code=abc&state=s1#access_token=t&state=ignored`);
    expect(params.get('code')).toBe('abc');
    expect(params.get('state')).toBe('s1');
    expect(params.get('access_token')).toBe('t');
  });
});
