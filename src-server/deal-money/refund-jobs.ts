import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { notify } from '../collaborations/notify';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Payments, RefundResult } from '../payments/payment-provider';
import { recordDealLine } from './deal-ledger';
import { lockDeal } from './deal-records';
import { refreshDealMoney } from './deal-state';
import { claimDue } from './claim-due';
import { nextPoll, nextRetry } from './job-delays';

export interface DealJobContext {
  db: Kysely<Database>;
  now: () => Date;
  payments: Payments;
}

const UNAVAILABLE = 'PayPal no respondió; lo intentamos de nuevo en unos minutos.';

/** Takes the refunds due now from the others, leased while PayPal is asked. */
function claimRefunds(context: DealJobContext, limit: number): Promise<string[]> {
  return claimDue(
    context.db,
    'deal_refunds',
    sql<boolean>`status in ('to_send', 'sent')`,
    context.now(),
    limit,
  );
}

type RefundOutcome =
  | { kind: 'settled'; result: RefundResult }
  | { kind: 'pending'; refundId: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unavailable' };

async function askPayPal(
  context: DealJobContext,
  refund: { id: string; refund_id: string | null; amount_cents: number },
  captureId: string,
): Promise<RefundOutcome> {
  try {
    const result = refund.refund_id
      ? await context.payments.provider.getRefund(refund.refund_id)
      : await context.payments.provider.refundCapture({
          captureId,
          amountCents: refund.amount_cents,
          requestId: refund.id,
          note: 'Reembolso de Marca Creadores por piezas no entregadas de la colaboración',
        });
    if (result.status === 'PENDING') return { kind: 'pending', refundId: result.refundId };
    return { kind: 'settled', result };
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.paymentDeclined) {
      return { kind: 'refused', reason: error.message };
    }
    return { kind: 'unavailable' };
  }
}

/**
 * One refund carried as far as PayPal lets it go now. Completed: the brand's ledger gets the
 * money back in one line and the creator's the price part taken off the deal, with the deal's
 * state, on the locked collaboration. PayPal keeps the refund id per request id, so a refund asked
 * twice (a lease that ran out) is still one refund.
 */
async function runRefund(context: DealJobContext, refundId: string): Promise<void> {
  const refund = await context.db
    .selectFrom('deal_refunds')
    .innerJoin('deal_fundings', (join) =>
      join
        .onRef('deal_fundings.collaboration_id', '=', 'deal_refunds.collaboration_id')
        .on('deal_fundings.status', '=', 'captured'),
    )
    .select([
      'deal_refunds.id',
      'deal_refunds.collaboration_id',
      'deal_refunds.amount_cents',
      'deal_refunds.fee_cents',
      'deal_refunds.refund_id',
      'deal_refunds.attempts',
      'deal_fundings.capture_id',
    ])
    .where('deal_refunds.id', '=', refundId)
    .executeTakeFirst();
  if (!refund || !refund.capture_id) return;
  const outcome = await askPayPal(context, refund, refund.capture_id);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, refund.collaboration_id);
    const current = await trx
      .selectFrom('deal_refunds')
      .select('status')
      .where('id', '=', refund.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status === 'completed' || current.status === 'failed') return;
    const attempts = refund.attempts + 1;
    if (outcome.kind === 'unavailable' || outcome.kind === 'pending') {
      await trx
        .updateTable('deal_refunds')
        .set({
          attempts,
          status: outcome.kind === 'pending' ? 'sent' : current.status,
          ...(outcome.kind === 'pending' ? { refund_id: outcome.refundId } : {}),
          reason: outcome.kind === 'pending' ? 'PayPal está procesando el reembolso.' : UNAVAILABLE,
          next_attempt_at:
            outcome.kind === 'pending' ? nextPoll(attempts - 1, now) : nextRetry(attempts, now),
        })
        .where('id', '=', refund.id)
        .execute();
      return;
    }
    const completed = outcome.kind === 'settled' && outcome.result.status === 'COMPLETED';
    const reason =
      outcome.kind === 'refused'
        ? outcome.reason
        : completed
          ? null
          : 'PayPal no completó el reembolso; el equipo de soporte lo revisará contigo.';
    await trx
      .updateTable('deal_refunds')
      .set({
        attempts,
        status: completed ? 'completed' : 'failed',
        ...(outcome.kind === 'settled' ? { refund_id: outcome.result.refundId } : {}),
        reason,
        settled_at: now,
      })
      .where('id', '=', refund.id)
      .execute();
    if (completed) {
      await recordDealLine(trx, {
        userId: deal.brand_owner_id,
        type: 'refund',
        status: 'completed',
        amountCents: refund.amount_cents,
        description: 'Reembolso de piezas no entregadas (precio y comisión)',
        reference: refund.id,
        dealId: deal.id,
        now,
      });
      await recordDealLine(trx, {
        userId: deal.creator_id,
        type: 'refund',
        status: 'completed',
        amountCents: -(refund.amount_cents - refund.fee_cents),
        description: 'Parte devuelta a la marca por piezas no entregadas',
        reference: refund.id,
        dealId: deal.id,
        now,
      });
      await notify(trx, [
        {
          userId: deal.brand_owner_id,
          kind: 'refunded',
          collaborationId: deal.id,
          itemId: null,
          now,
        },
      ]);
    }
    await refreshDealMoney(trx, deal, now);
  });
}

/** Refunds due now, each carried as far as it goes; answers how many were looked at. */
export async function runDueRefunds(context: DealJobContext, limit = 20): Promise<number> {
  const ids = await claimRefunds(context, limit);
  for (const id of ids) await runRefund(context, id);
  return ids.length;
}
