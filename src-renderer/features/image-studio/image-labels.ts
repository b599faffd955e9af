import type { TFunction } from 'i18next';
import {
  AI_IMAGE_MODEL_CATEGORIES,
  type AiImageModel,
  type AiImageModelCategory,
  type AiImageStyle,
} from '../../../src-shared/catalogs/ai-image';
import type { AiImageCatalog } from '../../../src-shared/domain/ai-image';

export interface ModelGroup {
  category: AiImageModelCategory;
  models: AiImageModel[];
}

/** The catalogue's models under their category, categories in the catalogue's own order. */
export function modelGroups(models: readonly AiImageModel[]): ModelGroup[] {
  return AI_IMAGE_MODEL_CATEGORIES.map((category) => ({
    category,
    models: models.filter((model) => model.category === category),
  })).filter((group) => group.models.length > 0);
}

export function categoryLabel(category: AiImageModelCategory, t: TFunction): string {
  return t(`imageStudio.categories.${category}`);
}

/** "none" is a catalogue name, not a word to show. */
export function styleLabel(style: AiImageStyle, t: TFunction): string {
  return style.value === null ? t('imageStudio.styles.none') : style.name;
}

/**
 * "V3 · Imagine": the spec's names drop "Imagine" inside that family, so outside the grouped
 * picker the category goes with the name.
 */
export function modelCaption(catalog: AiImageCatalog, value: number, t: TFunction): string {
  const model = catalog.models.find((candidate) => candidate.value === value);
  if (!model) return t('imageStudio.unknownModel', { value });
  return t('imageStudio.modelCaption', {
    name: model.name,
    category: categoryLabel(model.category, t),
  });
}

export function styleCaption(catalog: AiImageCatalog, value: number | null, t: TFunction): string {
  const style = catalog.styles.find((candidate) => candidate.value === value);
  return style ? styleLabel(style, t) : t('imageStudio.unknownStyle', { value });
}
