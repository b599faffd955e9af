// `npm run bench`: batch export of 50 media kits through MediaKitExporter, printed by the system's
// Chromium as the app prints with Electron. Targets: under 60 s for the batch, under 1.2 s per kit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FileDialogs, KitRenderer } from '../src-main/exports/ports';
import { MediaKitExporter } from '../src-main/exports/media-kit-exporter';
import type { MediaKit, MediaKitFormat } from '../src-shared/domain/media-kit';
import { ChromiumKitRenderer } from '../tests/support/chromium-kit-renderer';
import { seededMediaKit } from '../tests/support/media-kit-fixture';
import { systemPart } from '../tests/support/system-parts';

const KITS = 50;
const TARGET_TOTAL_S = 60;
const TARGET_PER_KIT_MS = 1200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');

/** Times each render, from the exporter's call to the bytes, around the real renderer. */
class TimedRenderer implements KitRenderer {
  readonly times: number[] = [];
  constructor(private readonly inner: KitRenderer) {}
  pdf(html: string) {
    return this.timed(() => this.inner.pdf(html));
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

async function batch(kits: MediaKit[], renderer: KitRenderer, format: MediaKitFormat) {
  const folder = await mkdtemp(join(tmpdir(), 'marca-bench-kits-'));
  const dialogs: FileDialogs = {
    chooseSavePath: async (name) => join(folder, name),
    chooseFolder: async () => folder,
    reveal: () => undefined,
    openPath: async () => undefined,
  };
  const kitStarts = new Map<string, number>();
  const kitTimes: number[] = [];
  const exporter = new MediaKitExporter({
    source: {
      kitFor: async (accountId) => {
        kitStarts.set(accountId!, performance.now());
        return { kit: kits.find((kit) => kit.accountId === accountId)!, from_cache: true };
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
  });
  const start = performance.now();
  const answer = await exporter.exportMany({
    accountIds: kits.map((kit) => kit.accountId),
    format,
  });
  const totalS = (performance.now() - start) / 1000;
  await rm(folder, { recursive: true, force: true });
  const saved = answer.results.filter((result) => result.status === 'saved').length;
  return { totalS, kitTimes, saved };
}

const chromium = await systemPart('chromium');
if (!chromium.available) {
  console.log(`media kit export: skipped (${chromium.reason})`);
  process.exit(0);
}

const kits = await Promise.all(Array.from({ length: KITS }, (_, i) => seededMediaKit(i + 1)));
const chromiumRenderer = await ChromiumKitRenderer.launch();
try {
  // One warm-up kit: the first print loads fonts and the PDF backend.
  await chromiumRenderer.pdf('<!doctype html><p>.</p>');
  console.log(
    `\nmedia kit batch export (${KITS} kits, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'})`,
  );
  for (const format of ['pdf', 'png'] as const) {
    const renderer = new TimedRenderer(chromiumRenderer);
    const { totalS, kitTimes, saved } = await batch(kits, renderer, format);
    const kitMean = mean(kitTimes);
    const kitP95 = percentile(kitTimes, 95);
    const ok = totalS < TARGET_TOTAL_S && kitP95 < TARGET_PER_KIT_MS && saved === KITS;
    console.log(
      `  ${format.toUpperCase()}: ${saved}/${KITS} saved in ${totalS.toFixed(1)} s` +
        ` (target < ${TARGET_TOTAL_S} s); per kit mean ${kitMean.toFixed(0)} ms,` +
        ` p95 ${kitP95.toFixed(0)} ms (target < ${TARGET_PER_KIT_MS} ms);` +
        ` render alone mean ${mean(renderer.times).toFixed(0)} ms  [${verdict(ok)}]`,
    );
  }
} finally {
  await chromiumRenderer.close();
}
