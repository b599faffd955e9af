import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../scripts/security-scan.mjs');
const run = promisify(execFile);
const folders: string[] = [];

/** An `out/` folder as electron-vite writes it, with the given bundle sources. */
function builtApp(main: string, preload = "require('electron');\n"): string {
  const out = join(mkdtempSync(join(tmpdir(), 'marca-scan-test-')), 'out');
  folders.push(resolve(out, '..'));
  mkdirSync(join(out, 'main'), { recursive: true });
  mkdirSync(join(out, 'preload'), { recursive: true });
  mkdirSync(join(out, 'renderer'), { recursive: true });
  writeFileSync(join(out, 'main', 'index.js'), main);
  writeFileSync(join(out, 'preload', 'index.cjs'), preload);
  writeFileSync(
    join(out, 'renderer', 'index.html'),
    `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'" /></head><body></body></html>`,
  );
  return out;
}

async function scan(out: string, env: Record<string, string> = {}) {
  const result = await run(process.execPath, [script, out], {
    env: { ...process.env, CI: '', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => error as { code: number; stdout: string; stderr: string },
  );
  const report = /SARIF report: (.+)$/m.exec(result.stdout)?.[1];
  if (report) folders.push(dirname(report));
  return { code: result.code, stdout: result.stdout, stderr: result.stderr };
}

const lockedDownMain = `import { app, BrowserWindow, session } from 'electron';
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});
session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
const window = new BrowserWindow({
  webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, disableBlinkFeatures: 'Auxclick' },
});
window.loadURL('app://renderer/index.html');
`;

// ES2022 class fields, which the scanner's own parser cannot walk, come before the window.
const openMain = `import { BrowserWindow } from 'electron';
class Counter {
  #count = 0;
  static label = 'windows';
  next() {
    return ++this.#count;
  }
}
new Counter().next();
const window = new BrowserWindow({
  webPreferences: { contextIsolation: false, nodeIntegration: true, sandbox: false },
});
window.loadURL('https://example.com');
`;

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('security-scan', { timeout: 60_000 }, () => {
  it('passes a locked-down app and names the SARIF report', async () => {
    const result = await scan(builtApp(lockedDownMain));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/offline checks for Electron \d+\.\d+\.\d+/);
    expect(result.stdout).not.toMatch(/\bHIGH\b/);
    expect(result.stdout).toMatch(/SARIF report: .*electronegativity\.sarif/);
  });

  it('fails on a high-severity finding and shows its line in the built file', async () => {
    const out = builtApp(openMain);
    const result = await scan(out);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(
        `CONTEXT_ISOLATION_JS_CHECK\\s+HIGH\\s+\\w+\\s+${join(out, 'main', 'index.js')}:11`,
      ),
    );
    expect(result.stderr).toMatch(/high-severity finding/);
  });

  it('scans the CommonJS preload bundle too', async () => {
    const result = await scan(builtApp(lockedDownMain, openMain.replace(/import .*\n/, '')));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /CONTEXT_ISOLATION_JS_CHECK\s+HIGH\s+\w+\s+\S+preload\/index\.cjs:10/,
    );
  });

  it('fails with CI=true when the scanner cannot read a bundle, and skips with the reason otherwise', async () => {
    const out = builtApp(lockedDownMain, 'this is ( not javascript');
    const inCi = await scan(out, { CI: 'true' });
    expect(inCi.code).toBe(1);
    expect(inCi.stderr).toMatch(/Electronegativity failed: could not scan \S+preload\/index\.cjs/);
    const local = await scan(out);
    expect(local.code).toBe(0);
    expect(local.stderr).toMatch(/skipped \(with CI=true this fails the run\)/);
  });

  it('asks for a build when there are no bundles', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'marca-scan-test-'));
    folders.push(empty);
    const result = await scan(join(empty, 'out'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/main is missing; run `npx electron-vite build` first/);
  });
});
