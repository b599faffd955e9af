import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ElectronBinary {
  path: string | null;
  reason: string;
}

/**
 * Finds the Electron executable without triggering its download (requiring `electron` would
 * try to fetch it, which these machines cannot).
 */
export function findElectronBinary(): ElectronBinary {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { path: null, reason: 'the electron package is not installed' };
  }
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const candidate = override
    ? join(override, relative ?? 'electron')
    : relative
      ? join(packageDir, 'dist', relative)
      : null;
  if (candidate && existsSync(candidate)) return { path: candidate, reason: '' };
  return {
    path: null,
    reason:
      "Electron's binary is not on this machine and cannot be downloaded here (no access to its release host)",
  };
}
