import { app } from 'electron';
// electron-updater is CommonJS with a lazy `autoUpdater` getter that ESM named imports cannot see.
import electronUpdater from 'electron-updater';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

const logFailure = (error: unknown) => console.error('[auto-update] failed', error);

/**
 * Installed builds check the publish target on start and every six hours, and notify when an
 * update is downloaded. Dev runs and builds made without an update server (no app-update.yml,
 * which electron-builder writes only from a publish target) never check.
 */
export function startAutoUpdates(): void {
  if (!app.isPackaged || !existsSync(join(process.resourcesPath, 'app-update.yml'))) return;
  const { autoUpdater } = electronUpdater;
  // The updater also emits 'error'; without a listener that event would throw in main.
  autoUpdater.on('error', logFailure);
  const check = () => {
    autoUpdater.checkForUpdatesAndNotify().catch(logFailure);
  };
  check();
  setInterval(check, CHECK_EVERY_MS).unref();
}
