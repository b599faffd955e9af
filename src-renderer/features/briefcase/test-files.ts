/** Bytes and files for the briefcase tests (imported by tests only). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const box = (brand: string) =>
  new Uint8Array([0, 0, 0, 0x18, ...[...`ftyp${brand}`].map((char) => char.charCodeAt(0)), 0, 0]);
export const MP4_BYTES = box('isom');
export const MOV_BYTES = box('qt  ');

/**
 * A file that reports `size` bytes while holding only its first ones: the check reads the size
 * before any content, so a 50 MB video need not be allocated to be refused.
 */
export function bigFile(head: Uint8Array<ArrayBuffer>, name: string, size: number): File {
  const file = new File([head], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
