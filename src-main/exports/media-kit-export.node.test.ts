import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaKit } from '../../src-shared/domain/media-kit';
import {
  MEDIA_KIT_PAGE_HEIGHT_PX,
  MEDIA_KIT_WIDTH_PX,
  renderMediaKitHtml,
} from '../../src-shared/media-kit/render-media-kit-html';
import { ChromiumKitRenderer } from '../../tests/support/chromium-kit-renderer';
import { seededMediaKit } from '../../tests/support/media-kit-fixture';
import { systemPart } from '../../tests/support/system-parts';
import { MediaKitExporter } from './media-kit-exporter';
import type { FileDialogs } from './ports';

const chromium = await systemPart('chromium');

/** The native dialogs as a user who accepts every suggestion in one folder. */
class FolderDialogs implements FileDialogs {
  readonly revealed: string[] = [];
  constructor(readonly folder: string) {}
  async chooseSavePath(defaultName: string) {
    return join(this.folder, defaultName);
  }
  async chooseFolder() {
    return this.folder;
  }
  reveal(path: string) {
    this.revealed.push(path);
  }
  async openPath() {}
}

const PAGE_PADDING_PT = 15;

interface PdfPageText {
  width: number;
  height: number;
  items: { str: string; x: number; y: number; width: number; height: number }[];
}

async function pdfPages(bytes: Uint8Array): Promise<PdfPageText[]> {
  const document = await getDocument({ data: bytes, isEvalSupported: false }).promise;
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

describe.skipIf(!chromium.available)(
  `media kit export printed by Chromium${chromium.available ? '' : ` (skipped: ${chromium.reason})`}`,
  () => {
    let renderer: ChromiumKitRenderer;
    let kit: MediaKit;
    let folder: string;
    let dialogs: FolderDialogs;
    let exporter: MediaKitExporter;

    beforeAll(async () => {
      renderer = await ChromiumKitRenderer.launch();
      kit = await seededMediaKit();
      folder = await mkdtemp(join(tmpdir(), 'kit-export-node-'));
      dialogs = new FolderDialogs(folder);
      exporter = new MediaKitExporter({
        source: { kitFor: async () => ({ kit, from_cache: true }) },
        renderer,
        dialogs,
        events: { emit: () => undefined },
      });
    });

    afterAll(async () => {
      await renderer?.close();
    });

    it('writes a multi-page A4 PDF with the creator on it, no blank page and 15-point padding', async () => {
      const answer = await exporter.exportOne({ accountId: kit.accountId, format: 'pdf' });
      expect(answer).toEqual({ saved: true, fileName: 'kit-de-medios-sofia-cocina.pdf' });
      expect(dialogs.revealed).toEqual([join(folder, 'kit-de-medios-sofia-cocina.pdf')]);

      const bytes = new Uint8Array(await readFile(join(folder, answer.fileName!)));
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pages = await pdfPages(bytes);

      expect(pages.length).toBeGreaterThanOrEqual(2);
      const allText = pages.map((page) => page.items.map((item) => item.str).join(' ')).join(' ');
      expect(allText).toContain('Sofía Martínez');
      expect(allText).toContain('@sofia.cocina');
      expect(allText).toContain('Contacta a Sofía Martínez en Marca Creadores: @sofia.cocina');
      for (const page of pages) {
        // A4 in points.
        expect(page.width).toBeCloseTo(595, 0);
        expect(page.height).toBeCloseTo(842, 0);
        expect(page.items.length).toBeGreaterThan(0);
        for (const item of page.items) {
          expect(item.x, item.str).toBeGreaterThanOrEqual(PAGE_PADDING_PT);
          expect(item.x + item.width, item.str).toBeLessThanOrEqual(page.width - PAGE_PADDING_PT);
          expect(item.y, item.str).toBeGreaterThanOrEqual(PAGE_PADDING_PT);
          expect(item.y + item.height, item.str).toBeLessThanOrEqual(page.height - PAGE_PADDING_PT);
        }
      }
    });

    it('writes a PNG of the whole kit, 794 px wide and as tall as the document', async () => {
      const answer = await exporter.exportOne({ accountId: kit.accountId, format: 'png' });
      expect(answer).toEqual({ saved: true, fileName: 'kit-de-medios-sofia-cocina.png' });

      const size = pngSize(new Uint8Array(await readFile(join(folder, answer.fileName!))));
      const documentHeight = await renderer.documentHeight(renderMediaKitHtml(kit));
      expect(size).toEqual({
        signature: '89504e470d0a1a0a',
        chunk: 'IHDR',
        width: MEDIA_KIT_WIDTH_PX,
        height: documentHeight,
      });
      expect(size.height).toBeGreaterThanOrEqual(MEDIA_KIT_PAGE_HEIGHT_PX);
    });

    it('exports a batch into one folder as whole PDFs with distinct names', async () => {
      const batchFolder = await mkdtemp(join(tmpdir(), 'kit-export-batch-'));
      const kits = [await seededMediaKit(1), await seededMediaKit(2)];
      const batch = new MediaKitExporter({
        source: {
          kitFor: async (accountId) => ({
            kit: kits.find((candidate) => candidate.accountId === accountId)!,
            from_cache: false,
          }),
        },
        renderer,
        dialogs: new FolderDialogs(batchFolder),
        events: { emit: () => undefined },
      });
      const answer = await batch.exportMany({
        accountIds: kits.map((candidate) => candidate.accountId),
        format: 'pdf',
      });
      expect(answer.results.map((result) => result.status)).toEqual(['saved', 'saved']);
      const names = (await readdir(batchFolder)).sort();
      expect(names).toEqual(['kit-de-medios-sofia-cocina.pdf', 'kit-de-medios-sofia-cocina2.pdf']);
      for (const name of names) {
        const pages = await pdfPages(new Uint8Array(await readFile(join(batchFolder, name))));
        expect(pages.length).toBeGreaterThanOrEqual(2);
      }
    });
  },
);
