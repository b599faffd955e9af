import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ids } from '../../test/marketplace-builders';
import {
  castingCallFormSchema,
  contentTypesFor,
  emptyCastingCallForm,
  keepOfferedContentTypes,
} from './casting-call-form';

describe('casting call form', () => {
  it('offers the content types of every chosen network once, in catalogue order', () => {
    expect(contentTypesFor([])).toEqual([]);
    expect(contentTypesFor(['twitch'])).toEqual(['live']);
    expect(contentTypesFor(['tiktok', 'youtube'])).toEqual(['video', 'short', 'live']);
  });

  it('drops picks the remaining networks do not have', () => {
    expect(keepOfferedContentTypes(['reel', 'video', 'live'], ['tiktok'])).toEqual([
      'video',
      'live',
    ]);
  });

  it('turns the typed values into the bridge’s input', () => {
    const result = v.safeParse(castingCallFormSchema, {
      ...emptyCastingCallForm(),
      brand_id: ids.brand,
      title: '  Café de verano ',
      brief: 'Buscamos creadores de café en CDMX y Guadalajara.',
      networks: ['instagram'],
      content_types: ['reel'],
      budget_min: '1,000',
      budget_max: '2500.50',
      deadline: '2026-09-30',
    });
    expect(result.success && result.output).toEqual({
      brand_id: ids.brand,
      title: 'Café de verano',
      brief: 'Buscamos creadores de café en CDMX y Guadalajara.',
      networks: ['instagram'],
      content_types: ['reel'],
      budget_min: 1000,
      budget_max: 2500.5,
      country: null,
      categories: [],
      deadline: '2026-09-30',
    });
  });
});
