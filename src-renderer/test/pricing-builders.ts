import type { PriceItem } from '../../src-shared/domain/finder';

/** A rate-card line as the core API answers it (imported by tests only). */
export function aPrice(overrides: Partial<PriceItem> = {}): PriceItem {
  return {
    id: '3c1e0a9b-5f5d-4a8e-8f7e-2b1a0c9d8e01',
    network: 'instagram',
    content_type: 'reel',
    price: 1500.5,
    ...overrides,
  };
}
