// `npm run bench`: a batch export of 50 media kits as PDF through MediaKitExporter, printed by the
// system's Chromium as the app prints with Electron, each kit with its verification: a fresh code,
// its QR code, and its record registered with a real core API (PGlite on disk, as the embedded
// default runs) under that creator's own token. Target: the 50 in ≤ 10 s on this machine; the
// per-kit p50/p95 printed beside it, with the share of each kit spent registering and printing.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { ApiPath } from '../src-shared/api/paths';
import type { AuthAnswer } from '../src-shared/domain/user';
import { defaultKitOptions, type MediaKit } from '../src-shared/domain/media-kit';
import { renderMediaKitHtml } from '../src-shared/media-kit/render-media-kit-html';
import { CoreApiClient } from '../src-main/api/core-api-client';
import { KitVerifications } from '../src-main/exports/kit-verification';
import { MediaKitExporter } from '../src-main/exports/media-kit-exporter';
import type { FileDialogs, KitPrintOptions, KitRenderer } from '../src-main/exports/ports';
import type { RegisterKitExport } from '../src-main/offline/kit-export-records';
import { PendingVerifications } from '../src-main/offline/pending-verifications';
import { AgencyStore } from '../src-main/settings/agency-store';
import { KitOptionsStore } from '../src-main/settings/kit-options-store';
import { KitSettingsService } from '../src-main/settings/kit-settings';
import { startServer } from '../src-server/index';
import { ChromiumKitRenderer } from '../tests/support/chromium-kit-renderer';
import { seededMediaKit } from '../tests/support/media-kit-fixture';
import { systemPart } from '../tests/support/system-parts';
import { percentile } from './bench-support';

const KITS = 50;
const TARGET_TOTAL_S = 10;
const BASELINE_KITS = 10;
/** Sign-ups at once while preparing (scrypt is the slow part; not timed). */
const SIGN_UPS_AT_ONCE = 4;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const spread = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;

/** Times each print, from the exporter's call to the bytes, around the real renderer. */
class TimedRenderer implements KitRenderer {
  readonly times: number[] = [];
  constructor(private readonly inner: KitRenderer) {}
  pdf(html: string, options: KitPrintOptions) {
    return this.timed(() => this.inner.pdf(html, options));
  }
  png(html: string) {
    return this.timed(() => this.inner.png(html));
  }
  private async timed(work: () => Promise<Uint8Array>) {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.times.push(performance.now() - start);
    }
  }
}

const chromium = await systemPart('chromium');
if (!chromium.available) {
  console.log(`media kit export: skipped (${chromium.reason})`);
  process.exit(0);
}

const dir = await mkdtemp(join(tmpdir(), 'marca-bench-kits-'));
const server = await startServer({
  dataDir: join(dir, 'core-api'),
  rateLimit: { max: 100_000, timeWindowMs: 60_000 },
});
const chromiumRenderer = await ChromiumKitRenderer.launch();
try {
  const api = new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] });

  // One creator account per kit: each record is registered with its own creator's token.
  const kits: MediaKit[] = await Promise.all(
    Array.from({ length: KITS }, (_, i) => seededMediaKit(i + 1)),
  );
  const tokens = new Map<string, string>();
  const queue = [...kits];
  await Promise.all(
    Array.from({ length: SIGN_UPS_AT_ONCE }, async () => {
      for (let kit = queue.shift(); kit; kit = queue.shift()) {
        const { token } = await api.post<AuthAnswer>(ApiPath.register, {
          email: `kit.${kit.accountId}@bench.invalid`,
          password: 'contraseña-bench',
        });
        await api.post(ApiPath.defineRole, { role: 'influencer' }, { token });
        tokens.set(kit.accountId, token);
      }
    }),
  );

  const registerTimes: number[] = [];
  const register: RegisterKitExport = async (accountId, record) => {
    const start = performance.now();
    await api.post(ApiPath.mediaKitExports, record, { token: tokens.get(accountId)! });
    registerTimes.push(performance.now() - start);
  };
  const pending = new PendingVerifications({
    folderFor: (accountId) => join(dir, 'offline', encodeURIComponent(accountId)),
    register,
  });
  const agency = new AgencyStore(dir);
  await agency.save({
    name: 'Agencia Norte',
    contact_person: 'Laura Gómez',
    email: 'laura@agencianorte.mx',
    phone: '+52 55 1234 5678',
    logo: new Uint8Array(
      await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer(),
    ),
  });
  const settings = new KitSettingsService({
    session: { activeAccountId: async () => null, findAccount: async () => null },
    options: new KitOptionsStore(dir),
    agency,
  });

  const folder = join(dir, 'kits');
  const dialogs: FileDialogs = {
    chooseSavePath: async (name) => join(folder, name),
    chooseFolder: async () => folder,
    reveal: () => undefined,
    openPath: async () => undefined,
  };
  const renderer = new TimedRenderer(chromiumRenderer);
  const kitStarts = new Map<string, number>();
  const kitTimes: number[] = [];
  const exporter = new MediaKitExporter({
    source: {
      kitFor: async (accountId) => {
        kitStarts.set(accountId!, performance.now());
        const kit = kits.find((candidate) => candidate.accountId === accountId)!;
        return { kit, from_cache: false, pending_verifications: 0 };
      },
    },
    renderer,
    dialogs,
    // Each kit's time runs from asking for its data to its file being written.
    events: {
      emit: (_event, progress) => {
        const { result } = progress as { result: { accountId: string } };
        kitTimes.push(performance.now() - kitStarts.get(result.accountId)!);
      },
    },
    settings,
    verifier: new KitVerifications({ baseUrl: async () => server.url, register, pending }),
  });

  // One warm-up print: the first one loads fonts and the PDF backend.
  await chromiumRenderer.pdf('<!doctype html><p>.</p>', { pageSize: 'a4' });
  await mkdir(folder, { recursive: true });

  const start = performance.now();
  const answer = await exporter.exportMany({
    accountIds: kits.map((kit) => kit.accountId),
    format: 'pdf',
  });
  const totalS = (performance.now() - start) / 1000;

  const saved = answer.results.filter((result) => result.status === 'saved').length;
  const { count } = await server.db
    .selectFrom('media_kit_exports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const registered = Number(count);
  const ok = totalS <= TARGET_TOTAL_S && saved === KITS && registered === KITS;

  console.log(
    `\nmedia kit batch export (${KITS} kits, PDF, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, core API on PGlite)`,
  );
  console.log(
    `  total    ${totalS.toFixed(1)} s for ${saved}/${KITS} saved, ${registered}/${KITS} records registered` +
      `   target ≤ ${TARGET_TOTAL_S} s   [${ok ? 'ok' : 'OVER TARGET'}]`,
  );
  console.log(
    `  mean     ${ms((totalS * 1000) / KITS)} per kit   (target ≤ ${ms((TARGET_TOTAL_S * 1000) / KITS)})`,
  );
  console.log(`  per kit  ${spread(kitTimes)}   (each, two printed at once)`);
  console.log(`    print  ${spread(renderer.times)}`);
  console.log(`    record ${spread(registerTimes)}`);

  // Baseline from the same run: the same kits' HTML printed one at a time, print alone.
  const alone: number[] = [];
  for (const kit of kits.slice(0, BASELINE_KITS)) {
    const html = renderMediaKitHtml(kit, {
      options: defaultKitOptions(),
      agency: null,
      verification: null,
      exportedAt: new Date(),
    });
    const printStart = performance.now();
    await chromiumRenderer.pdf(html, { pageSize: 'a4' });
    alone.push(performance.now() - printStart);
  }
  const aloneMean = alone.reduce((sum, value) => sum + value, 0) / alone.length;
  console.log(
    `  baseline one at a time, print only (${BASELINE_KITS} kits): ${spread(alone)}` +
      ` → ${((aloneMean * KITS) / 1000).toFixed(1)} s for ${KITS}`,
  );
} finally {
  await chromiumRenderer.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
