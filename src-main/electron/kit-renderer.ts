import { BrowserWindow, session, type Session, type WebContents } from 'electron';
import type { KitRenderer } from '../exports/ports';
import { KIT_ORIGIN, KitDocuments } from '../exports/kit-documents';
import {
  MEDIA_KIT_PAGE_HEIGHT_PX,
  MEDIA_KIT_WIDTH_PX,
} from '../../src-shared/media-kit/render-media-kit-html';
import { APP_SCHEME } from './app-protocol';
import { denyUnexpectedPermissions } from './window-security';

const MARGIN_INCHES = 15 / 72;
// In memory (no `persist:`): none of the app's cookies or storage, nothing left on disk.
const KIT_PARTITION = 'kit-renderer';
const PAINT_WAIT_MS = 1_000;

const documents = new KitDocuments();
let kitSession: Session | null = null;

/**
 * The kit window's session, set up once: it grants no permission, answers the app scheme only
 * with the kits held in memory, and lets no request leave for the network or the disk.
 */
function kitWindowSession(): Session {
  if (kitSession) return kitSession;
  const created = session.fromPartition(KIT_PARTITION);
  denyUnexpectedPermissions(created, [], 'kit-window');
  created.protocol.handle(APP_SCHEME, (request) => {
    const answer = documents.respond(request.url, request.method);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  created.webRequest.onBeforeRequest((details, callback) => {
    const allowed = details.url.startsWith(`${KIT_ORIGIN}/`) || details.url.startsWith('data:');
    callback({ cancel: !allowed });
  });
  kitSession = created;
  return created;
}

/** Resolves after the next paint of an offscreen window, or after a short wait without one. */
function nextPaint(contents: WebContents): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(finish, PAINT_WAIT_MS);
    function finish() {
      clearTimeout(timer);
      contents.off('paint', finish);
      done();
    }
    contents.on('paint', finish);
    contents.invalidate();
  });
}

/**
 * The document's full height in CSS pixels, from Chromium's layout through the DevTools
 * protocol: the kit window runs no JavaScript at all, main's measurement included.
 */
async function contentHeight(contents: WebContents): Promise<number> {
  contents.debugger.attach('1.3');
  try {
    const metrics = (await contents.debugger.sendCommand('Page.getLayoutMetrics')) as {
      cssContentSize?: { height: number };
      contentSize?: { height: number };
    };
    return (metrics.cssContentSize ?? metrics.contentSize)?.height ?? MEDIA_KIT_PAGE_HEIGHT_PX;
  } finally {
    contents.debugger.detach();
  }
}

/**
 * Prints a kit's HTML in a hidden, sandboxed, offscreen window (offscreen so it can be taller
 * than the screen for the PNG) with JavaScript off. The kit comes from memory over the app
 * scheme (`KitDocuments`), never from a `file://` page.
 */
async function withKitWindow<T>(html: string, work: (window: BrowserWindow) => Promise<T>) {
  const { url, release } = documents.add(html);
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
      javascript: false,
      webSecurity: true,
      webviewTag: false,
      session: kitWindowSession(),
      spellcheck: false,
    },
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.on('will-redirect', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  try {
    await window.loadURL(url);
    return await work(window);
  } finally {
    window.destroy();
    release();
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
      const height = await contentHeight(contents);
      window.setContentSize(MEDIA_KIT_WIDTH_PX, Math.max(1, Math.ceil(height)));
      // The resized frame must be laid out and painted before it is captured.
      await nextPaint(contents);
      return (await contents.capturePage()).toPNG();
    }),
};
