// `npm run bench` (the agency desk, issue 33): an agency's desktop with ACCOUNTS accounts (50:
// creators with followers and brands, seeded through the core API) signed in on the embedded core
// API (its own process, as in the app). Prints:
//  - a full background refresh of every account by the desk (4 at a time), its total time and the
//    per-account p95, beside the reconnect round main already ran before the desk (2 at a time),
//    as the baseline from the same run;
//  - opening the desk from the side nav, click → every row on screen (next frame), p95 against
//    the ≤ 300 ms target, beside the click → home content baseline, in Chromium.
// Needs the built renderer (`electron-vite build`). Tokens go to the OS keychain when a Secret
// Service answers, else to memory.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { AppHarness } from '../tests/e2e/harness/app-harness';
import {
  agencyAccounts,
  seedAgencyAccounts,
  signInAgencyAccounts,
} from '../tests/e2e/harness/many-accounts';
import { MemoryTokenStore } from '../tests/support/memory-token-store';
import { CHROMIUM_ARGS, CHROMIUM_PATH, systemPart } from '../tests/support/system-parts';
import { percentile } from './bench-support';

const ACCOUNTS = Math.max(4, Number(process.env.BENCH_ACCOUNTS ?? 50));
const OPENS = Number(process.env.BENCH_OPENS ?? 20);
const WARM_UP = 3;
const OPEN_TARGET_MS = 300;

const fmt = (ms: number) => ms.toFixed(1).padStart(8);

function line(label: string, samples: number[], target?: number): string {
  const p95 = percentile(samples, 95);
  const verdict =
    target === undefined ? '' : `  target ≤ ${target} ms: ${p95 <= target ? 'met' : 'MISSED'}`;
  return `${label.padEnd(34)} n=${String(samples.length).padStart(2)}  p50 ${fmt(percentile(samples, 50))} ms  p95 ${fmt(p95)} ms  max ${fmt(Math.max(...samples))} ms${verdict}`;
}

/**
 * Arms the page to time the next click on a side-nav link until `ready()` holds, then one frame.
 * Page code goes as text: tsx would wrap named functions in a helper the page does not have.
 */
const ARM = `(readyCheck) => {
  const ready = new Function('return (' + readyCheck + ')()');
  window.__navMs = new Promise((done) => {
    let clickedAt = 0;
    function onClick(event) {
      if (!event.target.closest || !event.target.closest('nav a')) return;
      clickedAt = performance.now();
      document.removeEventListener('click', onClick, true);
    }
    document.addEventListener('click', onClick, true);
    const observer = new MutationObserver(() => {
      if (clickedAt === 0 || !ready()) return;
      observer.disconnect();
      requestAnimationFrame(() => done(performance.now() - clickedAt));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}`;

/** Every roster row of the desk is in the page. */
const deskReady = (rows: number) => `() =>
  location.hash.startsWith('#/agency') &&
  document.querySelectorAll('tr.desk-row').length === ${rows}`;
/** The home of the account in use shows its greeting or its finder. */
const homeReady = `() =>
  location.hash.startsWith('#/home_search') && document.querySelector('main h1') !== null`;

async function timeNav(page: Page, linkName: string | RegExp, ready: string): Promise<number> {
  await page.evaluate(`(${ARM})(${JSON.stringify(ready)})`);
  await page.getByRole('navigation').getByRole('link', { name: linkName }).click();
  return Number(await page.evaluate('window.__navMs'));
}

async function main(): Promise<void> {
  if (!existsSync(resolve('out/renderer/index.html'))) {
    throw new Error('out/renderer is missing: run `npx electron-vite build` first');
  }
  if (!(await systemPart('chromium')).available) {
    console.log(`agency desk: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  const keyring = await systemPart('secretService').catch(() => ({ available: false }));
  // 50 sign-ups from one address: the embedded API's sign-in limit is raised for the seeding.
  const app = await AppHarness.start({
    env: { RATE_LIMIT_MAX: '10000' },
    ...(keyring.available ? {} : { tokens: new MemoryTokenStore() }),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-MX' });
    const wanted = { firstName: 'Ximena', lastName: 'Ñáñez', handle: 'ximena.cocina' };
    const accounts = agencyAccounts(
      Math.ceil(ACCOUNTS / 2) - 1,
      Math.floor(ACCOUNTS / 2),
      wanted,
    ).map((account, index) =>
      account.role === 'influencer' ? { ...account, followers: 1_000 + index * 7_919 } : account,
    );
    await seedAgencyAccounts(await app.apiUrl, accounts);
    await app.open(page);
    await signInAgencyAccounts(page, accounts);
    console.log(
      `agency desk with ${accounts.length} accounts on the embedded core API (tokens: ${keyring.available ? 'OS keychain' : 'memory'})`,
    );

    // Baseline: the round main runs on reconnecting (2 at a time), on the same copies.
    const round = await app.syncAllCopies();
    console.log(
      `reconnect round (baseline, 2 at a time)   ${accounts.length} accounts in ${fmt(round.ms)} ms, ${round.failed} failed`,
    );
    const started = performance.now();
    await app.agencyDesk.refresh();
    await app.agencyDesk.idle();
    const total = performance.now() - started;
    const each = [...app.agencyDesk.refreshDurations().values()];
    console.log(
      `desk refresh (4 at a time)                ${each.length} accounts in ${fmt(total)} ms; per account p50 ${fmt(percentile(each, 50))} ms  p95 ${fmt(percentile(each, 95))} ms`,
    );

    const homeLink = /^(Inicio|Buscar creadores)$/;
    const desk: number[] = [];
    const home: number[] = [];
    await page.getByRole('navigation').getByRole('link', { name: 'Agencia' }).waitFor();
    for (let i = 0; i < WARM_UP + OPENS; i += 1) {
      const toDesk = await timeNav(page, 'Agencia', deskReady(accounts.length));
      const toHome = await timeNav(page, homeLink, homeReady);
      if (i >= WARM_UP) {
        desk.push(toDesk);
        home.push(toHome);
      }
    }
    console.log(line('open the desk (click → rows)', desk, OPEN_TARGET_MS));
    console.log(line('open home (baseline)', home));
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
