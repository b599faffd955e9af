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
 * browser and one page; calls wait their turn, as the page holds one document at a time.
 */
export class ChromiumKitRenderer implements KitRenderer {
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async launch(): Promise<ChromiumKitRenderer> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      viewport: { width: MEDIA_KIT_WIDTH_PX, height: MEDIA_KIT_PAGE_HEIGHT_PX },
      deviceScaleFactor: 1,
      locale: 'es-MX',
      javaScriptEnabled: false,
    });
    return new ChromiumKitRenderer(browser, await context.newPage());
  }

  pdf(html: string, { pageSize }: KitPrintOptions): Promise<Uint8Array> {
    return this.#inTurn(async () => {
      await this.page.setContent(html, { waitUntil: 'load' });
      // 15 pt at 96 dpi; Playwright takes no `pt` unit. The kit's `@page` rule sets the same.
      const margin = '20px';
      return this.page.pdf({
        format: pageSize === 'letter' ? 'Letter' : 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        margin: { top: margin, bottom: margin, left: margin, right: margin },
      });
    });
  }

  png(html: string): Promise<Uint8Array> {
    return this.#inTurn(async () => {
      await this.page.setContent(html, { waitUntil: 'load' });
      return this.page.screenshot({ fullPage: true, type: 'png' });
    });
  }

  /** The kit's full height in CSS pixels on screen: what the PNG's height must be. */
  documentHeight(html: string): Promise<number> {
    return this.#inTurn(async () => {
      await this.page.setContent(html, { waitUntil: 'load' });
      // Evaluated through the DevTools protocol: works with page scripts off and under the CSP.
      return Number(await this.page.evaluate('document.documentElement.scrollHeight'));
    });
  }

  async close(): Promise<void> {
    await this.#queue.catch(() => undefined);
    await this.browser.close();
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.#queue.then(work, work);
    this.#queue = turn.catch(() => undefined);
    return turn;
  }
}
