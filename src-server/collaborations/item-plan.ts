import type { ContentType } from '../../src-shared/domain/content-types';
import type { SocialNetwork } from '../../src-shared/domain/network';
import type { Deliverable } from '../../src-shared/domain/proposal';

export interface PlannedItem {
  seq: number;
  network: SocialNetwork;
  content_type: ContentType;
  number: number;
  due_date: string;
}

/**
 * Issue 31: each deliverable of quantity N becomes N items numbered 1..N, in the deliverables'
 * order, each due on the agreed end date (the brand may move it inside the window later). Two
 * deliverables of the same network and content type continue one numbering, so "Reel 3" names
 * one item.
 */
export function planItems(deliverables: readonly Deliverable[], endDate: string): PlannedItem[] {
  const numbers = new Map<string, number>();
  const items: PlannedItem[] = [];
  for (const deliverable of deliverables) {
    const key = `${deliverable.network}/${deliverable.content_type}`;
    for (let unit = 0; unit < deliverable.quantity; unit += 1) {
      const number = (numbers.get(key) ?? 0) + 1;
      numbers.set(key, number);
      items.push({
        seq: items.length + 1,
        network: deliverable.network,
        content_type: deliverable.content_type,
        number,
        due_date: endDate,
      });
    }
  }
  return items;
}
