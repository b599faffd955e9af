import { describe, expect, it } from 'vitest';
import { originForLog, signInNavigationPolicy } from './sign-in-navigation';

describe('where a sign-in window may navigate', () => {
  const facebook = signInNavigationPolicy(
    'https://www.facebook.com/v17.0/dialog/oauth?client_id=1&state=s',
    ['https://www.facebook.com/connect/login_success.html'],
  );

  it('recognises the return address, which the window catches before it loads', () => {
    expect(facebook('https://www.facebook.com/connect/login_success.html?code=c&state=s')).toBe(
      'return',
    );
  });

  it('lets the provider’s own login pages through, on its subdomains too', () => {
    expect(facebook('https://www.facebook.com/login.php?next=x')).toBe('allow');
    expect(facebook('https://m.facebook.com/checkpoint/')).toBe('allow');
    expect(facebook('https://facebook.com/two_step_verification/')).toBe('allow');
  });

  it('refuses other sites, look-alike hosts, plain http and other schemes', () => {
    expect(facebook('https://evil.example/phish')).toBe('refuse');
    expect(facebook('https://facebook.com.evil.example/')).toBe('refuse');
    expect(facebook('https://notfacebook.com/')).toBe('refuse');
    expect(facebook('http://www.facebook.com/login.php')).toBe('refuse');
    expect(facebook('file:///etc/passwd')).toBe('refuse');
    expect(facebook('javascript:alert(1)')).toBe('refuse');
    expect(facebook('app://renderer/index.html')).toBe('refuse');
    expect(facebook('not a url')).toBe('refuse');
  });

  it('keeps each provider to its own site', () => {
    const twitch = signInNavigationPolicy('https://id.twitch.tv/oauth2/authorize?x=1', [
      'https://marcacreadores.mx/account-setting/social',
    ]);
    expect(twitch('https://www.twitch.tv/login')).toBe('allow');
    expect(twitch('https://passport.twitch.tv/login')).toBe('allow');
    expect(twitch('https://www.facebook.com/login.php')).toBe('refuse');
    expect(twitch('https://marcacreadores.mx/account-setting/social?code=c')).toBe('return');
    expect(twitch('https://marcacreadores.mx/other')).toBe('refuse');
  });

  it('allows only the authorize page’s own origin for a provider it does not know', () => {
    const standIn = signInNavigationPolicy('http://127.0.0.1:4100/oauth/authorize?state=s', [
      'http://127.0.0.1:5000/account-setting/social',
    ]);
    expect(standIn('http://127.0.0.1:4100/oauth/consent')).toBe('allow');
    expect(standIn('http://127.0.0.1:4999/oauth/consent')).toBe('refuse');
    expect(standIn('https://www.facebook.com/login.php')).toBe('refuse');
    expect(standIn('http://127.0.0.1:5000/account-setting/social?code=c&state=s')).toBe('return');
  });

  it('logs only where a refused address led, never its query', () => {
    expect(originForLog('https://evil.example/cb?code=secret')).toBe('https://evil.example');
    expect(originForLog('javascript:alert(1)')).toBe('javascript:…');
    expect(originForLog('::')).toBe('(not a URL)');
  });
});
