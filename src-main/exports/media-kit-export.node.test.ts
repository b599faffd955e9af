import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitPageSize, KitPrint, MediaKit } from '../../src-shared/domain/media-kit';
import { kitDates } from '../../src-shared/media-kit/media-kit-i18n';
import {
  MEDIA_KIT_PAGE_HEIGHT_PX,
  MEDIA_KIT_WIDTH_PX,
  renderMediaKitHtml,
} from '../../src-shared/media-kit/render-media-kit-html';
import { ChromiumKitRenderer } from '../../tests/support/chromium-kit-renderer';
import {
  ENGLISH_LABELS,
  fixtureAgency,
  kitPrintFor,
  seededMediaKit,
} from '../../tests/support/media-kit-fixture';
import { systemPart } from '../../tests/support/system-parts';

const chromium = await systemPart('chromium');

const PAGE_PADDING_PT = 15;
/** Text may touch the padding's edge: pdf.js's float arithmetic adds a trace. */
const EPSILON_PT = 0.01;
/** Paper sizes in points, as a PDF reader measures them. */
const PAPER: Record<KitPageSize, { width: number; height: number }> = {
  a4: { width: 595, height: 842 },
  letter: { width: 612, height: 792 },
};

/** The short address a kit prints (`<server>/v/<code>`). */
const VERIFY_URL = 'http://127.0.0.1:4010/v/7K3M9QXR2T';

const SPANISH_DATE =
  /\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/g;

interface PdfPageText {
  width: number;
  height: number;
  items: { str: string; x: number; y: number; width: number; height: number }[];
}

async function pdfPages(bytes: Uint8Array): Promise<PdfPageText[]> {
  // Playwright answers a Buffer, which pdf.js refuses: a plain view of the same bytes.
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const document = await getDocument({ data, isEvalSupported: false }).promise;
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const text = item as { str: string; transform: number[]; width: number; height: number };
        return {
          str: text.str,
          x: text.transform[4]!,
          y: text.transform[5]!,
          width: text.width,
          height: text.height,
        };
      });
    pages.push({ width, height, items });
  }
  await document.destroy();
  return pages;
}

/** The PDF's text in reading order, one space between runs. */
const textOf = (pages: PdfPageText[]) =>
  pages
    .flatMap((page) => page.items.map((item) => item.str))
    .join(' ')
    .replace(/\s+/g, ' ');

/**
 * How much of a page's printable height its text reaches down to, from 0 to 1 (pdf.js measures
 * y upwards from the page's foot).
 */
function pageFill(page: PdfPageText): number {
  const lowest = Math.min(...page.items.map((item) => item.y));
  return (page.height - PAGE_PADDING_PT - lowest) / (page.height - 2 * PAGE_PADDING_PT);
}

/** Chromium prints 96 CSS pixels to the inch, a PDF counts 72 points. */
const PX_PER_PT = 96 / 72;
/** The printable area in CSS pixels (A4 is 595.28 × 841.89 points exactly). */
const PRINTABLE_PX: Record<KitPageSize, { width: number; height: number }> = {
  a4: { width: Math.round((595.28 - 30) * PX_PER_PT), height: (841.89 - 30) * PX_PER_PT },
  letter: { width: (612 - 30) * PX_PER_PT, height: (792 - 30) * PX_PER_PT },
};
/**
 * A text's line box reaches below its baseline (what pdf.js gives) by its descent and half its
 * leading: a few points. A block moved to page 2 takes at least a table row, over 20 points.
 */
const BASELINE_SLACK_PT = 8;

/** One block pagination moves whole, measured in the unbroken print layout (CSS pixels). */
interface PrintBlock {
  top: number;
  bottom: number;
  /** How far down its lowest line of text reaches. */
  textBottom: number;
  verification: boolean;
}

/**
 * The kit's blocks that are never split, in reading order: the cover, each row of cards or
 * pictures, each rate-card row, each line of the logo strip, the contact and the verification box.
 * Blocks side by side (the strip's logos) share a top and are one block.
 */
const PRINT_BLOCKS = `(() => {
  const selector = 'header.cover, .kit-section > .row, .kit-section tbody tr, .collaboration, .kit-section .contact, .verification';
  const blocks = [];
  for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect();
    let textBottom = box.top;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (!walker.currentNode.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      for (const line of range.getClientRects()) textBottom = Math.max(textBottom, line.bottom);
    }
    const block = { top: box.top, bottom: box.bottom, textBottom, verification: element.matches('.verification') };
    const previous = blocks[blocks.length - 1];
    if (previous && Math.abs(previous.top - block.top) < 1) {
      previous.bottom = Math.max(previous.bottom, block.bottom);
      previous.textBottom = Math.max(previous.textBottom, block.textBottom);
    } else blocks.push(block);
  }
  return blocks;
})()`;

/**
 * How far down page 1's text must reach, in points from the printable area's top, when page 1
 * takes every block that fits: the blocks before the first one that does not fit, less the last
 * of them when that one is the verification box (it never goes to a page alone, so it takes the
 * block before it along). Null when the whole kit fits on one page.
 */
function pageOneReachPt(blocks: PrintBlock[], printableHeightPx: number): number | null {
  const next = blocks.findIndex((block) => block.bottom > printableHeightPx + 0.5);
  if (next === -1) return null;
  const fitting = blocks.slice(0, blocks[next]!.verification ? next - 1 : next);
  return Math.max(...fitting.map((block) => block.textBottom)) / PX_PER_PT;
}

/** How far down page 1's lowest text reaches, in points from the printable area's top. */
function reachPt(page: PdfPageText): number {
  return page.height - PAGE_PADDING_PT - Math.min(...page.items.map((item) => item.y));
}

/** What a page says besides the verification box's own lines. */
function withoutVerification(text: string): string {
  return [
    'Código de verificación: 7K3M9QXR2T',
    `Verifica este kit en ${VERIFY_URL}`,
    'Escanea el código o abre la dirección para comprobar que las cifras de este kit son las que se exportaron.',
    'Pendiente de registrar',
  ]
    .reduce((rest, line) => rest.replace(line, ''), text)
    .trim();
}

/** Width and height from the PNG's IHDR chunk, after its eight-byte signature. */
function pngSize(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  return {
    signature: view.subarray(0, 8).toString('hex'),
    chunk: view.subarray(12, 16).toString('ascii'),
    width: view.readUInt32BE(16),
    height: view.readUInt32BE(20),
  };
}

async function decodeQr(png: Uint8Array): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}

describe.skipIf(!chromium.available)(
  `media kit printed by Chromium${chromium.available ? '' : ` (skipped: ${chromium.reason})`}`,
  () => {
    let renderer: ChromiumKitRenderer;
    let kit: MediaKit;
    let print: KitPrint;
    let html: string;
    /** A morning in the computer's own time zone: the day the kit must name. */
    const exportedAt = new Date(2026, 10, 26, 9, 30);

    beforeAll(async () => {
      renderer = await ChromiumKitRenderer.launch();
      kit = await seededMediaKit();
      const qr_svg = await QRCode.toString(VERIFY_URL, {
        type: 'svg',
        margin: 0,
        errorCorrectionLevel: 'M',
      });
      print = kitPrintFor({
        agency: fixtureAgency(kit.photo),
        verification: { code: '7K3M9QXR2T', url: VERIFY_URL, qr_svg, registered: true },
        exportedAt,
      });
      html = renderMediaKitHtml(kit, print);
    });

    afterAll(async () => {
      await renderer?.close();
    });

    /**
     * Page 1 is filled: it reaches as far down as the blocks that fit on it, so whatever starts
     * page 2 could not have fit in the room left.
     */
    async function expectPageOneFilled(
      sized: string,
      pageSize: KitPageSize,
      pages: PdfPageText[],
      label: string,
    ) {
      const printable = PRINTABLE_PX[pageSize];
      const blocks = await renderer.inPrintLayout<PrintBlock[]>(
        sized,
        Math.round(printable.width),
        PRINT_BLOCKS,
      );
      const expected = pageOneReachPt(blocks, printable.height);
      expect(expected, `${label}: the kit is longer than a page`).not.toBeNull();
      const reach = reachPt(pages[0]!);
      expect(reach, label).toBeGreaterThanOrEqual(expected! - BASELINE_SLACK_PT);
      expect(reach, label).toBeLessThanOrEqual(expected!);
    }

    it('prints every section in Spanish, with the agency and the verification code', async () => {
      const pages = await pdfPages(await renderer.pdf(html, { pageSize: 'a4' }));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const text = textOf(pages);
      for (const expected of [
        // Cover
        'Sofía Martínez',
        '@sofia.cocina',
        'Macroinfluencer · México',
        'Idiomas: Español, Inglés',
        'Recetas mexicanas',
        'Alcance total',
        '2,172,820',
        'Mejor tasa de interacción',
        'Audiencia principal',
        // Networks
        'Redes sociales',
        'Tasa de interacción',
        'Vistas promedio',
        '61,500',
        'Calidad de audiencia (AQS)',
        'Suscriptores',
        'Sabores de Sofía',
        'open.spotify.com/show/sabores',
        'Sofía Martínez Cocina',
        'Cocina de Sofía',
        'sofiacocina.mx',
        'Tendencia de seguidores',
        '+23,408 (+5.1%) en 35 días',
        'verificado por Instagram',
        'ingresado a mano',
        'Datos aún no leídos',
        // Audience
        'Audiencia',
        'Por edad',
        'Por género',
        'Mujeres',
        'Hombres',
        // Portfolio, rate card, collaborations
        'Trabajos destacados',
        'Campaña Verano 2024',
        'Video',
        'Tarifas',
        'Reel',
        'USD 1,800.00',
        'Colaboraciones anteriores',
        'Café de Altura',
        'Mercado Verde',
        // Contact: the agency instead of the marketplace handle
        'Contacto',
        'Agencia Norte',
        'Lucía Ramírez',
        'lucia@agencianorte.mx',
        '+52 33 1234 5678',
        // Verification
        'Código de verificación: 7K3M9QXR2T',
        VERIFY_URL,
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Contacta a Sofía Martínez en Marca Creadores');
      for (const label of ENGLISH_LABELS) {
        expect(text, label).not.toMatch(new RegExp(`\\b${label}\\b`, 'i'));
      }
    });

    it("names one date for the kit's data, the calendar day of this computer", async () => {
      const text = textOf(await pdfPages(await renderer.pdf(html, { pageSize: 'a4' })));
      const dates = kitDates();
      const dataDay = dates.day(kit.synced_at);
      const printed = text.match(SPANISH_DATE) ?? [];
      expect(printed.filter((date) => date === dataDay)).toHaveLength(1);
      // Every other date is a day some figures were read, never another name for the kit's data.
      const readDays = new Set(
        kit.networks.flatMap((network) => (network.read_at ? [dates.day(network.read_at)] : [])),
      );
      for (const date of printed.filter((date) => date !== dataDay)) {
        expect(readDays, date).toContain(date);
      }
      expect(text).not.toContain(dates.day(exportedAt.toISOString()));
    });

    it.each(['a4', 'letter'] as const)(
      'prints %s pages of the right size with 15-point padding on every page',
      async (pageSize) => {
        const letterHtml = renderMediaKitHtml(kit, {
          ...print,
          options: { ...print.options, page_size: pageSize },
        });
        const pages = await pdfPages(await renderer.pdf(letterHtml, { pageSize }));
        expect(pages.length).toBeGreaterThanOrEqual(2);
        for (const page of pages) {
          expect(page.width).toBeCloseTo(PAPER[pageSize].width, 0);
          expect(page.height).toBeCloseTo(PAPER[pageSize].height, 0);
          // No blank page: every page carries text.
          expect(page.items.length).toBeGreaterThan(0);
          for (const item of page.items) {
            expect(item.x, item.str).toBeGreaterThanOrEqual(PAGE_PADDING_PT - EPSILON_PT);
            expect(item.x + item.width, item.str).toBeLessThanOrEqual(
              page.width - PAGE_PADDING_PT + EPSILON_PT,
            );
            expect(item.y, item.str).toBeGreaterThanOrEqual(PAGE_PADDING_PT - EPSILON_PT);
            expect(item.y + item.height, item.str).toBeLessThanOrEqual(
              page.height - PAGE_PADDING_PT + EPSILON_PT,
            );
          }
        }
      },
    );

    it.each([
      ['a4', 4],
      ['letter', 4],
    ] as const)(
      'prints the seeded kit on %s in %i pages, page 1 filled and the verification box last with what comes before it',
      async (pageSize, count) => {
        const sized = renderMediaKitHtml(kit, {
          ...print,
          options: { ...print.options, page_size: pageSize },
        });
        const pages = await pdfPages(await renderer.pdf(sized, { pageSize }));
        expect(pages).toHaveLength(count);
        expect(pageFill(pages[0]!)).toBeGreaterThanOrEqual(0.9);
        await expectPageOneFilled(sized, pageSize, pages, pageSize);
        const last = textOf(pages.slice(-1));
        expect(last).toContain('Código de verificación: 7K3M9QXR2T');
        expect(withoutVerification(last)).not.toBe('');
      },
    );

    // Kits of every length between two and four pages: the rate card grows two rows at a time.
    // Without the kit's keep-together rules the verification box was printed alone on the last
    // page of some of them (A4 with 10 and 12 prices, Letter with 2).
    it.each(['a4', 'letter'] as const)(
      'never leaves the verification box alone on a page, and fills page 1, on %s',
      async (pageSize) => {
        const small = {
          ...kit,
          networks: kit.networks.slice(0, 2),
          highlights: [],
        };
        for (let rows = 0; rows <= 16; rows += 2) {
          const prices = Array.from({ length: rows }, (_, i) => ({
            id: `p${i}`,
            network: 'instagram' as const,
            content_type: 'reel' as const,
            price: 100 + i,
          }));
          const sized = renderMediaKitHtml(
            { ...small, prices },
            { ...print, options: { ...print.options, page_size: pageSize } },
          );
          const pages = await pdfPages(await renderer.pdf(sized, { pageSize }));
          expect(pages.length, `${rows} prices`).toBeGreaterThanOrEqual(2);
          expect(pageFill(pages[0]!), `${rows} prices`).toBeGreaterThanOrEqual(0.7);
          await expectPageOneFilled(sized, pageSize, pages, `${rows} prices`);
          expect(withoutVerification(textOf(pages.slice(-1))), `${rows} prices`).not.toBe('');
        }
      },
    );

    it.each(['a4', 'letter'] as const)(
      'breaks a long logo strip between its lines of logos, page 1 filled, on %s',
      async (pageSize) => {
        const brand = kit.collaborations[0]!;
        const long = {
          ...kit,
          networks: kit.networks.slice(0, 2).map((network) => ({ ...network, audience: [] })),
          highlights: [],
          prices: [],
          collaborations: Array.from({ length: 20 }, (_, i) => ({
            ...brand,
            id: `c${i}`,
            brand: { ...brand.brand, id: `b${i}`, name: `Marca ${i + 1}` },
          })),
        };
        const sized = renderMediaKitHtml(long, {
          ...print,
          options: { ...print.options, page_size: pageSize },
        });
        const pages = await pdfPages(await renderer.pdf(sized, { pageSize }));
        expect(pages).toHaveLength(2);
        // The strip starts on page 1 and goes on on page 2, each logo whole on one page.
        const brands = pages.map((page) =>
          page.items.filter((item) => /^Marca \d+$/.test(item.str)).map((item) => item.str),
        );
        expect(brands[0]!.length).toBeGreaterThan(0);
        expect(brands[1]!.length).toBeGreaterThan(0);
        expect(brands.flat()).toHaveLength(20);
        await expectPageOneFilled(sized, pageSize, pages, pageSize);
      },
    );

    it('prints a short kit on one page, A4 and Letter alike', async () => {
      const short = {
        ...kit,
        networks: kit.networks.slice(0, 1).map((network) => ({ ...network, audience: [] })),
        highlights: [],
        prices: [],
        collaborations: [],
      };
      for (const pageSize of ['a4', 'letter'] as const) {
        const sized = renderMediaKitHtml(short, {
          ...print,
          // Contact through the marketplace handle: one line instead of the agency's block.
          agency: null,
          options: { ...print.options, page_size: pageSize },
        });
        const pages = await pdfPages(await renderer.pdf(sized, { pageSize }));
        expect(pages, pageSize).toHaveLength(1);
        expect(textOf(pages)).toContain('Código de verificación: 7K3M9QXR2T');
      }
    });

    it('carries a QR code that decodes to the verify address', async () => {
      expect(await decodeQr(await renderer.png(html))).toBe(VERIFY_URL);
    });

    it('prints the PNG 794 px wide and as tall as the document', async () => {
      const size = pngSize(await renderer.png(html));
      expect(size).toEqual({
        signature: '89504e470d0a1a0a',
        chunk: 'IHDR',
        width: MEDIA_KIT_WIDTH_PX,
        height: await renderer.documentHeight(html),
      });
      expect(size.height).toBeGreaterThanOrEqual(MEDIA_KIT_PAGE_HEIGHT_PX);
    });
  },
);
