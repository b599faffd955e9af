/** What the studio asks a provider for: catalogue values, already validated. */
export interface ImageGenerationRequest {
  prompt: string;
  /** A model value of `AI_IMAGE_MODELS`. */
  model: number;
  /** A style value of `AI_IMAGE_STYLES`; null is none. */
  style: number | null;
}

/** The provider's answer as it came: bytes and their declared type, not trusted yet. */
export interface ProviderImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * A text-to-image provider. Failures are ApiErrors (generation-errors.ts):
 * `provider_not_configured` (503, the provider refuses this server's key), `rate_limited` (429)
 * and `provider_unavailable` (502: unreachable, 5xx, timeout, or an answer that is not an image).
 */
export interface ImageGenerator {
  generate(request: ImageGenerationRequest): Promise<ProviderImage>;
}
