import { describe, expect, it } from 'vitest';
import { AI_IMAGE_MODEL_CATEGORIES } from '../../../src-shared/catalogs/ai-image';
import { i18n } from '../../i18n/i18n';
import { aConfiguredCatalog } from './image-studio-builders';
import { modelCaption, modelGroups, styleCaption } from './image-labels';

describe('image studio labels', () => {
  const t = i18n.t.bind(i18n);

  it('names every model category', () => {
    const keys = AI_IMAGE_MODEL_CATEGORIES.map((category) => `imageStudio.categories.${category}`);
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('groups models in the catalogue’s order and drops empty categories', () => {
    const catalog = aConfiguredCatalog();
    const groups = modelGroups(catalog.models.filter((model) => model.category !== 'classic'));
    expect(groups.map((group) => group.category)).toEqual(['imagine', 'sdxl']);
  });

  it('says which family a model belongs to and calls no style "Ninguno"', () => {
    const catalog = aConfiguredCatalog();
    expect(modelCaption(catalog, 28, t)).toBe('V3 · Imagine');
    expect(modelCaption(catalog, 122, t)).toBe('SDXL 1.0 · Stable Diffusion XL');
    expect(styleCaption(catalog, null, t)).toBe('Ninguno');
    expect(styleCaption(catalog, 5, t)).toBe('Disney');
  });
});
