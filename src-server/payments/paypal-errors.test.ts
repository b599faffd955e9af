import { describe, expect, it } from 'vitest';
import { classifyPayPalFailure, paymentError } from './paypal-errors';

const unprocessable = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  details: [{ issue, description: '…' }],
  debug_id: 'abc',
});

describe('classifyPayPalFailure', () => {
  it('reads declines from the 422 issue', () => {
    for (const issue of ['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY']) {
      expect(classifyPayPalFailure(422, unprocessable(issue), 'capture')).toBe('declined');
    }
  });

  it('tells an order the buyer has not approved from a decline', () => {
    expect(classifyPayPalFailure(422, unprocessable('ORDER_NOT_APPROVED'), 'capture')).toBe(
      'not_approved',
    );
    expect(classifyPayPalFailure(422, unprocessable('PAYER_ACTION_REQUIRED'), 'capture')).toBe(
      'not_approved',
    );
  });

  it('recognises an order captured by an earlier request', () => {
    expect(classifyPayPalFailure(422, unprocessable('ORDER_ALREADY_CAPTURED'), 'capture')).toBe(
      'already_captured',
    );
  });

  it('treats PayPal outages and our own request or app problems as unavailable', () => {
    expect(classifyPayPalFailure(500, { name: 'INTERNAL_SERVER_ERROR' }, 'create')).toBe(
      'unavailable',
    );
    expect(classifyPayPalFailure(503, null, 'capture')).toBe('unavailable');
    expect(classifyPayPalFailure(400, { name: 'INVALID_REQUEST' }, 'create')).toBe('unavailable');
    expect(classifyPayPalFailure(403, { name: 'NOT_AUTHORIZED' }, 'capture')).toBe('unavailable');
    expect(classifyPayPalFailure(422, unprocessable('DUPLICATE_INVOICE_ID'), 'create')).toBe(
      'unavailable',
    );
    expect(classifyPayPalFailure(422, 'not json', 'capture')).toBe('unavailable');
  });

  it('reads an order PayPal no longer has as declined only when capturing', () => {
    const missing = { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] };
    expect(classifyPayPalFailure(404, missing, 'capture')).toBe('declined');
    expect(classifyPayPalFailure(404, missing, 'create')).toBe('unavailable');
  });
});

describe('paymentError', () => {
  it('answers the codes and statuses the API documents', () => {
    expect(paymentError('declined').toBody()).toMatchObject({ code: 'payment_declined' });
    expect(paymentError('declined').status).toBe(402);
    expect(paymentError('not_approved').status).toBe(409);
    const unavailable = paymentError('unavailable');
    expect(unavailable.status).toBe(502);
    expect(unavailable.code).toBe('provider_unavailable');
    expect(unavailable.message).toMatch(/PayPal/);
  });
});
