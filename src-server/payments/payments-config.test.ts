import { describe, expect, it } from 'vitest';
import { createPayments, DEFAULT_PAYMENTS_RETURN_URL, paymentsFromEnv } from './payments-config';

describe('paymentsFromEnv', () => {
  it('is nothing without settings: the test mode', () => {
    expect(paymentsFromEnv({})).toBeUndefined();
    expect(createPayments(undefined).provider.testMode).toBe(true);
  });

  it('turns PayPal on with its client id and secret, on the sandbox by default', () => {
    expect(paymentsFromEnv({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toEqual({
      paypal: { clientId: 'id', clientSecret: 's', apiUrl: 'https://api-m.sandbox.paypal.com' },
    });
    expect(
      paymentsFromEnv({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 's',
        PAYPAL_API_URL: 'https://api-m.paypal.com',
        PAYMENTS_RETURN_URL: 'https://marca.example/pagos/volver',
        PAYMENTS_CANCEL_URL: 'https://marca.example/pagos/cancelar',
      }),
    ).toEqual({
      paypal: { clientId: 'id', clientSecret: 's', apiUrl: 'https://api-m.paypal.com' },
      returnUrl: 'https://marca.example/pagos/volver',
      cancelUrl: 'https://marca.example/pagos/cancelar',
    });
  });

  it('refuses half a PayPal configuration rather than silently running the test mode', () => {
    expect(() => paymentsFromEnv({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });
});

describe('createPayments', () => {
  it('returns to /payments/return and cancels to /payments/cancel by default', () => {
    const payments = createPayments({});
    expect(payments.returnUrl).toBe(DEFAULT_PAYMENTS_RETURN_URL);
    expect(payments.cancelUrl).toBe('https://marcacreadores.mx/payments/cancel');
  });

  it('puts the cancel point beside a moved return point', () => {
    expect(createPayments({ returnUrl: 'https://marca.example/p/return' }).cancelUrl).toBe(
      'https://marca.example/p/cancel',
    );
  });

  it('refuses addresses that are not http(s), or a cancel main could not tell from a return', () => {
    expect(() => createPayments({ returnUrl: 'marca://volver' })).toThrow(/http/);
    expect(() =>
      createPayments({
        returnUrl: 'https://marca.example/pagos',
        cancelUrl: 'https://marca.example/pagos?cancel=1',
      }),
    ).toThrow(/differ/);
  });

  it('uses PayPal when configured', () => {
    const payments = createPayments({ paypal: { clientId: 'id', clientSecret: 's' } });
    expect(payments.provider.testMode).toBe(false);
  });
});
