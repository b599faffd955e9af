import { app, shell, type Session, type WebContents } from 'electron';
import { APP_WINDOW_PERMISSIONS, permissionPolicy } from '../security/permission-policy';

/**
 * Every session the app creates gets both handlers: Electron grants everything by default. The
 * main window's session allows `APP_WINDOW_PERMISSIONS`; sign-in and kit sessions pass none.
 */
export function denyUnexpectedPermissions(
  session: Session,
  allowed: readonly string[] = APP_WINDOW_PERMISSIONS,
  label = 'app',
): void {
  const policy = permissionPolicy(allowed, label);
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(policy.request(permission, details.requestingUrl));
  });
  session.setPermissionCheckHandler((_contents, permission) => policy.check(permission));
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Opens a web page in the system browser. URLs also come from the core API (sign-in and network
 * connection pages); any other scheme could start an arbitrary handler of the OS.
 */
export async function openInSystemBrowser(url: string): Promise<void> {
  if (!isHttpUrl(url)) throw new Error(`Refused to open a URL that is not http(s): ${url}`);
  await shell.openExternal(url);
}

/** No web contents may open windows (web links go to the system browser) or attach webviews. */
export function refusePopupsAndWebviews(): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (isHttpUrl(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}

/** An app window stays on the app: navigation anywhere else is cancelled. */
export function lockNavigation(contents: WebContents, isAppUrl: (url: string) => boolean): void {
  const stay = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', stay);
  contents.on('will-redirect', stay);
}
