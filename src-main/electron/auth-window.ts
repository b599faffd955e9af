import { BrowserWindow, session } from 'electron';
import { randomUUID } from 'node:crypto';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import { loginSurfaceUnavailable } from '../auth/login-surface';
import { originForLog, signInNavigationPolicy } from '../auth/sign-in-navigation';
import { denyUnexpectedPermissions } from './window-security';

const TIMEOUT_MS = 5 * 60_000;

/**
 * A provider's sign-in page in a window of its own: separate in-memory session partition that
 * grants no permission, no preload, sandboxed, and kept to the provider's hosts
 * (`signInNavigationPolicy`). The redirect is caught before it loads; closing the window or
 * waiting too long fails.
 */
export const openAuthWindow: OpenAuthWindow = (url, redirectUri, options = {}) =>
  new Promise<string>((resolve, reject) => {
    const partition = `auth-${randomUUID()}`;
    // Handlers before the first request: the page never sees a session without them.
    denyUnexpectedPermissions(session.fromPartition(partition), [], 'auth-window');
    const window = new BrowserWindow({
      width: 520,
      height: 720,
      title: 'Iniciar sesión',
      autoHideMenuBar: true,
      webPreferences: {
        partition,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
      },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      if (!window.isDestroyed()) window.destroy();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new BridgeError({
              status: 408,
              code: ErrorCode.signInTimedOut,
              message: 'El inicio de sesión tardó demasiado. Inténtalo de nuevo.',
            }),
          ),
        ),
      TIMEOUT_MS,
    );
    const destination = signInNavigationPolicy(url, [redirectUri, ...(options.alsoCatch ?? [])]);
    const guard = (
      event: { preventDefault(): void },
      target: string,
      _isInPlace: boolean,
      isMainFrame: boolean,
    ) => {
      // Frames inside the provider's page (captchas) are the provider's business.
      if (!isMainFrame) return;
      const verdict = destination(target);
      if (verdict === 'allow') return;
      event.preventDefault();
      if (verdict === 'return') {
        finish(() => resolve(target));
        return;
      }
      console.warn(
        `[auth-window] ${options.provider ?? 'sign-in'}: refused navigation to ${originForLog(target)}`,
      );
    };
    // The login surface must show within its time or the flow ends with a reason, logged.
    const surfaceFailed = (detail: string) => {
      console.error(`[auth-window] ${options.provider ?? 'sign-in'} surface failed: ${detail}`);
      finish(() => reject(loginSurfaceUnavailable(options.provider ?? 'la red social', detail)));
    };
    const loadTimer =
      options.loadTimeoutMs === undefined
        ? undefined
        : setTimeout(
            () => surfaceFailed(`no cargó en ${options.loadTimeoutMs} ms`),
            options.loadTimeoutMs,
          );
    window.webContents.once('did-finish-load', () => clearTimeout(loadTimer));
    window.webContents.on(
      'did-fail-load',
      (_event, errorCode, errorDescription, _validatedUrl, isMainFrame) => {
        // -3 is an aborted load: the redirect caught above, not a failure.
        if (isMainFrame && errorCode !== -3 && options.loadTimeoutMs !== undefined) {
          clearTimeout(loadTimer);
          surfaceFailed(errorDescription || String(errorCode));
        }
      },
    );
    window.on('closed', () => clearTimeout(loadTimer));
    window.webContents.on('will-redirect', guard);
    window.webContents.on('will-navigate', guard);
    // Pop-ups (help links, "sign in with…" windows) never open, in the app or the browser.
    window.webContents.setWindowOpenHandler(({ url: target }) => {
      console.warn(`[auth-window] refused a pop-up to ${originForLog(target)}`);
      return { action: 'deny' };
    });
    window.webContents.on('will-attach-webview', (event) => event.preventDefault());
    window.on('closed', () =>
      finish(() =>
        reject(
          new BridgeError({
            status: 400,
            code: ErrorCode.signInCancelled,
            message: 'Se cerró la ventana de inicio de sesión.',
          }),
        ),
      ),
    );
    void window.loadURL(url);
  });
