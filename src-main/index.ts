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
import { electronFileDialogs, electronOpenFilesDialog } from './electron/file-dialogs';
import { electronOsNotifier } from './electron/os-notifier';
import { electronDockBadge } from './electron/dock-badge';
import { electronKitRenderer } from './electron/kit-renderer';
import { startAutoUpdates } from './electron/auto-update';
import { electronNetworkStatus } from './electron/network-status';
import { createDispatcher } from './ipc/dispatcher';
import { createTrustedSenderCheck } from './ipc/trusted-sender';
import { KeytarTokenStore } from './keychain/keytar-token-store';
import { EMBEDDED_SECRETS_SERVICE } from './server-host/embedded-secrets-key';
import { createMainServices } from './main-services';
import { COMPILE_CACHE_ENV } from '../src-server/embedded-protocol';
import { inChildProcess } from './server-host/api-child-process';
import { utilityApiChild } from './electron/utility-api-child';
import { resolveDataFolder } from './settings/data-location';
import { RotatingLog, routeConsoleTo } from './logging/rotating-log';
import { DEEP_LINK_SCHEME, deepLinkInArgv } from './deep-link/deep-link';
import { DeepLinkInbox, handingOverLinks } from './deep-link/deep-link-inbox';

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

// The log support asks for (`<data folder>/logs/main.log`, rotated at 1 MB, three kept): every
// service logs through `console`, which from here on also writes there.
routeConsoleTo(new RotatingLog({ path: join(userDataDir, 'logs', 'main.log') }));

// Chromium's own widgets (the date picker's calendar, spell check) speak the app's language,
// not the system's; the renderer formats every date itself (ui/DateField, i18n/format.ts).
app.commandLine.appendSwitch('lang', 'es-MX');
registerAppSchemePrivileges();
// One instance: a second launch (a reset link opened from the mail) hands its arguments over.
if (!app.requestSingleInstanceLock()) app.exit(0);
// Installers register the scheme with the OS (electron-builder.yml `protocols`); this keeps it
// pointing at this copy after an update or a move. A development run leaves the OS alone.
if (app.isPackaged) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

const events = windowEventSink(isTrustedSender);

function revealMainWindow(): void {
  const [window] = BrowserWindow.getAllWindows().filter((candidate) =>
    isTrustedSender(candidate.webContents.getURL()),
  );
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

const deepLinks = new DeepLinkInbox({
  events,
  reveal: revealMainWindow,
  // Links are delivered once the window listens, long after `services` below exists.
  unsubscribe: (email, signature) => services.unsubscribeByLink(email, signature),
});
// macOS hands links over as an event, possibly before `ready`: listened to from the start.
app.on('open-url', (event, url) => {
  event.preventDefault();
  deepLinks.receive(url);
});
const startLink = deepLinkInArgv(process.argv);
if (startLink) deepLinks.receive(startLink);

const services = createMainServices({
  userDataDir,
  defaultUserDataDir,
  tokens: new KeytarTokenStore(),
  secretsKeychain: new KeytarTokenStore(EMBEDDED_SECRETS_SERVICE),
  events,
  openExternal: openInSystemBrowser,
  openAuthWindow,
  network: electronNetworkStatus,
  // Built by `npm run build` beside the bundles: a first start unpacks it instead of running initdb.
  dataTemplate: join(import.meta.dirname, '../db-template.tar.gz'),
  // The core API in a utility process of its own, built beside this bundle (electron.vite.config).
  apiRunner: inChildProcess(utilityApiChild(join(import.meta.dirname, 'core-api.js')), {
    ...process.env,
    // V8's compiled code of the API's modules, kept between launches (src-server/compile-cache.ts).
    [COMPILE_CACHE_ENV]: join(userDataDir, 'compile-cache'),
  }),
  desktop: {
    kitRenderer: electronKitRenderer,
    dialogs: electronFileDialogs(
      () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0],
    ),
    openFiles: electronOpenFilesDialog(
      () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0],
    ),
    notifier: electronOsNotifier(),
    badge: electronDockBadge(),
    isWindowFocused: () => BrowserWindow.getFocusedWindow() !== null,
    revealWindow: () => revealMainWindow(),
  },
});

function openMainWindow(): BrowserWindow {
  const window = createMainWindow({
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    url: rendererUrl,
  });
  lockNavigation(window.webContents, isTrustedSender);
  // A reload starts a renderer that has not subscribed yet: links wait for its `getSession`.
  window.webContents.on('did-navigate', () => deepLinks.rendererGone());
  window.on('closed', () => deepLinks.rendererGone());
  return window;
}

app.on('second-instance', (_event, argv) => {
  revealMainWindow();
  const link = deepLinkInArgv(argv);
  if (link) deepLinks.receive(link);
});

void app.whenReady().then(() => {
  denyUnexpectedPermissions(session.defaultSession);
  refusePopupsAndWebviews();
  serveRenderer(join(import.meta.dirname, '../renderer'), join(userDataDir, 'offline'));
  registerBridge(
    handingOverLinks(
      createDispatcher({
        handlers: services.handlers,
        isTrustedSender,
        onUnexpectedError: (method, error) => console.error(`[bridge] ${method} failed`, error),
        onRefusedSender: (method, origin) =>
          console.warn(`[bridge] refused ${method} from ${origin}: not the app's window`),
      }),
      deepLinks,
    ),
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
