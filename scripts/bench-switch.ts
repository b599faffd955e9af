// `npm run bench` (account switching, issue 17): an agency's desktop with ACCOUNTS accounts (50:
// creators and brands, seeded through the core API) signed in, every copy synced (the round main
// runs when the connection comes back, its total time printed), then SWITCHES switches between
// creators through the real account switcher in Chromium. Each sample runs from the click on the
// account's row (in the page) to the next frame after the switched account's home shows its name
// and its blocks' content (meter, proposals, calls, link; issue 34), with the click → name span
// beside it. Online first (team server answering), then with the core API stopped, where only
// cached data can answer. Target: p95 ≤ 100 ms. Needs the built renderer (`electron-vite build`). Tokens go to the
// OS keychain when a Secret Service answers, else to memory. The bridge rides a Playwright binding
// here instead of Electron IPC.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { AppHarness } from '../tests/e2e/harness/app-harness';
import {
  agencyAccounts,
  seedAgencyAccounts,
  shownName,
  signInAgencyAccounts,
  type AgencyAccount,
} from '../tests/e2e/harness/many-accounts';
import { MemoryTokenStore } from '../tests/support/memory-token-store';
import { CHROMIUM_ARGS, CHROMIUM_PATH, systemPart } from '../tests/support/system-parts';
import { percentile } from './bench-support';

const ACCOUNTS = Math.max(4, Number(process.env.BENCH_ACCOUNTS ?? 50));
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 20);
const WARM_UP = 4;
const TARGET_MS = 100;
/** Creators switched between, in turn: enough that no two samples in a row show the same one. */
const ROTATION = 6;
/**
 * Pause after each switch: long enough for the switched account's sync (it starts 800 ms after
 * a switch) to run, as it does while a person looks at the account.
 */
const SETTLE_MS = 2_000;

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

/**
 * Arms the page to time the next switch: the click on the menu item is stamped in the capture
 * phase, before the item's own handler; the end is the first frame after home shows the name.
 * Page code goes as text: tsx would wrap named functions in a helper the page does not have.
 */
const ARM_TIMER = `(expected) => {
  window.__switchMs = new Promise((done) => {
    let clickedAt = 0;
    let namedAt = 0;
    function onClick(event) {
      if (!event.target.closest || !event.target.closest('[role="option"]')) return;
      clickedAt = performance.now();
      document.removeEventListener('click', onClick, true);
    }
    document.addEventListener('click', onClick, true);
    function named() {
      const heading = document.querySelector('h1');
      const trigger = document.querySelector('.account-trigger');
      return (
        clickedAt > 0 &&
        location.hash.startsWith('#/home_search') &&
        heading !== null &&
        heading.textContent === '¡Hola, ' + expected.first + '!' &&
        trigger !== null &&
        trigger.textContent.includes(expected.full)
      );
    }
    function painted() {
      return (
        document.querySelectorAll('main .home-block').length >= 4 &&
        document.querySelector('main .remote-view__loading') === null &&
        document.querySelector('main [role="progressbar"]') !== null
      );
    }
    function check() {
      if (!named()) return;
      if (namedAt === 0) namedAt = performance.now();
      if (!painted()) return;
      observer.disconnect();
      const contentAt = performance.now();
      requestAnimationFrame(() =>
        done({ name: namedAt - clickedAt, home: contentAt - clickedAt, frame: performance.now() - clickedAt }),
      );
    }
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}`;

interface Sample {
  /** Click → the account's name in the header and the greeting (the old measure). */
  name: number;
  /** Click → the next frame after the home's blocks show their content. */
  frame: number;
}

async function armTimer(page: Page, to: AgencyAccount): Promise<void> {
  await page.evaluate(
    `(${ARM_TIMER})(${JSON.stringify({ first: to.firstName, full: shownName(to) })})`,
  );
}

async function switchOnce(page: Page, to: AgencyAccount): Promise<Sample> {
  await armTimer(page, to);
  await page.getByRole('button', { name: /^Cuenta/ }).click();
  await page.getByRole('option', { name: shownName(to) }).click();
  const sample = (await page.evaluate('window.__switchMs')) as Sample;
  await page.waitForTimeout(SETTLE_MS);
  return sample;
}

function line(label: string, samples: number[], target?: number): string {
  const p95 = percentile(samples, 95);
  const verdict =
    target === undefined ? '' : `  target ≤ ${target} ms: ${p95 <= target ? 'met' : 'MISSED'}`;
  return `${label.padEnd(44)} n=${samples.length}  p50 ${fmt(percentile(samples, 50))} ms  p95 ${fmt(p95)} ms  max ${fmt(Math.max(...samples))} ms${verdict}`;
}

async function measure(page: Page, label: string, creators: AgencyAccount[]): Promise<void> {
  const samples: Sample[] = [];
  for (let i = 0; i < WARM_UP + SWITCHES; i += 1) {
    const sample = await switchOnce(page, creators[i % creators.length]!);
    if (i >= WARM_UP) samples.push(sample);
  }
  console.log(
    line(
      `${label}: click → name + home painted`,
      samples.map((s) => s.frame),
      TARGET_MS,
    ),
  );
  console.log(
    line(
      `${label}: click → name (reference)`,
      samples.map((s) => s.name),
    ),
  );
}

async function main(): Promise<void> {
  if (!existsSync(resolve('out/renderer/index.html'))) {
    throw new Error('out/renderer is missing: run `npx electron-vite build` first');
  }
  if (!(await systemPart('chromium')).available) {
    console.log(`account switching: skipped, no Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  const keyring = await systemPart('secretService').catch(() => ({ available: false }));
  const app = await AppHarness.start({
    remoteApi: true,
    ...(keyring.available ? {} : { tokens: new MemoryTokenStore() }),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-MX' });
    const wanted = { firstName: 'Ximena', lastName: 'Ñáñez', handle: 'ximena.cocina' };
    const accounts = agencyAccounts(Math.ceil(ACCOUNTS / 2) - 1, Math.floor(ACCOUNTS / 2), wanted);
    await seedAgencyAccounts(await app.apiUrl, accounts);
    await app.open(page);
    await signInAgencyAccounts(page, accounts);
    const round = await app.syncAllCopies();
    console.log(
      `account copies: ${round.accounts} accounts synced in ${Math.round(round.ms)} ms, ${round.failed} failed (the round run on reconnect)`,
    );
    const creators = accounts.filter((account) => account.role === 'influencer').slice(0, ROTATION);
    await switchOnce(page, creators.at(-1)!);

    console.log(
      `account switching with ${accounts.length} accounts, ${SWITCHES} switches through the switcher (tokens: ${keyring.available ? 'OS keychain' : 'memory'})`,
    );
    await measure(page, 'online (team server)', creators);
    await app.stopApi();
    // The first failed call turns the app offline; switches then answer from the copies alone.
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: 'El servidor no responde' })
      .first()
      .waitFor({ timeout: 30_000 });
    await measure(page, 'offline (copies only)', creators);
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
