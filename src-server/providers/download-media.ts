import { ProviderUnreachableError } from './fetch-json';

export interface DownloadLimits {
  maxBytes: number;
  timeoutMs: number;
}

/**
 * The bytes behind a media URL a provider answered (a CDN address), within a size and a time
 * limit. Anything but a 200 with a body within the limit is a ProviderUnreachableError, so the
 * caller keeps nothing of a half-finished read.
 */
export async function downloadMedia(url: string, limits: DownloadLimits): Promise<Buffer> {
  let target: URL;
  try {
    target = new URL(url);
  } catch (error) {
    throw new ProviderUnreachableError('media URL is not a URL', { cause: error });
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new ProviderUnreachableError(`media URL has scheme ${target.protocol}`);
  }
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(target, { signal, redirect: 'follow' });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new ProviderUnreachableError(`${target.origin} answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.maxBytes) {
      await response.body.cancel();
      throw new ProviderUnreachableError(`${target.origin} media is ${declared} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > limits.maxBytes)
        throw new ProviderUnreachableError(`${target.origin} media too large`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof ProviderUnreachableError) throw error;
    throw new ProviderUnreachableError(`download from ${target.origin} failed`, { cause: error });
  }
}
