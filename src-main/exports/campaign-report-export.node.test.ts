import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDates } from '../../src-shared/campaign-report/campaign-report-i18n';
import type { Collaboration } from '../../src-shared/domain/collaboration';
import type { KitPageSize } from '../../src-shared/domain/media-kit';
import { MEDIA_KIT_WIDTH_PX } from '../../src-shared/media-kit/kit-style';
import { ChromiumKitRenderer } from '../../tests/support/chromium-kit-renderer';
import {
  BLOG_URL,
  REEL_URL,
  TIKTOK_URL,
  aCollaboration,
  fixtureImages,
  item,
  media,
  reading,
  version,
} from '../../tests/support/collaboration-fixture';
import { systemPart } from '../../tests/support/system-parts';
import { CampaignReportExporter } from './campaign-report-exporter';
import { kitVerificationOf } from './kit-verification';
import type { FileDialogs, KitRenderer } from './ports';

const chromium = await systemPart('chromium');

const PAGE_MARGIN_PT = 15;
/** Text may touch the margin's edge: pdf.js's float arithmetic adds a trace. */
const EPSILON_PT = 0.01;
const PAPER: Record<KitPageSize, { width: number; height: number }> = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
};
const CODE = '7K3M9QXR2T';
const VERIFY_URL = `http://127.0.0.1:4010/api/v3/campaign-reports/verify/${CODE}`;
const SPANISH_DATE =
  /\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}(?:(?: a las|,) \d{1,2}:\d{2}\s?[ap]\.\s?m\.)?/g;

interface Run {
  str: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface PdfText {
  pages: { width: number; height: number }[];
  /** Every text run in the order the PDF draws them (the document's order). */
  runs: Run[];
  text: string;
}

async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const document = await getDocument({ data, isEvalSupported: false }).promise;
  const pages: PdfText['pages'] = [];
  const runs: Run[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({ width, height });
    for (const entry of (await page.getTextContent()).items) {
      if (!('str' in entry) || entry.str.trim() === '') continue;
      const run = entry as { str: string; transform: number[]; width: number; height: number };
      runs.push({
        str: run.str,
        page: number,
        x: run.transform[4]!,
        y: run.transform[5]!,
        width: run.width,
        height: run.height,
      });
    }
  }
  await document.destroy();
  return {
    pages,
    runs,
    text: runs
      .map((run) => run.str)
      .join(' ')
      .replace(/\s+/g, ' '),
  };
}

/** The pages the runs from the one starting with `from` up to the next item title fall on. */
function pagesOfBlock(runs: Run[], from: number, until: number): Set<number> {
  return new Set(runs.slice(from, until).map((run) => run.page));
}

const TITLE = /^(?:Reel|Video|Historia|Artículo|Publicación) \d+ de [A-Za-zÁ-ú]+$/;

/** Twelve items: the fixture's six and six more measured reels, so the report runs over pages. */
function longCollaboration(): Collaboration {
  const base = aCollaboration();
  const extra = Array.from({ length: 6 }, (_, index) =>
    item({
      network: 'instagram',
      content_type: 'reel',
      number: index + 3,
      status: 'measured',
      post_url: `https://www.instagram.com/reel/extra${index + 3}/`,
      published_at: '2030-01-27T17:00:00.000Z',
      versions: [
        version(1, `Pieza extra ${index + 3}: receta con café en tres pasos`, [
          media('image', `extra-${index}-a`),
          media('image', `extra-${index}-b`),
          media('video', `extra-${index}-c`),
        ]),
      ],
      figures: [
        reading('publication', '2030-01-27T18:00:00.000Z', { views: 2_000 + index, likes: 90 }),
        reading('day', '2030-01-28T17:05:00.000Z', { views: 9_000 + index, likes: 600 }),
        reading('week', '2030-02-03T17:05:00.000Z', { views: 20_000 + index, likes: 1_500 }),
      ],
    }),
  );
  return { ...base, items: [...base.items, ...extra] };
}

class FolderDialogs implements FileDialogs {
  constructor(readonly folder: string) {}
  async chooseSavePath(defaultName: string) {
    return join(this.folder, defaultName);
  }
  async chooseFolder() {
    return this.folder;
  }
  reveal() {}
  async openPath() {}
}

describe.skipIf(!chromium.available)(
  `campaign report printed by Chromium${chromium.available ? '' : ` (skipped: ${chromium.reason})`}`,
  () => {
    let renderer: ChromiumKitRenderer;
    let folder: string;
    /** A morning in the computer's own time zone: the export's one date. */
    const exportedAt = new Date(2030, 1, 4, 9, 30);

    async function exported(
      collaboration: Collaboration,
      format: 'pdf' | 'png',
      pageSize: KitPageSize = 'a4',
      printer: KitRenderer = renderer,
    ): Promise<Uint8Array> {
      const exporter = new CampaignReportExporter({
        source: { collaborationFor: async () => collaboration },
        renderer: printer,
        dialogs: new FolderDialogs(folder),
        verifier: { verify: async () => kitVerificationOf(CODE, VERIFY_URL, true) },
        images: await fixtureImages(),
        now: () => exportedAt,
      });
      const answer = await exporter.export({
        collaborationId: collaboration.id,
        format,
        pageSize,
      });
      expect(answer?.verification).toEqual({ code: CODE, registered: true });
      return new Uint8Array(await readFile(join(folder, answer!.fileName)));
    }

    beforeAll(async () => {
      renderer = await ChromiumKitRenderer.launch();
      folder = await mkdtemp(join(tmpdir(), 'campaign-report-print-'));
    });
    afterAll(async () => {
      await renderer?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('prints the items, figures, price and code in Spanish', async () => {
      const { text } = await readPdf(await exported(aCollaboration(), 'pdf'));
      for (const expected of [
        // The eyebrow is set in capitals by its style.
        'REPORTE DE CAMPAÑA',
        'Café de Altura',
        'Sofía Martínez',
        '@sofia.cocina',
        'Precio acordado',
        'USD 2,400.00',
        'Vistas totales',
        '66,150',
        'Interacciones totales',
        '5,898',
        'Costo por vista',
        'USD 0.0363',
        'Costo por interacción',
        'USD 0.4069',
        'Reel 1 de Instagram',
        'Medida',
        'Versión aprobada 2',
        'Mi ritual de cada mañana',
        REEL_URL,
        '48,250',
        '39,900',
        'Fuente: Instagram',
        '24 h',
        '7 días',
        'Video 1 de TikTok',
        TIKTOK_URL,
        '15,300',
        'Fuente: TikTok',
        'Historia 1 de Instagram',
        'Aprobada',
        'Video 1 de YouTube',
        'Pendiente',
        'Todavía sin publicar.',
        'Reel 2 de Instagram',
        'Cancelada',
        'Motivo: La marca movió el lanzamiento a marzo.',
        'Artículo 1 de Blog',
        BLOG_URL,
        'Fuente: Capturadas a mano',
        `Código de verificación: ${CODE}`,
        VERIFY_URL,
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('names one date for the export, this computer’s, in the header and in the box', async () => {
      const { text } = await readPdf(await exported(aCollaboration(), 'pdf'));
      const exportTime = reportDates().exportTime(exportedAt);
      expect(text.split(`Exportado el ${exportTime}`)).toHaveLength(3);
      // Every other date printed is a day of the campaign, an item or a reading, never a time.
      const printed = text.match(SPANISH_DATE) ?? [];
      expect(printed.filter((date) => /\d:\d{2}/.test(date))).toEqual([exportTime, exportTime]);
    });

    it.each(['a4', 'letter'] as const)(
      'prints %s pages within the margins, no item cut across pages, the verification with the last item',
      async (pageSize) => {
        const { pages, runs } = await readPdf(await exported(longCollaboration(), 'pdf', pageSize));
        expect(pages.length).toBeGreaterThanOrEqual(3);
        for (const page of pages) {
          expect(page.width).toBeCloseTo(PAPER[pageSize].width, 0);
          expect(page.height).toBeCloseTo(PAPER[pageSize].height, 0);
        }
        for (let number = 1; number <= pages.length; number += 1) {
          expect(
            runs.some((run) => run.page === number),
            `page ${number} is blank`,
          ).toBe(true);
        }
        for (const run of runs) {
          const page = pages[run.page - 1]!;
          expect(run.x, run.str).toBeGreaterThanOrEqual(PAGE_MARGIN_PT - EPSILON_PT);
          expect(run.x + run.width, run.str).toBeLessThanOrEqual(
            page.width - PAGE_MARGIN_PT + EPSILON_PT,
          );
          expect(run.y, run.str).toBeGreaterThanOrEqual(PAGE_MARGIN_PT - EPSILON_PT);
        }
        const titles = runs.flatMap((run, index) => (TITLE.test(run.str) ? [index] : []));
        expect(titles).toHaveLength(12);
        const verification = runs.findIndex((run) => run.str === 'Verificación');
        expect(verification).toBeGreaterThan(titles.at(-1)!);
        titles.forEach((start, index) => {
          const until = index + 1 < titles.length ? titles[index + 1]! : verification;
          expect(pagesOfBlock(runs, start, until).size, runs[start]!.str).toBe(1);
        });
        // The box is never alone on its page: the last item is printed on the same page.
        expect(pagesOfBlock(runs, titles.at(-1)!, runs.length).size).toBe(1);
        // The heading is never left alone at a page's end: the first item follows it.
        const heading = runs.findIndex((run) => run.str === 'Piezas de la colaboración');
        expect(runs[heading]!.page).toBe(runs[titles[0]!]!.page);
      },
    );

    it('prints the PNG 794 px wide, with a QR code that decodes to the verify address', async () => {
      const png = await exported(aCollaboration(), 'png');
      const { data, info } = await sharp(png)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(MEDIA_KIT_WIDTH_PX);
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
      expect(jsQR(pixels, info.width, info.height)?.data).toBe(VERIFY_URL);
    });

    it('prints a report in well under a second once the printer is up', async () => {
      // The bench measures it properly; this only catches a report gone pathologically slow.
      const started = performance.now();
      await exported(aCollaboration(), 'pdf');
      expect(performance.now() - started).toBeLessThan(5_000);
    });
  },
);
