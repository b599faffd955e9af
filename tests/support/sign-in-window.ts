import type { OpenAuthWindow } from '../../src-main/auth/facebook-desktop-sign-in';
import { loginSurfaceUnavailable } from '../../src-main/auth/login-surface';
import { isRedirectTo } from '../../src-main/auth/redirect-match';

/**
 * Plays the app's sign-in window without Electron: follows the provider's redirects and stops at
 * the first one to the return point, before it would load, as `src-main/electron/auth-window.ts`
 * does — including its load time limit for the first page.
 */
export const catchRedirect: OpenAuthWindow = async (url, redirectUri, options = {}) => {
  let current = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const returns = [redirectUri, ...(options.alsoCatch ?? [])];
    if (returns.some((candidate) => isRedirectTo(current, candidate))) return current;
    let answer: Response;
    try {
      answer = await fetch(current, {
        redirect: 'manual',
        ...(hop === 0 && options.loadTimeoutMs !== undefined
          ? { signal: AbortSignal.timeout(options.loadTimeoutMs) }
          : {}),
      });
    } catch (error) {
      if (hop === 0 && options.loadTimeoutMs !== undefined) {
        throw loginSurfaceUnavailable(
          options.provider ?? 'la red social',
          `no cargó en ${options.loadTimeoutMs} ms`,
        );
      }
      throw error;
    }
    const location = answer.headers.get('location');
    if (!location) throw new Error(`Sign-in stopped at ${current} with status ${answer.status}`);
    current = new URL(location, current).toString();
  }
  throw new Error('Too many redirects');
};
