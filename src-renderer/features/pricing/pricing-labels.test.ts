import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../src-shared/domain/content-types';
import { INTERESTS } from '../../../src-shared/domain/finder';
import { SOCIAL_NETWORKS } from '../../../src-shared/domain/network';
import { i18n } from '../../i18n/i18n';

describe('pricing labels', () => {
  it('has a label for every network, content type and interest the page offers', () => {
    const keys = [
      ...SOCIAL_NETWORKS.map((network) => `networks.${network}`),
      ...CONTENT_TYPES.map((type) => `contentTypes.${type}`),
      ...INTERESTS.map((interest) => `creator.interests.names.${interest}`),
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
