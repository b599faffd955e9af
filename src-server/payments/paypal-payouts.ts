import { isRecord } from '../providers/fetch-json';
import type {
  CreatedPayout,
  PaymentProvider,
  PayoutInput,
  PayoutItemStatus,
  PayoutState,
} from './payment-provider';
import { guarded, segment, type PayPalClient } from './paypal-client';
import { centsToPayPalValue } from './paypal-money';
import { payoutFailure, unavailableError } from './paypal-refusals';

/** `transaction_enum` of payments_payouts_batch_v1.json. */
const ITEM_STATUSES: readonly PayoutItemStatus[] = [
  'SUCCESS',
  'FAILED',
  'PENDING',
  'UNCLAIMED',
  'RETURNED',
  'ONHOLD',
  'BLOCKED',
  'REFUNDED',
  'REVERSED',
];

const unavailable = (cause: unknown) => unavailableError('payout', cause);

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The batch PayPal already holds for a reused `sender_batch_id`: its 400 USER_BUSINESS_ERROR
 * ("Batch with given sender_batch_id already exists") links the original batch in
 * `details[].link[].href` (or, in some answers, the top-level `links`).
 */
function duplicateBatchId(status: number, body: unknown): string | null {
  if (status !== 400 || !isRecord(body)) return null;
  const details = Array.isArray(body.details) ? body.details.filter(isRecord) : [];
  const duplicate = details.some(
    (detail) =>
      /sender_batch_id already exists/i.test(String(detail.issue ?? '')) ||
      String(detail.field ?? '').toUpperCase() === 'SENDER_BATCH_ID',
  );
  if (!duplicate) return null;
  const links = [
    ...details.flatMap((detail) => (Array.isArray(detail.link) ? detail.link : [])),
    ...(Array.isArray(body.links) ? body.links : []),
  ];
  for (const link of links) {
    const href = isRecord(link) ? text(link.href) : null;
    const match = href ? /\/v1\/payments\/payouts\/([^/?#]+)/.exec(href) : null;
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return null;
}

function payoutStateOf(body: unknown): PayoutState {
  const header = isRecord(body) && isRecord(body.batch_header) ? body.batch_header : null;
  const batchId = header ? text(header.payout_batch_id) : null;
  if (!isRecord(body) || !header || !batchId) {
    throw unavailable(new Error('payout answer without batch_header.payout_batch_id'));
  }
  const first = Array.isArray(body.items) && isRecord(body.items[0]) ? body.items[0] : null;
  const itemId = first ? text(first.payout_item_id) : null;
  let item: PayoutState['item'] = null;
  if (first && itemId) {
    const rawStatus = typeof first.transaction_status === 'string' ? first.transaction_status : '';
    const errors = isRecord(first.errors) ? first.errors : null;
    item = {
      itemId,
      status: ITEM_STATUSES.find((known) => known === rawStatus) ?? 'UNKNOWN',
      rawStatus,
      transactionId: text(first.transaction_id),
      errorName: errors ? text(errors.name) : null,
    };
  }
  return { batchId, batchStatus: text(header.batch_status) ?? '', item };
}

/** Payouts v1: one-item batches to a creator's PayPal e-mail, and reading them back. */
export function createPayPalPayouts(
  client: PayPalClient,
): Pick<PaymentProvider, 'createPayout' | 'getPayout'> {
  /** The batch as PayPal shows it, with the sender_batch_id it was created with. */
  async function readBatch(
    batchId: string,
  ): Promise<{ state: PayoutState; senderBatchId: string | null }> {
    const { status, body } = await client.call(
      'GET',
      `/v1/payments/payouts/${segment(batchId)}`,
      {},
    );
    // A 404 right after creation is PayPal not having indexed the batch yet: read again later.
    if (status !== 200) throw unavailable(new Error(`payout read answered ${status}`));
    const header = isRecord(body) && isRecord(body.batch_header) ? body.batch_header : null;
    const sender =
      header && isRecord(header.sender_batch_header) ? header.sender_batch_header : null;
    return {
      state: payoutStateOf(body),
      senderBatchId: sender ? text(sender.sender_batch_id) : null,
    };
  }

  const getPayout = (batchId: string): Promise<PayoutState> =>
    guarded(async () => (await readBatch(batchId)).state, unavailable);

  return {
    getPayout,
    createPayout: (input: PayoutInput): Promise<CreatedPayout> =>
      guarded(async () => {
        const { status, body } = await client.call(
          'POST',
          '/v1/payments/payouts',
          { 'paypal-request-id': input.senderBatchId },
          {
            sender_batch_header: {
              sender_batch_id: input.senderBatchId,
              email_subject: input.emailSubject,
              email_message: input.emailMessage,
              recipient_type: 'EMAIL',
            },
            items: [
              {
                recipient_type: 'EMAIL',
                amount: { value: centsToPayPalValue(input.amountCents), currency: 'USD' },
                receiver: input.receiverEmail,
                note: input.note,
                sender_item_id: input.senderItemId,
              },
            ],
          },
        );
        if (status === 200 || status === 201) {
          const { batchId, batchStatus } = payoutStateOf(body);
          return { batchId, batchStatus };
        }
        const existing = duplicateBatchId(status, body);
        if (existing) {
          // An earlier attempt with this sender_batch_id went through and its answer was lost:
          // that batch is this payout. It is adopted only if it really carries our id.
          const { state, senderBatchId } = await readBatch(existing);
          if (senderBatchId !== input.senderBatchId) {
            throw unavailable(
              new Error(`duplicate answer links batch ${existing} of another sender`),
            );
          }
          return { batchId: state.batchId, batchStatus: state.batchStatus };
        }
        throw payoutFailure(status, body);
      }, unavailable),
  };
}
