import { sql, type Selectable } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { maskEmail } from '../billing/mask-email';
import { notify } from '../collaborations/notify';
import type { DealPayoutAttemptsTable, PayoutAttemptStatus } from '../db/deal-money-tables';
import { ApiError } from '../http/errors';
import type { PayoutItemStatus } from '../payments/payment-provider';
import { payoutFailureReason } from '../payments/paypal-refusals';
import { updateDealLine } from './deal-ledger';
import { lockDeal } from './deal-records';
import { refreshDealMoney } from './deal-state';
import { claimDue } from './claim-due';
import { nextPoll, nextRetry } from './job-delays';
import type { DealJobContext } from './refund-jobs';
import { formatCents } from './money-text';

type AttemptRow = Selectable<DealPayoutAttemptsTable>;

const UNAVAILABLE = 'PayPal no respondió; lo intentamos de nuevo en unos minutos.';
const DAY_MS = 86_400_000;
/**
 * An UNCLAIMED payout (the address has no PayPal account yet) is paid unless PayPal returns it,
 * which it does after 30 days unclaimed: it is read daily until then, a RETURNED one going back
 * to "por pagar".
 */
const UNCLAIMED_WATCH_MS = 32 * DAY_MS;
/** Still moving at PayPal: read again later. */
const MOVING: readonly PayoutItemStatus[] = ['PENDING', 'ONHOLD', 'UNKNOWN'];

/** Attempts due now (an unclaimed one while it may still be returned), leased from the others. */
function claimAttempts(context: DealJobContext, limit: number): Promise<string[]> {
  const now = context.now();
  const watchedSince = new Date(now.getTime() - UNCLAIMED_WATCH_MS);
  return claimDue(
    context.db,
    'deal_payout_attempts',
    sql<boolean>`(status in ('to_send', 'sent')
      or (status = 'unclaimed' and created_at > ${watchedSince}))`,
    now,
    limit,
  );
}

/** What PayPal said of the attempt, as the columns it changes. */
type Change = Partial<
  Pick<
    AttemptRow,
    | 'status'
    | 'batch_id'
    | 'payout_item_id'
    | 'transaction_id'
    | 'provider_status'
    | 'error_name'
    | 'reason'
    | 'checks'
    | 'next_attempt_at'
  >
>;

async function send(context: DealJobContext, attempt: AttemptRow, amountCents: number) {
  const created = await context.payments.provider.createPayout({
    senderBatchId: attempt.id,
    senderItemId: attempt.payout_id,
    receiverEmail: attempt.receiver_email,
    amountCents,
    note: 'Pago de tu colaboración en Marca Creadores',
    emailSubject: 'Recibiste un pago de Marca Creadores',
    emailMessage: `Te enviamos ${formatCents(amountCents)} por tu colaboración.`,
  });
  return {
    status: 'sent' as const,
    batch_id: created.batchId,
    provider_status: created.batchStatus,
    reason: null,
    checks: 0,
    next_attempt_at: nextPoll(0, context.now()),
  };
}

async function read(context: DealJobContext, attempt: AttemptRow): Promise<Change> {
  const state = await context.payments.provider.getPayout(attempt.batch_id ?? '');
  const checks = attempt.checks + 1;
  const item = state.item;
  const ids = item
    ? {
        payout_item_id: item.itemId,
        transaction_id: item.transactionId,
        provider_status: item.rawStatus,
        error_name: item.errorName,
      }
    : { provider_status: state.batchStatus };
  if (!item || MOVING.includes(item.status)) {
    const reason = !item
      ? null
      : item.status === 'ONHOLD'
        ? 'PayPal retuvo el pago para revisarlo; seguimos consultando.'
        : item.status === 'UNKNOWN'
          ? `PayPal respondió un estado que no conocemos (${item.rawStatus}); seguimos consultando.`
          : null;
    return { ...ids, reason, checks, next_attempt_at: nextPoll(checks, context.now()) };
  }
  if (item.status === 'SUCCESS') return { ...ids, status: 'paid', reason: null, checks };
  if (item.status === 'UNCLAIMED') {
    return {
      ...ids,
      status: 'unclaimed',
      reason: `PayPal envió el pago a ${maskEmail(attempt.receiver_email)}; se reclama en PayPal con ese correo.`,
      checks,
      next_attempt_at: new Date(context.now().getTime() + DAY_MS),
    };
  }
  return {
    ...ids,
    status: 'failed',
    reason: payoutFailureReason(item.errorName, item.status),
    checks,
  };
}

/** Asks PayPal (send, or read the batch); a refusal fails the attempt, silence retries it. */
async function ask(
  context: DealJobContext,
  attempt: AttemptRow,
  amountCents: number,
): Promise<Change> {
  try {
    return attempt.status === 'to_send'
      ? await send(context, attempt, amountCents)
      : await read(context, attempt);
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.paymentDeclined) {
      return { status: 'failed', reason: error.message };
    }
    const checks = attempt.checks + 1;
    return { reason: UNAVAILABLE, checks, next_attempt_at: nextRetry(checks, context.now()) };
  }
}

const LINE_STATUS = { paid: 'completed', unclaimed: 'completed', failed: 'failed' } as const;
const SETTLED: readonly PayoutAttemptStatus[] = ['paid', 'unclaimed', 'failed'];

/**
 * One payout attempt carried as far as PayPal lets it go now, its outcome written on the locked
 * collaboration (then the attempt, checked still where it was): the payout, the creator's ledger
 * line and the deal's state move together. Sending twice is harmless: the attempt's id is both
 * PayPal's sender_batch_id and its request id, so PayPal answers the first batch again.
 */
async function runAttempt(context: DealJobContext, attemptId: string): Promise<void> {
  const row = await context.db
    .selectFrom('deal_payout_attempts')
    .innerJoin('deal_payouts', 'deal_payouts.id', 'deal_payout_attempts.payout_id')
    .selectAll('deal_payout_attempts')
    .select(['deal_payouts.collaboration_id', 'deal_payouts.amount_cents'])
    .where('deal_payout_attempts.id', '=', attemptId)
    .executeTakeFirst();
  if (!row || row.status === 'paid' || row.status === 'failed') return;
  const change = await ask(context, row, row.amount_cents);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, row.collaboration_id);
    const current = await trx
      .selectFrom('deal_payout_attempts')
      .select('status')
      .where('id', '=', row.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== row.status) return;
    const status: PayoutAttemptStatus = change.status ?? row.status;
    // Settled once PayPal paid it (or sent it unclaimed) or refused it; an unclaimed one that is
    // claimed (SUCCESS) or returned (RETURNED) later settles again.
    const final = status !== row.status && SETTLED.includes(status);
    await trx
      .updateTable('deal_payout_attempts')
      .set({ ...change, ...(final ? { settled_at: now } : {}) })
      .where('id', '=', row.id)
      .execute();
    await trx
      .updateTable('deal_payouts')
      .set({ status, reason: change.reason ?? null, ...(final ? { settled_at: now } : {}) })
      .where('id', '=', row.payout_id)
      .execute();
    if (!final) return;
    const settled = status as keyof typeof LINE_STATUS;
    await updateDealLine(
      trx,
      { userId: deal.creator_id, type: 'payout', reference: row.id },
      LINE_STATUS[settled],
      change.reason ?? null,
      now,
    );
    // Claiming an unclaimed payout is no news to the creator: they claimed it.
    if (!(row.status === 'unclaimed' && settled === 'paid')) {
      await notify(trx, [
        {
          userId: deal.creator_id,
          kind: settled === 'failed' ? 'payout_failed' : 'payout_paid',
          collaborationId: deal.id,
          itemId: null,
          note: change.reason ?? '',
          now,
        },
      ]);
    }
    await refreshDealMoney(trx, deal, now);
  });
}

/** Payout attempts due now, each carried as far as it goes; answers how many were looked at. */
export async function runDuePayouts(context: DealJobContext, limit = 20): Promise<number> {
  const ids = await claimAttempts(context, limit);
  for (const id of ids) await runAttempt(context, id);
  return ids.length;
}
