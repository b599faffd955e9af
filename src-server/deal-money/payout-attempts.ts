import { randomUUID } from 'node:crypto';
import { maskEmail } from '../billing/mask-email';
import { recordDealLine } from './deal-ledger';
import type { Trx } from './deal-records';

export interface PayoutToSend {
  id: string;
  collaboration_id: string;
  creator_id: string;
  amount_cents: number;
  attempt: number;
}

/** The creator's saved payout address, or null: the payout waits for one. */
export async function payoutEmailOf(trx: Trx, creatorId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('payout_accounts')
    .select('paypal_email')
    .where('user_id', '=', creatorId)
    .executeTakeFirst();
  return row?.paypal_email ?? null;
}

/**
 * The payout's next try at PayPal, to the address saved now: its own sender_batch_id (PayPal
 * refuses a reused one), and the creator's ledger line for it (money leaving the platform for
 * their PayPal), pending until PayPal settles it. The job loop sends it.
 */
export async function startPayoutAttempt(
  trx: Trx,
  payout: PayoutToSend,
  email: string,
  now: Date,
): Promise<void> {
  const attempt = payout.attempt + 1;
  const id = randomUUID();
  await trx
    .insertInto('deal_payout_attempts')
    .values({
      id,
      payout_id: payout.id,
      attempt,
      receiver_email: email,
      status: 'to_send',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('deal_payouts')
    .set({ status: 'to_send', attempt, reason: null })
    .where('id', '=', payout.id)
    .execute();
  await recordDealLine(trx, {
    userId: payout.creator_id,
    type: 'payout',
    status: 'pending',
    amountCents: -payout.amount_cents,
    description: `Pago enviado a tu PayPal (${maskEmail(email)})${attempt > 1 ? `, intento ${attempt}` : ''}`,
    reference: id,
    dealId: payout.collaboration_id,
    reason: 'Enviando a PayPal',
    now,
  });
}
