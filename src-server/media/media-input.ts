/**
 * An upload to check and re-encode: bytes in memory (a generated image), or a file on disk (an
 * upload streamed to a temporary file) with its first bytes for signature checks.
 */
export type MediaInput = Buffer | { path: string; header: Buffer };

/** The bytes a signature check reads. */
export function headerOf(input: MediaInput): Buffer {
  return Buffer.isBuffer(input) ? input : input.header;
}

/** What sharp decodes: the bytes, or the file by its path (read in pieces, never whole). */
export function sharpInputOf(input: MediaInput): Buffer | string {
  return Buffer.isBuffer(input) ? input : input.path;
}
