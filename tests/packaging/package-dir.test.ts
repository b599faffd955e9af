import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../scripts/package-dir.mjs');
const run = promisify(execFile);
let folder: string | undefined;

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('says why it cannot package and how to provide Electron when none is given', async () => {
  folder = mkdtempSync(join(tmpdir(), 'marca-no-electron-'));
  const failure = await run(process.execPath, [script], {
    env: { ...process.env, ELECTRON_DIST: folder },
  }).then(
    () => null,
    (error: unknown) => error as { code: number; stderr: string },
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toContain(`ELECTRON_DIST=${folder} holds neither`);
  expect(failure?.stderr).toMatch(/set ELECTRON_DIST to an unpacked Electron folder/);
});
