import { app, BrowserWindow, session } from 'electron';
import { join } from 'node:path';
import { APP_ORIGIN, registerAppSchemePrivileges, serveRenderer } from './electron/app-protocol';
import { createMainWindow } from './electron/main-window';
import {
  denyUnexpectedPermissions,
  lockNavigation,
  openInSystemBrowser,
  refusePopupsAndWebviews,
} from './electron/window-security';
import { registerBridge, windowEventSink } from './electron/ipc-bridge';
import { openAuthWindow } from './electron/auth-window';
import { electronFileDialogs } from './electron/file-dialogs';
import { electronKitRenderer } from './electron/kit-renderer';
import { startAutoUpdates } from './electron/auto-update';
import { electronNetworkStatus } from './electron/network-status';
import { createDispatcher } from './ipc/dispatcher';
import { createTrustedSenderCheck } from './ipc/trusted-sender';
import { KeytarTokenStore } from './keychain/keytar-token-store';
import { createMainServices } from './main-services';
import { resolveDataFolder } from './settings/data-location';

// Electron-specific wiring only: every service below runs and is tested under plain Node.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const rendererUrl = devServerUrl ?? `${APP_ORIGIN}/index.html`;
const isTrustedSender = createTrustedSenderCheck(
  devServerUrl ? [APP_ORIGIN, devServerUrl] : [APP_ORIGIN],
);

// A data folder chosen in settings must be in place before `ready` and the single-instance lock,
// which both live in userData.
const defaultUserDataDir = app.getPath('userData');
const userDataDir = resolveDataFolder(defaultUserDataDir);
if (userDataDir !== defaultUserDataDir) app.setPath('userData', userDataDir);

registerAppSchemePrivileges();
if (!app.requestSingleInstanceLock()) app.exit(0);

const services = createMainServices({
  userDataDir,
  defaultUserDataDir,
  tokens: new KeytarTokenStore(),
  events: windowEventSink,
  openExternal: openInSystemBrowser,
  openAuthWindow,
  network: electronNetworkStatus,
  // Built by `npm run build` beside the bundles: a first start unpacks it instead of running initdb.
  dataTemplate: join(import.meta.dirname, '../db-template.tar.gz'),
  desktop: {
    kitRenderer: electronKitRenderer,
    dialogs: electronFileDialogs(
      () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0],
    ),
  },
});

function openMainWindow(): BrowserWindow {
  const window = createMainWindow({
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    url: rendererUrl,
  });
  lockNavigation(window.webContents, isTrustedSender);
  return window;
}

app.on('second-instance', () => {
  const [window] = BrowserWindow.getAllWindows();
  if (window) {
    if (window.isMinimized()) window.restore();
    window.focus();
  }
});

void app.whenReady().then(() => {
  denyUnexpectedPermissions(session.defaultSession);
  refusePopupsAndWebviews();
  serveRenderer(join(import.meta.dirname, '../renderer'));
  registerBridge(
    createDispatcher({
      handlers: services.handlers,
      isTrustedSender,
      onUnexpectedError: (method, error) => console.error(`[bridge] ${method} failed`, error),
    }),
  );
  // The window shows at once; the first bridge call waits for the embedded API if it is slower.
  void services
    .warmUp()
    .catch((error: unknown) => console.error('[core-api] failed to start', error));
  openMainWindow();
  startAutoUpdates();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

let stopping = false;
app.on('before-quit', (event) => {
  if (stopping) return;
  stopping = true;
  event.preventDefault();
  // The embedded database must close cleanly, or PGlite replays its WAL on the next start.
  void services
    .close()
    .catch((error: unknown) => console.error('[core-api] failed to stop', error))
    .finally(() => app.quit());
});
