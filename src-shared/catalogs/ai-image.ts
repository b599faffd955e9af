/**
 * The AI image studio's catalogues (docs/PRODUCT.md §3), in the spec's order. `value` is the wire
 * value the core API accepts and the image provider receives (docs/API.md, "AI image studio").
 *
 * The spec lists models as "(value, category, name)" without naming the categories. They are
 * inferred from the provider's model families: Anime, Portrait and Realistic are its first
 * models ('classic'); Imagine V1 to Anime V5 are the Imagine versions ('imagine'); SDXL 1.0 is
 * the Stable Diffusion XL model ('sdxl'). Names are kept as the spec writes them: within the
 * Imagine family it drops the "Imagine" prefix after V1, so a picker groups models under their
 * category's label, where "V3" reads as Imagine V3.
 */
export const AI_IMAGE_MODEL_CATEGORIES = ['classic', 'imagine', 'sdxl'] as const;
export type AiImageModelCategory = (typeof AI_IMAGE_MODEL_CATEGORIES)[number];

export interface AiImageModel {
  value: number;
  category: AiImageModelCategory;
  name: string;
}

export const AI_IMAGE_MODELS = [
  { value: 21, category: 'classic', name: 'Anime' },
  { value: 26, category: 'classic', name: 'Portrait' },
  { value: 29, category: 'classic', name: 'Realistic' },
  { value: 27, category: 'imagine', name: 'Imagine V1' },
  { value: 28, category: 'imagine', name: 'V3' },
  { value: 30, category: 'imagine', name: 'V4' },
  { value: 31, category: 'imagine', name: 'V4 Creative' },
  { value: 32, category: 'imagine', name: 'V4.1' },
  { value: 33, category: 'imagine', name: 'V5' },
  { value: 34, category: 'imagine', name: 'Anime V5' },
  { value: 122, category: 'sdxl', name: 'SDXL 1.0' },
] as const satisfies readonly AiImageModel[];

export type AiImageModelValue = (typeof AI_IMAGE_MODELS)[number]['value'];

/**
 * Styles. "none" has no provider style, so its value is null (never 0: 0 would look like one
 * more style id to the provider); a request without `style` means none too.
 */
export interface AiImageStyle {
  value: number | null;
  name: string;
}

export const AI_IMAGE_STYLES = [
  { value: null, name: 'none' },
  { value: 1, name: 'Cyberpunk' },
  { value: 2, name: 'Neon' },
  { value: 3, name: 'Minecraft' },
  { value: 4, name: 'Tattoo' },
  { value: 5, name: 'Disney' },
] as const satisfies readonly AiImageStyle[];

export type AiImageStyleValue = (typeof AI_IMAGE_STYLES)[number]['value'];

/** The model values, for pickers and schemas. */
export const AI_IMAGE_MODEL_VALUES: readonly AiImageModelValue[] = AI_IMAGE_MODELS.map(
  (model) => model.value,
);

/** The style values other than none. */
export const AI_IMAGE_STYLE_IDS = AI_IMAGE_STYLES.flatMap((style) =>
  style.value === null ? [] : [style.value],
);

export function aiImageModel(value: number): AiImageModel | undefined {
  return AI_IMAGE_MODELS.find((model) => model.value === value);
}

export function aiImageStyle(value: number | null): AiImageStyle | undefined {
  return AI_IMAGE_STYLES.find((style) => style.value === value);
}
