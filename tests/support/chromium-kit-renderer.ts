import { chromium, type Browser, type Page } from 'playwright-core';
import type { KitPrintOptions, KitRenderer } from '../../src-main/exports/ports';
import {
  MEDIA_KIT_PAGE_HEIGHT_PX,
  MEDIA_KIT_WIDTH_PX,
} from '../../src-shared/media-kit/render-media-kit-html';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './system-parts';

/**
 * What the app's Electron renderer does (`src-main/electron/kit-renderer.ts`), with the system's
 * Chromium: the e2e harness, the Node export test and the bench print kits through it. One
 * browser with two pages, as the app opens one window per kit and a batch prints two at once;
 * a third call waits for a free page, as a page holds one document at a time.
 */
export class ChromiumKitRenderer implements KitRenderer {
  readonly #free: Page[];
  readonly #waiting: Array<(page: Page) => void> = [];
  readonly #busy = new Set<Promise<unknown>>();

  private constructor(
    private readonly browser: Browser,
    pages: Page[],
  ) {
    this.#free = pages;
  }

  static async launch(): Promise<ChromiumKitRenderer> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      viewport: { width: MEDIA_KIT_WIDTH_PX, height: MEDIA_KIT_PAGE_HEIGHT_PX },
      deviceScaleFactor: 1,
      locale: 'es-MX',
      javaScriptEnabled: false,
    });
    return new ChromiumKitRenderer(browser, [await context.newPage(), await context.newPage()]);
  }

  pdf(html: string, { pageSize }: KitPrintOptions): Promise<Uint8Array> {
    return this.#withPage(async (page) => {
      await page.setContent(html, { waitUntil: 'load' });
      // 15 pt at 96 dpi; Playwright takes no `pt` unit. The kit's `@page` rule sets the same.
      const margin = '20px';
      return page.pdf({
        format: pageSize === 'letter' ? 'Letter' : 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        margin: { top: margin, bottom: margin, left: margin, right: margin },
      });
    });
  }

  png(html: string): Promise<Uint8Array> {
    return this.#withPage(async (page) => {
      await page.setContent(html, { waitUntil: 'load' });
      return page.screenshot({ fullPage: true, type: 'png' });
    });
  }

  /** The kit's full height in CSS pixels on screen: what the PNG's height must be. */
  documentHeight(html: string): Promise<number> {
    return this.#withPage(async (page) => {
      await page.setContent(html, { waitUntil: 'load' });
      // Evaluated through the DevTools protocol: works with page scripts off and under the CSP.
      return Number(await page.evaluate('document.documentElement.scrollHeight'));
    });
  }

  /**
   * An expression evaluated on the kit laid out for print in one unbroken column as wide as the
   * page's printable area: up to the first page break the PDF lays out the same boxes, so a test
   * can tell which blocks fit on page 1. The page goes back to the screen layout the PNG needs.
   */
  inPrintLayout<T>(html: string, printableWidthPx: number, expression: string): Promise<T> {
    return this.#withPage(async (page) => {
      try {
        await page.setViewportSize({ width: printableWidthPx, height: MEDIA_KIT_PAGE_HEIGHT_PX });
        await page.emulateMedia({ media: 'print' });
        await page.setContent(html, { waitUntil: 'load' });
        return (await page.evaluate(expression)) as T;
      } finally {
        await page.emulateMedia({ media: null });
        await page.setViewportSize({ width: MEDIA_KIT_WIDTH_PX, height: MEDIA_KIT_PAGE_HEIGHT_PX });
      }
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.#busy]);
    await this.browser.close();
  }

  async #withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page =
      this.#free.pop() ?? (await new Promise<Page>((resolve) => this.#waiting.push(resolve)));
    const turn = work(page);
    this.#busy.add(turn);
    try {
      return await turn;
    } finally {
      this.#busy.delete(turn);
      const next = this.#waiting.shift();
      if (next) next(page);
      else this.#free.push(page);
    }
  }
}
