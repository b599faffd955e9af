import { _electron as electron, expect, test } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findElectronBinary } from '../support/electron-binary';

const binary = findElectronBinary();

test.describe('the packaged shell (Electron)', () => {
  test('opens a secure window on the sign-in screen and quits cleanly', async () => {
    if (!binary.path) {
      // The list reporter does not print skip reasons: say it, so CI logs show why.
      console.log(`Electron smoke test skipped: ${binary.reason}`);
      test.skip(true, binary.reason);
    }
    const userData = await mkdtemp(join(tmpdir(), 'marca-electron-'));
    const app = await electron.launch({
      executablePath: binary.path!,
      args: ['.', `--user-data-dir=${userData}`],
    });
    try {
      const page = await app.firstWindow();
      await expect(page).toHaveURL(/#\/sign-in/);
      // No Node in the page: only the bridge the preload exposed.
      const reach = await page.evaluate(() => ({
        require: typeof (globalThis as { require?: unknown }).require,
        process: typeof (globalThis as { process?: unknown }).process,
        bridge: Object.keys(window.bridge).length,
      }));
      expect(reach).toEqual({ require: 'undefined', process: 'undefined', bridge: 13 });
      expect(await page.evaluate(() => window.location.protocol)).toBe('app:');
    } finally {
      await app.close();
      await rm(userData, { recursive: true, force: true });
    }
  });
});
