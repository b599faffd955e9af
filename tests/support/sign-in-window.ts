import type { OpenAuthWindow } from '../../src-main/auth/facebook-desktop-sign-in';
import { isRedirectTo } from '../../src-main/auth/redirect-match';

/**
 * Plays the app's sign-in window without Electron: follows the provider's redirects and stops at
 * the first one to the return point, before it would load, as `src-main/electron/auth-window.ts`
 * does.
 */
export const catchRedirect: OpenAuthWindow = async (url, redirectUri) => {
  let current = url;
  for (let hop = 0; hop < 10; hop += 1) {
    if (isRedirectTo(current, redirectUri)) return current;
    const answer = await fetch(current, { redirect: 'manual' });
    const location = answer.headers.get('location');
    if (!location) throw new Error(`Sign-in stopped at ${current} with status ${answer.status}`);
    current = new URL(location, current).toString();
  }
  throw new Error('Too many redirects');
};
