import { BRIEFCASE_IMAGE_MAX_BYTES } from '../../src-shared/domain/briefcase';

/** Fetches an image's bytes for the offline copy; null when it cannot be had. */
export type ImageDownload = (url: string) => Promise<Uint8Array | null>;

const TIMEOUT_MS = 10_000;

/**
 * Plain HTTP(S) GET with a timeout and a size cap. Media routes are public (the file names are
 * random), so no token is sent: it stays with the core-API calls.
 */
export const downloadImage: ImageDownload = async (url) => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const answer = await fetch(parsed, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'follow',
  });
  if (!answer.ok) return null;
  const declared = Number(answer.headers.get('content-length') ?? '0');
  if (declared > BRIEFCASE_IMAGE_MAX_BYTES) return null;
  const bytes = new Uint8Array(await answer.arrayBuffer());
  return bytes.byteLength > BRIEFCASE_IMAGE_MAX_BYTES ? null : bytes;
};
