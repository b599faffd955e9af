#!/usr/bin/env node
// `npm start`: build the three bundles, make sure Electron's binary is here, launch the app.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const run = (command, args, options = {}) =>
  spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32', ...options });

const electronDir = dirname(require.resolve('electron/package.json'));
const binaryPath = () => {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
};

if (!binaryPath()) {
  // Electron fetches its binary on first use; the installer prints its own progress.
  const installed = run(process.execPath, [join(electronDir, 'install.js')], {
    stdio: ['ignore', 'ignore', 'ignore'],
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' },
  });
  if (installed.status !== 0 || !binaryPath()) {
    console.error(
      "npm start: Electron's binary could not be downloaded (its release host is unreachable from this machine), so the desktop app cannot launch here; `npm run server` runs the core API and `npm test` runs every test.",
    );
    process.exit(1);
  }
}

const built = run('npm', ['run', 'build']);
if (built.status !== 0) process.exit(built.status ?? 1);
const launched = run(binaryPath(), ['.'], { env: { ...process.env, ELECTRON_RUN_AS_NODE: '' } });
process.exit(launched.status ?? 0);
