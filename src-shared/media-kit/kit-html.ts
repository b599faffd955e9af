import { mediaKitI18n } from './media-kit-i18n';

// Raster images only, base64 only: nothing in the value can close the attribute or run code.
const SAFE_IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every text of a kit is user data (names, bios, brand names): it goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A translated string, escaped once here so every interpolated value is escaped too. */
export function text(key: string, options?: Record<string, unknown>): string {
  return escapeHtml(mediaKitI18n.t(key, options ?? {}));
}

/** The value when it is a raster `data:` image, else null (the caller prints a placeholder). */
export function safeImage(value: string | null): string | null {
  return value !== null && SAFE_IMAGE_DATA_URL.test(value) ? value : null;
}

/** Base64 of a string's UTF-8 bytes, in Node and in the browser alike (no `Buffer`). */
export function base64Utf8(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Cards in rows of `perRow`, every row the same width. */
export function rowsOf(cells: string[], perRow: number): string {
  const rows: string[] = [];
  for (let start = 0; start < cells.length; start += perRow) {
    const row = cells.slice(start, start + perRow);
    // Empty cells keep the last row's cards as wide as the others.
    while (row.length < perRow) row.push('<div></div>');
    rows.push(`<div class="row">${row.join('')}</div>`);
  }
  return rows.join('');
}

/**
 * One optional section: its heading and body. The kit's print styles keep a short section whole
 * and let a long one break between its rows, its heading staying with the first row.
 */
export function sectionHtml(name: string, heading: string, body: string): string {
  return `<section class="kit-section ${name}"><h2>${heading}</h2>${body}</section>`;
}
