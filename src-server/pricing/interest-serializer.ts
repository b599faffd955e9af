import type { Interest } from '../../src-shared/domain/finder';
import type { InterestRow } from '../db/schema';

export function serializeInterest(row: InterestRow): Interest {
  return { id: row.id, interest: row.interest };
}
