import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AiImageRequestSchema } from '../schemas/ai-image';
import { AI_IMAGE_MODELS, AI_IMAGE_STYLES, aiImageModel, aiImageStyle } from './ai-image';

describe('AI image catalogues (docs/PRODUCT.md §3)', () => {
  it('lists the eleven models by value, category and name, in the spec order', () => {
    expect(AI_IMAGE_MODELS.map((model) => [model.value, model.name])).toEqual([
      [21, 'Anime'],
      [26, 'Portrait'],
      [29, 'Realistic'],
      [27, 'Imagine V1'],
      [28, 'V3'],
      [30, 'V4'],
      [31, 'V4 Creative'],
      [32, 'V4.1'],
      [33, 'V5'],
      [34, 'Anime V5'],
      [122, 'SDXL 1.0'],
    ]);
    expect(AI_IMAGE_MODELS.filter((m) => m.category === 'classic').map((m) => m.value)).toEqual([
      21, 26, 29,
    ]);
    expect(AI_IMAGE_MODELS.filter((m) => m.category === 'imagine').map((m) => m.value)).toEqual([
      27, 28, 30, 31, 32, 33, 34,
    ]);
    expect(aiImageModel(122)).toEqual({ value: 122, category: 'sdxl', name: 'SDXL 1.0' });
    expect(aiImageModel(22)).toBeUndefined();
  });

  it('lists the styles with none as null', () => {
    expect(AI_IMAGE_STYLES).toEqual([
      { value: null, name: 'none' },
      { value: 1, name: 'Cyberpunk' },
      { value: 2, name: 'Neon' },
      { value: 3, name: 'Minecraft' },
      { value: 4, name: 'Tattoo' },
      { value: 5, name: 'Disney' },
    ]);
    expect(aiImageStyle(null)?.name).toBe('none');
    expect(aiImageStyle(0)).toBeUndefined();
  });
});

describe('AiImageRequestSchema', () => {
  const parse = (body: unknown) => v.safeParse(AiImageRequestSchema, body);
  const messages = (body: unknown) => {
    const result = parse(body);
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };

  it('trims the prompt and reads a missing style as none', () => {
    const result = parse({ prompt: '  un gato astronauta  ', model: 33 });
    expect(result.success && result.output).toEqual({
      prompt: 'un gato astronauta',
      model: 33,
      style: null,
    });
    expect(parse({ prompt: 'gato', model: 21, style: 5 }).success).toBe(true);
  });

  it('refuses prompts out of 3..1000 characters, unknown models and styles', () => {
    expect(messages({ prompt: '   ', model: 33 })).toEqual(['validation.promptTooShort']);
    expect(messages({ prompt: 'x'.repeat(1001), model: 33 })).toEqual(['validation.promptTooLong']);
    expect(parse({ prompt: 'x'.repeat(1000), model: 33 }).success).toBe(true);
    expect(messages({ prompt: 'gato', model: 22 })).toEqual(['validation.imageModelInvalid']);
    expect(messages({ prompt: 'gato', model: '33' })).toEqual(['validation.imageModelInvalid']);
    expect(messages({ prompt: 'gato', model: 33, style: 0 })).toEqual([
      'validation.imageStyleInvalid',
    ]);
    expect(messages({ prompt: 'gato', model: 33, style: 6 })).toEqual([
      'validation.imageStyleInvalid',
    ]);
  });
});
