// `npm run bench` (renderer and preload): what the built app makes the window fetch and run
// before the first screen, and how soon the sign-in form can be used. Needs `electron-vite build`
// (reads `out/`). Sign-in timing: LOADS cold loads (a fresh browser context each, so nothing is
// cached) of the built renderer served like the `app://` protocol, its bridge carried to the real
// main-process handlers (the e2e harness), each timed from navigation start to the first frame
// where the e-mail field and the enabled submit button are on screen. Figures are printed, never
// asserted.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { AppHarness } from '../tests/e2e/harness/app-harness';
import { MemoryTokenStore } from '../tests/support/memory-token-store';
import { CHROMIUM_ARGS, CHROMIUM_PATH, systemPart } from '../tests/support/system-parts';
import { fileSize, rendererSizes } from './bundle-sizes';

const LOADS = 7;
const WARM_UP = 1;

/** Issue 16's targets; the single-chunk build before it (`out/` of 2026-11-26), as issue 16 saw it. */
const TARGET = { initialGzipKb: 150, preloadKb: 20, signInMs: 800 };
const BASELINE = { initialGzipKb: 350.3, initialRawKb: 1183.8, preloadKb: 227.5, signInMs: 1700 };

const kb = (bytes: number) => bytes / 1000;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function bundleRows(): void {
  const renderer = rendererSizes(resolve('out/renderer'));
  const preload = fileSize(resolve('out/preload/index.cjs'));
  const initialGzip = kb(renderer.initial.gzip);
  console.log('renderer and preload bundles (out/, gzip level 9)');
  console.log(
    `  renderer initial JS: ${initialGzip.toFixed(1)} KB gzip (${kb(renderer.initial.raw).toFixed(1)} KB, ${renderer.initial.files.length} chunks)  target ≤ ${TARGET.initialGzipKb} KB: ${verdict(initialGzip <= TARGET.initialGzipKb)}  (before: ${BASELINE.initialGzipKb} KB gzip, ${BASELINE.initialRawKb} KB, 1 chunk)`,
  );
  console.log(
    `  on-demand chunks:    ${renderer.onDemand.files.length} (${kb(renderer.onDemand.gzip).toFixed(1)} KB gzip in all; page chunks: ${renderer.onDemand.files.filter((file) => /Page-[\w-]+\.js$/.test(file)).length})  (before: 0)`,
  );
  console.log(
    `  preload bundle:      ${kb(preload.raw).toFixed(1)} KB (${kb(preload.gzip).toFixed(1)} KB gzip)  target ≤ ${TARGET.preloadKb} KB: ${verdict(kb(preload.raw) <= TARGET.preloadKb)}  (before: ${BASELINE.preloadKb} KB)`,
  );
}

/** Resolves, in the page, with ms from navigation start to the first frame the form is usable. */
const FORM_USABLE = `new Promise((done) => {
  function usable() {
    const email = document.querySelector('form input[type="email"]');
    const submit = document.querySelector('form button[type="submit"]');
    return email !== null && submit !== null && !submit.disabled;
  }
  function check() {
    if (!usable()) return false;
    requestAnimationFrame(() => done(performance.now()));
    return true;
  }
  if (check()) return;
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})`;

async function signInLoads(browser: Browser, app: AppHarness): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + LOADS; i += 1) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'es-MX',
    });
    try {
      const page = await context.newPage();
      await page.addInitScript({ content: `window.__formUsable = ${FORM_USABLE};` });
      await app.open(page);
      const ms = Number(await page.evaluate('window.__formUsable'));
      if (!page.url().includes('#/sign-in')) throw new Error(`expected /sign-in, at ${page.url()}`);
      if (i >= WARM_UP) samples.push(ms);
    } finally {
      await context.close();
    }
  }
  return samples;
}

async function signInRow(): Promise<void> {
  if (!(await systemPart('chromium')).available) {
    console.log(`  sign-in form usable: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  const keyring = await systemPart('secretService').catch(() => ({ available: false }));
  const app = await AppHarness.start(keyring.available ? {} : { tokens: new MemoryTokenStore() });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const samples = await signInLoads(browser, app);
    const ms = median(samples);
    console.log(
      `  sign-in form usable: median ${ms.toFixed(0)} ms of ${LOADS} cold loads (${samples.map((s) => s.toFixed(0)).join(', ')})  target ≤ ${TARGET.signInMs} ms: ${verdict(ms <= TARGET.signInMs)}  (issue 16 reported ${BASELINE.signInMs} ms before)`,
    );
  } finally {
    await browser.close();
    await app.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(resolve('out/renderer/index.html')) || !existsSync(resolve('out/preload'))) {
    throw new Error('out/ is missing: run `npx electron-vite build` first');
  }
  bundleRows();
  await signInRow();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
