import type { ImageGenerator } from './image-generator';
import {
  createImagineGenerator,
  DEFAULT_IMAGE_API_URL,
  type ImagineConfig,
} from './imagine-client';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * IMAGE_API_KEY turns the studio's generator on; IMAGE_API_URL moves it (default Imagine's API).
 * A URL without a key stays off: the studio then says which key to set. A URL that is not
 * http(s) fails the start, like PUBLIC_URL.
 */
export function imageGenerationFromEnv(env: NodeJS.ProcessEnv): ImagineConfig | undefined {
  const apiUrl = nonEmpty(env.IMAGE_API_URL);
  const apiKey = nonEmpty(env.IMAGE_API_KEY);
  if (apiUrl) checkHttpUrl(apiUrl);
  if (!apiKey) return undefined;
  return { apiUrl: apiUrl ?? DEFAULT_IMAGE_API_URL, apiKey };
}

function checkHttpUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`IMAGE_API_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`IMAGE_API_URL must be an http(s) URL, got "${value}"`);
  }
}

/** The generator for these options; null when none is configured (the routes answer 503). */
export function createImageGenerator(config: ImagineConfig | undefined): ImageGenerator | null {
  if (!config) return null;
  checkHttpUrl(config.apiUrl);
  return createImagineGenerator(config);
}
