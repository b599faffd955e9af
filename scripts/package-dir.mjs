#!/usr/bin/env node
// `npm run package:dir`: the unpacked app (electron-builder's `dir` target) for this OS, built
// from a local Electron so nothing is downloaded. Electron comes from ELECTRON_DIST, else from
// node_modules/electron/dist (where Electron's installer puts it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const electronVersion = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')).version;

const binaryByPlatform = { darwin: 'Electron.app', win32: 'electron.exe' };
const binaryName = binaryByPlatform[process.platform] ?? 'electron';
const zipName = `electron-v${electronVersion}-${process.platform}-${process.arch}.zip`;

/** electron-builder takes an unpacked Electron folder, or a folder holding Electron's release zip. */
function usableElectronDist(dir) {
  return existsSync(join(dir, binaryName)) || existsSync(join(dir, zipName));
}

function findElectronDist() {
  const given = process.env.ELECTRON_DIST;
  if (given) {
    const dir = resolve(given);
    if (usableElectronDist(dir)) return { dir };
    return { reason: `ELECTRON_DIST=${given} holds neither ${binaryName} nor ${zipName}.` };
  }
  const installed = join(electronDir, 'dist');
  if (usableElectronDist(installed)) return { dir: installed };
  return {
    reason: `Electron's binary is not in ${installed} (its download is not possible from this machine) and ELECTRON_DIST is not set.`,
  };
}

const electron = findElectronDist();
if (!electron.dir) {
  console.error(
    [
      `package:dir: cannot build the unpacked app: ${electron.reason}`,
      `Provide Electron ${electronVersion} for ${process.platform}-${process.arch}: set ELECTRON_DIST to an unpacked Electron folder (the one containing ${binaryName}) or to a folder holding ${zipName}; or run \`node node_modules/electron/install.js\` where github.com is reachable.`,
    ].join('\n'),
  );
  process.exit(1);
}

const built = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const { build, Platform } = require('electron-builder');
// Without an update server the build carries no app-update.yml, so the app does not try to update.
const updates = process.env.MARCA_UPDATE_URL ? {} : { publish: null };
try {
  await build({
    projectDir: root,
    targets: Platform.current().createTarget('dir'),
    publish: 'never',
    config: {
      electronDist: electron.dir,
      // keytar and sharp are Node-API modules: the installed binaries load in Electron as they are,
      // and rebuilding would fetch Electron's headers.
      npmRebuild: false,
      ...updates,
    },
  });
} catch (error) {
  console.error(
    'package:dir: electron-builder failed:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
console.log(`package:dir: unpacked app in ${join(root, 'dist')}`);
