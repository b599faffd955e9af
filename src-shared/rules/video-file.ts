export type VideoKind = 'mp4' | 'mov';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * MP4 and QuickTime files start with an `ftyp` box (size, `ftyp`, major brand); the brand `qt  `
 * is QuickTime. Anything else (a renamed text file, a 0-byte file) is not a video we accept.
 */
export function detectVideoKind(bytes: Uint8Array): VideoKind | null {
  if (bytes.byteLength < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  return ascii(bytes, 8, 12) === 'qt  ' ? 'mov' : 'mp4';
}
