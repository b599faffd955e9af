import type { DealMoneyStatus } from '../../src-shared/domain/deal-money';
import { UNFUNDED_REASON } from '../billing/proposal-payments';
import { followDealState } from './deal-ledger';
import type { LockedDeal, Trx } from './deal-records';

const CANCELLED_REASON = 'Cancelada antes del pago';

interface MoneyCounts {
  held: number;
  /** Refunds PayPal has not completed yet: that money is still the platform's to give back. */
  refundsOpen: number;
  released: number;
  /** Payouts not yet confirmed by PayPal, and whether one waits for the e-mail or failed. */
  payoutsOpen: number;
  waitingEmail: boolean;
  failedReason: string | null;
}

async function countsOf(trx: Trx, collaborationId: string): Promise<MoneyCounts> {
  const shares = await trx
    .selectFrom('deal_shares')
    .select(['state'])
    .where('collaboration_id', '=', collaborationId)
    .execute();
  const payouts = await trx
    .selectFrom('deal_payouts')
    .select(['status', 'reason'])
    .where('collaboration_id', '=', collaborationId)
    .execute();
  const refunds = await trx
    .selectFrom('deal_refunds')
    .select('status')
    .where('collaboration_id', '=', collaborationId)
    .execute();
  const open = payouts.filter(
    (payout) => payout.status !== 'paid' && payout.status !== 'unclaimed',
  );
  return {
    held: shares.filter((share) => share.state === 'held').length,
    refundsOpen: refunds.filter((refund) => refund.status === 'to_send' || refund.status === 'sent')
      .length,
    released: shares.filter((share) => share.state === 'released').length,
    payoutsOpen: open.length,
    waitingEmail: open.some((payout) => payout.status === 'waiting_email'),
    failedReason: open.find((payout) => payout.status === 'failed')?.reason ?? null,
  };
}

function statusOf(deal: LockedDeal, counts: MoneyCounts): DealMoneyStatus {
  if (!deal.funded_at) return deal.status === 'cancelled' ? 'cancelled' : 'unfunded';
  if (counts.held > 0) return counts.released > 0 ? 'partly_released' : 'funded';
  if (counts.released === 0) return counts.refundsOpen > 0 ? 'funded' : 'refunded';
  return counts.payoutsOpen === 0 ? 'paid' : 'released';
}

/** Why the deal's lines wait, for each side; null once nothing waits. */
function reasonsOf(
  status: DealMoneyStatus,
  counts: MoneyCounts,
): { brand: string | null; creator: string | null } {
  switch (status) {
    case 'unfunded':
      return { brand: UNFUNDED_REASON, creator: UNFUNDED_REASON };
    case 'cancelled':
      return { brand: CANCELLED_REASON, creator: CANCELLED_REASON };
    case 'paid':
    case 'refunded':
      return { brand: null, creator: null };
    default:
      break;
  }
  if (counts.waitingEmail) {
    return {
      brand: 'Liberado; esperando el correo de PayPal del creador',
      creator: 'Agrega tu correo de PayPal para recibir el pago',
    };
  }
  if (counts.failedReason) {
    return {
      brand: `Por pagar: ${counts.failedReason}`,
      creator: `Por pagar: ${counts.failedReason}`,
    };
  }
  if (counts.held === 0 && counts.released === 0 && counts.refundsOpen > 0) {
    return { brand: 'Reembolso en camino a tu PayPal', creator: 'Reembolso en camino a la marca' };
  }
  if (status === 'released' || counts.payoutsOpen > 0) {
    return { brand: 'Liberado; pago en camino a PayPal', creator: 'Pago en camino a tu PayPal' };
  }
  return {
    brand: 'Retenido por la plataforma hasta que se apruebe y publique el trabajo',
    creator: 'La marca ya pagó; la plataforma lo retiene hasta la aprobación y publicación',
  };
}

/**
 * Recomputes the deal's money state from its shares and payouts (on the locked row) and moves
 * the agreement lines of the ledger with it. Answers the new state.
 */
export async function refreshDealMoney(
  trx: Trx,
  deal: LockedDeal,
  now: Date,
): Promise<DealMoneyStatus> {
  const counts = await countsOf(trx, deal.id);
  const status = statusOf(deal, counts);
  if (status !== deal.money_status) {
    await trx
      .updateTable('collaborations')
      .set({ money_status: status })
      .where('id', '=', deal.id)
      .execute();
  }
  await followDealState(
    trx,
    {
      collaborationId: deal.id,
      proposalId: deal.proposal_id,
      brandOwnerId: deal.brand_owner_id,
      creatorId: deal.creator_id,
    },
    status,
    reasonsOf(status, counts),
    now,
  );
  return status;
}
