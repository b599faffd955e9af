import { randomBytes } from 'node:crypto';
import { MEDIA_KIT_CSP } from '../../src-shared/media-kit/render-media-kit-html';

/** Where the kit window loads a kit from: the app's scheme on a host of its own session. */
export const KIT_ORIGIN = 'app://kit';

export interface KitDocumentAnswer {
  status: 200 | 404;
  headers: Record<string, string>;
  body: string;
}

const NOT_FOUND: KitDocumentAnswer = {
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  body: 'Not found',
};

/**
 * The kits being printed, held in memory and served to the kit window under an unguessable
 * address for as long as it prints them: no temporary `file://` page (which any other page could
 * read with file privileges) and no `data:` URL (Chromium refuses those past 2 MB, and a kit
 * carries its images inline). Each answer carries the kit's own CSP, which allows no script.
 */
export class KitDocuments {
  private readonly documents = new Map<string, string>();

  /** Holds `html` until `release` and answers the address the kit window loads. */
  add(html: string): { url: string; release: () => void } {
    const id = randomBytes(16).toString('hex');
    this.documents.set(id, html);
    return { url: `${KIT_ORIGIN}/${id}`, release: () => this.documents.delete(id) };
  }

  get size(): number {
    return this.documents.size;
  }

  /** The answer to a request of the kit window's session; anything but a held kit is a 404. */
  respond(requestUrl: string, method = 'GET'): KitDocumentAnswer {
    if (method !== 'GET') return NOT_FOUND;
    let url: URL;
    try {
      url = new URL(requestUrl);
    } catch {
      return NOT_FOUND;
    }
    if (`${url.protocol}//${url.host}` !== KIT_ORIGIN) return NOT_FOUND;
    const html = this.documents.get(url.pathname.slice(1));
    if (html === undefined) return NOT_FOUND;
    return {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': MEDIA_KIT_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
      body: html,
    };
  }
}
