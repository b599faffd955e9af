import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ids } from '../../test/marketplace-builders';
import {
  castingCallFormSchemaFor,
  contentTypesFor,
  emptyCastingCallForm,
  keepOfferedContentTypes,
} from './casting-call-form';

const onJune1 = castingCallFormSchemaFor(() => '2026-06-01');

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
    const result = v.safeParse(onJune1, {
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

  it('refuses a deadline before the day it is checked on, on the deadline field', () => {
    const result = v.safeParse(onJune1, {
      ...emptyCastingCallForm(),
      brand_id: ids.brand,
      title: 'Café de verano',
      brief: 'Buscamos creadores de café en CDMX y Guadalajara.',
      networks: ['instagram'],
      content_types: ['reel'],
      budget_min: '100',
      budget_max: '200',
      deadline: '2026-05-31',
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['deadline', 'validation.deadlinePast'],
    ]);
  });
});
