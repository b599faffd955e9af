import { describe, expect, it } from 'vitest';
import type { PayoutItemStatus } from './payment-provider';
import {
  PAYOUT_REFUSALS,
  REFUND_REFUSALS,
  payoutFailure,
  payoutFailureReason,
  refundFailure,
} from './paypal-refusals';

const unprocessable = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [{ issue }],
  debug_id: 'abc',
});
const payoutsError = (name: string) => ({ name, message: '…', debug_id: 'abc' });

describe('refundFailure', () => {
  it('declines what PayPal will not change, with a Spanish reason per issue', () => {
    for (const [issue, reason] of Object.entries(REFUND_REFUSALS)) {
      const error = refundFailure(422, unprocessable(issue));
      expect(error.code, issue).toBe('payment_declined');
      expect(error.status).toBe(402);
      expect(error.message).toBe(reason);
    }
    expect(refundFailure(404, { name: 'RESOURCE_NOT_FOUND' }).code).toBe('payment_declined');
  });

  it('leaves outages, our own request and a pending capture retryable', () => {
    const retryable: [number, unknown][] = [
      [500, { name: 'INTERNAL_SERVER_ERROR' }],
      [503, null],
      [400, { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_STRING_LENGTH' }] }],
      [401, { error: 'invalid_token' }],
      [403, { name: 'NOT_AUTHORIZED' }],
      [409, { name: 'RESOURCE_CONFLICT', details: [{ issue: 'PREVIOUS_REQUEST_IN_PROGRESS' }] }],
      [422, unprocessable('DECIMAL_PRECISION')],
      [422, unprocessable('SOMETHING_NEW')],
      [422, 'not json'],
    ];
    for (const [status, body] of retryable) {
      const error = refundFailure(status, body);
      expect(error.code, `${status} ${JSON.stringify(body)}`).toBe('provider_unavailable');
      expect(error.status).toBe(502);
    }
    expect(refundFailure(422, unprocessable('PENDING_CAPTURE')).message).toMatch(/pendiente/);
  });
});

describe('payoutFailure', () => {
  it('declines a batch refused for good, with its reason', () => {
    const error = payoutFailure(422, payoutsError('INSUFFICIENT_FUNDS'));
    expect(error.code).toBe('payment_declined');
    expect(error.message).toBe(PAYOUT_REFUSALS.INSUFFICIENT_FUNDS);
    expect(payoutFailure(422, payoutsError('SELF_PAY_NOT_ALLOWED')).code).toBe('payment_declined');
  });

  it('never declines what may hide a batch PayPal made, or our own mistakes', () => {
    const retryable: [number, unknown][] = [
      [400, payoutsError('USER_BUSINESS_ERROR')],
      [400, payoutsError('VALIDATION_ERROR')],
      [403, payoutsError('AUTHORIZATION_ERROR')],
      [403, payoutsError('INSUFFICIENT_FUNDS')],
      [422, payoutsError('UNDEFINED')],
      [422, payoutsError('SOMETHING_NEW')],
      [429, payoutsError('RATE_LIMIT_VALIDATION_FAILURES')],
      [500, payoutsError('INTERNAL_ERROR')],
      [422, null],
    ];
    for (const [status, body] of retryable) {
      expect(payoutFailure(status, body).code, `${status} ${JSON.stringify(body)}`).toBe(
        'provider_unavailable',
      );
    }
  });
});

describe('payoutFailureReason', () => {
  it('explains an item that ended badly, by error name when PayPal gave a known one', () => {
    expect(payoutFailureReason('RECEIVER_UNREGISTERED', 'FAILED')).toBe(
      'El correo de PayPal del creador no tiene cuenta de PayPal.',
    );
    expect(payoutFailureReason('INSUFFICIENT_FUNDS', 'FAILED')).toBe(
      PAYOUT_REFUSALS.INSUFFICIENT_FUNDS,
    );
    expect(payoutFailureReason(null, 'FAILED')).toBe('PayPal no pudo enviar el pago al creador.');
    expect(payoutFailureReason('SOMETHING_NEW', 'BLOCKED')).toBe(
      'PayPal bloqueó el pago al creador.',
    );
    expect(payoutFailureReason('RISK_DECLINE', 'BLOCKED')).toBe(PAYOUT_REFUSALS.RISK_DECLINE);
  });

  it('says a returned payout went unclaimed unless the error says otherwise', () => {
    const unclaimed = 'PayPal devolvió el pago: el destinatario no lo reclamó en 30 días.';
    expect(payoutFailureReason(null, 'RETURNED')).toBe(unclaimed);
    expect(payoutFailureReason('RECEIVER_UNREGISTERED', 'RETURNED')).toBe(unclaimed);
    expect(payoutFailureReason('RECEIVER_REFUSED', 'RETURNED')).toBe(
      'PayPal devolvió el pago. El creador rechazó el pago en PayPal.',
    );
  });

  it('has a Spanish sentence for every status', () => {
    const statuses: PayoutItemStatus[] = [
      'SUCCESS',
      'FAILED',
      'PENDING',
      'UNCLAIMED',
      'RETURNED',
      'ONHOLD',
      'BLOCKED',
      'REFUNDED',
      'REVERSED',
      'UNKNOWN',
    ];
    for (const status of statuses) {
      expect(payoutFailureReason(null, status), status).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    }
    expect(payoutFailureReason(null, 'REFUNDED')).toMatch(/reembolsó/);
    expect(payoutFailureReason(null, 'REVERSED')).toMatch(/revirtió/);
  });
});
