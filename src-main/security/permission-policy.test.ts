import { describe, expect, it } from 'vitest';
import { APP_WINDOW_PERMISSIONS, permissionPolicy } from './permission-policy';

describe('permissions of the sessions the app creates', () => {
  it('lets the app’s windows write to the clipboard and nothing else', () => {
    const logged: string[] = [];
    const policy = permissionPolicy(APP_WINDOW_PERMISSIONS, 'app', (m) => logged.push(m));
    expect(policy.request('clipboard-sanitized-write', 'app://renderer/index.html')).toBe(true);
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      expect(policy.request(permission, 'app://renderer/index.html')).toBe(false);
      expect(policy.check(permission)).toBe(false);
    }
    expect(policy.check('clipboard-sanitized-write')).toBe(true);
    expect(logged[0]).toBe('[app] refused permission "media" to app://renderer');
  });

  it('grants a sign-in or kit window nothing at all, and logs who asked without the query', () => {
    const logged: string[] = [];
    const policy = permissionPolicy([], 'auth-window', (m) => logged.push(m));
    expect(policy.request('clipboard-sanitized-write', 'https://www.facebook.com/x?code=1')).toBe(
      false,
    );
    expect(policy.check('clipboard-sanitized-write')).toBe(false);
    expect(logged).toEqual([
      '[auth-window] refused permission "clipboard-sanitized-write" to https://www.facebook.com',
    ]);
  });
});
