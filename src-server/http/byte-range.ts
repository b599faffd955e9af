/** An inclusive byte range of a file, as `Content-Range` writes it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header (RFC 9110 §14.1.2) against a file of `size` bytes. Browsers ask for
 * ranges to play and seek a `<video>`, so the one form they send, a single `bytes=` range, is
 * honoured: `a-b`, `a-` and the suffix `-n`. Anything else (no header, another unit, several
 * ranges, malformed text) answers null, which means "send the whole file": the RFC lets a server
 * ignore a Range it does not support. 'unsatisfiable' is a range entirely past the end (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last n bytes; a zero-length suffix selects nothing.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
