import { BrowserWindow } from 'electron';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KitRenderer } from '../exports/ports';
import {
  MEDIA_KIT_PAGE_HEIGHT_PX,
  MEDIA_KIT_WIDTH_PX,
} from '../../src-shared/media-kit/render-media-kit-html';

const MARGIN_INCHES = 15 / 72;

/**
 * Prints a kit's HTML in a hidden, sandboxed, offscreen window: offscreen so the window can be
 * taller than the screen for the PNG. The document has no scripts; JavaScript stays on only for
 * main's own height measurement. The HTML goes through a temporary file because Chromium will
 * not navigate to a `data:` URL over 2 MB (a kit carries its images inline).
 */
async function withKitWindow<T>(html: string, work: (window: BrowserWindow) => Promise<T>) {
  const file = join(tmpdir(), `marca-kit-${randomBytes(8).toString('hex')}.html`);
  const window = new BrowserWindow({
    show: false,
    width: MEDIA_KIT_WIDTH_PX,
    height: MEDIA_KIT_PAGE_HEIGHT_PX,
    useContentSize: true,
    webPreferences: {
      offscreen: true,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      javascript: true,
      // Its own in-memory session: none of the app's cookies, and none of its handlers.
      partition: 'kit-renderer',
      spellcheck: false,
    },
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  try {
    await writeFile(file, html, { mode: 0o600 });
    await window.loadFile(file);
    return await work(window);
  } finally {
    window.destroy();
    await rm(file, { force: true });
  }
}

export const electronKitRenderer: KitRenderer = {
  pdf: (html, { pageSize }) =>
    withKitWindow(html, (window) =>
      window.webContents.printToPDF({
        // The kit's `@page` rule names the same size (preferCSSPageSize).
        pageSize: pageSize === 'letter' ? 'Letter' : 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        margins: {
          top: MARGIN_INCHES,
          bottom: MARGIN_INCHES,
          left: MARGIN_INCHES,
          right: MARGIN_INCHES,
        },
      }),
    ),
  png: (html) =>
    withKitWindow(html, async (window) => {
      const contents = window.webContents;
      const height = Number(
        await contents.executeJavaScript('document.documentElement.scrollHeight'),
      );
      window.setContentSize(MEDIA_KIT_WIDTH_PX, Math.max(1, Math.ceil(height)));
      // Two animation frames: the resized frame has been laid out and painted.
      await contents.executeJavaScript(
        'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
      );
      return (await contents.capturePage()).toPNG();
    }),
};
