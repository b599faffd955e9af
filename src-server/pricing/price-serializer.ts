import type { PriceItem } from '../../src-shared/domain/finder';
import type { PriceRow } from '../db/schema';

/** A rate-card line as answers carry it; the price a JSON number of dollars. */
export function serializePrice(row: PriceRow): PriceItem {
  return {
    id: row.id,
    network: row.network,
    content_type: row.content_type,
    price: row.price,
  };
}
