import type { Transaction } from 'kysely';
import type { DealMoneyStatus, ReleaseMode } from '../../src-shared/domain/deal-money';
import type { Database } from '../db/schema';

export type Trx = Transaction<Database>;

/** A collaboration's money columns, read with its row locked for one decision about it. */
export interface LockedDeal {
  id: string;
  proposal_id: string;
  brand_owner_id: string;
  creator_id: string;
  status: 'active' | 'completed' | 'cancelled';
  money_status: DealMoneyStatus;
  release_mode: ReleaseMode | null;
  funded_at: Date | null;
  price: number;
  platform_fee_bp: number;
}

/**
 * Locks the collaboration's row: every decision about its money (funding, a release, a refund,
 * a payout settling) takes this lock first, so two of them never act on the same shares.
 */
export async function lockDeal(trx: Trx, collaborationId: string): Promise<LockedDeal> {
  return trx
    .selectFrom('collaborations')
    .select([
      'id',
      'proposal_id',
      'brand_owner_id',
      'creator_id',
      'status',
      'money_status',
      'release_mode',
      'funded_at',
      'price',
      'platform_fee_bp',
    ])
    .where('id', '=', collaborationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
