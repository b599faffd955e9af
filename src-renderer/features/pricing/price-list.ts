import { CONTENT_TYPES_BY_NETWORK } from '../../../src-shared/domain/content-types';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { SOCIAL_NETWORKS } from '../../../src-shared/domain/network';

/**
 * A saved line in place of the one with its id (saving a network and content type again answers
 * the same id with the new price), or added when it is new.
 */
export function withPrice(prices: readonly PriceItem[], saved: PriceItem): PriceItem[] {
  return prices.some((price) => price.id === saved.id)
    ? prices.map((price) => (price.id === saved.id ? saved : price))
    : [...prices, saved];
}

export function withoutPrice(prices: readonly PriceItem[], id: string): PriceItem[] {
  return prices.filter((price) => price.id !== id);
}

/** The line already set for a network and content type, if any. */
export function priceFor(
  prices: readonly PriceItem[],
  network: string,
  contentType: string,
): PriceItem | undefined {
  return prices.find((price) => price.network === network && price.content_type === contentType);
}

/** The card reads by network (catalogue order), then by that network's content types. */
export function sortedPrices(prices: readonly PriceItem[]): PriceItem[] {
  const rank = (price: PriceItem) => [
    SOCIAL_NETWORKS.indexOf(price.network),
    CONTENT_TYPES_BY_NETWORK[price.network].indexOf(price.content_type),
  ];
  return [...prices].sort((a, b) => {
    const [networkA = 0, typeA = 0] = rank(a);
    const [networkB = 0, typeB = 0] = rank(b);
    return networkA - networkB || typeA - typeB;
  });
}
