import {
  generationKeyRefused,
  generationNotAnImage,
  generationRateLimited,
  generationTimedOut,
  generationUnavailable,
} from './generation-errors';
import type { ImageGenerationRequest, ImageGenerator, ProviderImage } from './image-generator';

/** Imagine's (Vyro) API; IMAGE_API_URL moves it (a proxy, the tests' stand-in). */
export const DEFAULT_IMAGE_API_URL = 'https://api.vyro.ai';
export const IMAGINE_GENERATIONS_PATH = '/v1/imagine/api/generations';
/** Generating takes the provider seconds to tens of seconds; past a minute it is not coming. */
export const DEFAULT_IMAGE_TIMEOUT_MS = 60_000;
/** Far above a real answer (a 1024 px PNG is a few MB); more is read as a broken answer. */
export const PROVIDER_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

export interface ImagineConfig {
  /** Base URL without the path (`https://api.vyro.ai`). */
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/**
 * Imagine's text-to-image call: `POST {apiUrl}/v1/imagine/api/generations`, bearer key,
 * multipart/form-data. The catalogue's model value is Imagine's `style_id` (the spec's model
 * values are Imagine's ids); a style other than none goes as `style`; `aspect_ratio` is 1:1,
 * the studio's square. The answer body is the image itself.
 */
export function createImagineGenerator(config: ImagineConfig): ImageGenerator {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}${IMAGINE_GENERATIONS_PATH}`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;

  return {
    async generate(request: ImageGenerationRequest): Promise<ProviderImage> {
      const form = new FormData();
      form.set('prompt', request.prompt);
      form.set('style_id', String(request.model));
      form.set('aspect_ratio', '1:1');
      if (request.style !== null) form.set('style', String(request.style));
      // One deadline for the answer and its body: a provider that stalls mid-image times out too.
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            accept: 'image/png, image/jpeg, image/webp',
          },
          body: form,
          signal,
        });
      } catch (error) {
        throw transportFailure(error);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw statusFailure(response);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!isImageType(contentType)) {
        await response.body?.cancel().catch(() => undefined);
        throw generationNotAnImage(new Error(`image API answered ${contentType || 'no type'}`));
      }
      try {
        return { bytes: await readLimited(response, PROVIDER_IMAGE_MAX_BYTES), contentType };
      } catch (error) {
        throw error instanceof TooLargeError
          ? generationNotAnImage(error)
          : transportFailure(error);
      }
    },
  };
}

/**
 * An image type, or one that does not say (octet-stream, none): the bytes decide those. A page or
 * a JSON error with status 200 (a proxy, a maintenance screen) is refused without reading it.
 */
function isImageType(contentType: string): boolean {
  return contentType === '' || /^(image\/|application\/octet-stream)/i.test(contentType);
}

function transportFailure(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' ? generationTimedOut(error) : generationUnavailable(error);
}

function statusFailure(response: Response): Error {
  const cause = new Error(`image API answered ${response.status}`);
  if (response.status === 401 || response.status === 403) return generationKeyRefused(cause);
  if (response.status === 429) return generationRateLimited(retryAfterOf(response));
  return generationUnavailable(cause);
}

/** `Retry-After` in seconds (the date form is rare for APIs and read as unknown). */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after')?.trim() ?? '';
  if (!/^\d{1,5}$/.test(value)) return null;
  return Math.max(1, Number(value));
}

class TooLargeError extends Error {
  constructor(limit: number) {
    super(`image API answer is over ${limit} bytes`);
    this.name = 'TooLargeError';
  }
}

/** The body, stopping (and dropping the connection) once it passes `limit`. */
async function readLimited(response: Response, limit: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body.cancel().catch(() => undefined);
    throw new TooLargeError(limit);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
