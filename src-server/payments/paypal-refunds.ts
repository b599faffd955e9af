import { isRecord } from '../providers/fetch-json';
import type { PaymentProvider, RefundInput, RefundResult, RefundStatus } from './payment-provider';
import { guarded, segment, type PayPalClient } from './paypal-client';
import { centsToPayPalValue } from './paypal-money';
import { refundFailure, unavailableError } from './paypal-refusals';

const REFUND_STATUSES: readonly RefundStatus[] = ['COMPLETED', 'PENDING', 'CANCELLED', 'FAILED'];

/** PayPal's limit for `note_to_payer`; a longer note would cost the whole refund a 400. */
const NOTE_MAX = 255;

const unavailable = (cause: unknown) => unavailableError('refund', cause);

/**
 * A refund answer (`refund` in payments_payment_v2.json). A status outside the documented enum
 * reads PENDING: the caller then reads the refund again instead of settling on a guess.
 */
function refundOf(body: unknown): RefundResult {
  if (!isRecord(body) || typeof body.id !== 'string' || !body.id) {
    throw unavailable(new Error('refund answer without id'));
  }
  const status = REFUND_STATUSES.find((known) => known === body.status) ?? 'PENDING';
  return { refundId: body.id, status };
}

/** Payments v2 refunds of a captured order: `captures/{id}/refund` and `refunds/{id}`. */
export function createPayPalRefunds(
  client: PayPalClient,
): Pick<PaymentProvider, 'refundCapture' | 'getRefund'> {
  return {
    refundCapture: (input: RefundInput): Promise<RefundResult> =>
      guarded(async () => {
        const note = input.note.trim().slice(0, NOTE_MAX);
        const { status, body } = await client.call(
          'POST',
          `/v2/payments/captures/${segment(input.captureId)}/refund`,
          // The refund row's id: a retry answers the first refund, never a second one.
          { 'paypal-request-id': input.requestId, prefer: 'return=representation' },
          {
            // Always the amount, even for "all of it": a full refund without one would take
            // whatever is left, which is not what the caller computed if something else refunded.
            amount: { currency_code: 'USD', value: centsToPayPalValue(input.amountCents) },
            ...(note ? { note_to_payer: note } : {}),
          },
        );
        if (status === 200 || status === 201) return refundOf(body);
        throw refundFailure(status, body);
      }, unavailable),

    getRefund: (refundId: string): Promise<RefundResult> =>
      guarded(async () => {
        const { status, body } = await client.call(
          'GET',
          `/v2/payments/refunds/${segment(refundId)}`,
          {},
        );
        if (status !== 200) throw unavailable(new Error(`refund read answered ${status}`));
        return refundOf(body);
      }, unavailable),
  };
}
