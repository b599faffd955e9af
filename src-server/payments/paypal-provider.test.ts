import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { centsToPayPalValue, createPayPalProvider, payPalValueToCents } from './paypal-provider';

type Reply = (request: IncomingMessage, response: ServerResponse) => void;

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A PayPal that answers tokens normally and the orders API as `reply` says. */
async function fakePayPal(reply: Reply): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/v1/oauth2/token') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: `tok-${seen.length}`, expires_in: 32400 }));
      return;
    }
    reply(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const order = {
  amountCents: 4500,
  description: 'Compra de 50 créditos',
  returnUrl: 'https://marcacreadores.mx/payments/return',
  cancelUrl: 'https://marcacreadores.mx/payments/cancel',
  requestId: 'req-0123456789abcdef',
};

async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createPayPalProvider', () => {
  it('sends the order PayPal documents and reads the payer-action link', async () => {
    let sent: { headers: IncomingMessage['headers']; body: unknown } | null = null;
    const paypal = await fakePayPal((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        sent = { headers: request.headers, body: JSON.parse(text) };
        json(response, 201, {
          id: '5O190127TN364715T',
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            { rel: 'self', href: 'x' },
            { rel: 'payer-action', href: 'https://paypal.test/checkoutnow?token=5O1' },
          ],
        });
      });
    });
    const provider = createPayPalProvider({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: paypal.url,
    });
    expect(await provider.createOrder(order)).toEqual({
      orderId: '5O190127TN364715T',
      approveUrl: 'https://paypal.test/checkoutnow?token=5O1',
    });
    expect(sent).toMatchObject({
      headers: {
        authorization: 'Bearer tok-1',
        'paypal-request-id': 'req-0123456789abcdef',
        'content-type': 'application/json',
      },
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: '45.00' } }],
        payment_source: {
          paypal: {
            experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl },
          },
        },
      },
    });
  });

  it('caches the token, and renews it once when PayPal answers 401', async () => {
    let refuseNext = false;
    const paypal = await fakePayPal((_request, response) => {
      if (refuseNext) {
        refuseNext = false;
        json(response, 401, { error: 'invalid_token' });
        return;
      }
      json(response, 201, { id: 'A', links: [{ rel: 'approve', href: 'https://x/approve' }] });
    });
    const provider = createPayPalProvider({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: paypal.url,
    });
    await provider.createOrder(order);
    await provider.createOrder(order);
    const tokenCalls = () => paypal.seen.filter((line) => line.includes('oauth2')).length;
    expect(tokenCalls()).toBe(1);
    refuseNext = true;
    expect((await provider.createOrder(order)).approveUrl).toBe('https://x/approve');
    expect(tokenCalls()).toBe(2);
  });

  it('maps a decline, an unapproved order and an outage to their API errors', async () => {
    const answers: [number, unknown][] = [
      [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] }],
      [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }],
      [500, { name: 'INTERNAL_SERVER_ERROR' }],
    ];
    const paypal = await fakePayPal((_request, response) => {
      const [status, body] = answers.shift() ?? [500, {}];
      json(response, status, body);
    });
    const provider = createPayPalProvider({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: paypal.url,
    });
    expect((await failure(provider.captureOrder('A', 'r1'))).code).toBe('payment_declined');
    expect((await failure(provider.captureOrder('A', 'r2'))).code).toBe('payment_not_approved');
    expect((await failure(provider.captureOrder('A', 'r3'))).code).toBe('provider_unavailable');
  });

  it('reads the order back when an earlier request already captured it', async () => {
    const paypal = await fakePayPal((request, response) => {
      if (request.method === 'POST') {
        json(response, 422, { details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        return;
      }
      json(response, 200, {
        id: 'A',
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }],
      });
    });
    const provider = createPayPalProvider({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: paypal.url,
    });
    expect(await provider.captureOrder('A', 'r1')).toEqual({
      status: 'COMPLETED',
      captureId: 'CAP1',
    });
    expect(paypal.seen).toContain('GET /v2/checkout/orders/A');
  });

  it('is unavailable when PayPal does not answer in time, or answers without JSON', async () => {
    const silent = await fakePayPal(() => undefined);
    const slow = createPayPalProvider({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: silent.url,
      timeoutMs: 200,
    });
    expect((await failure(slow.createOrder(order))).code).toBe('provider_unavailable');

    const html = await fakePayPal((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    });
    const broken = createPayPalProvider({ clientId: 'id', clientSecret: 's', apiUrl: html.url });
    expect((await failure(broken.captureOrder('A', 'r'))).code).toBe('provider_unavailable');

    const nowhere = createPayPalProvider({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: 'http://127.0.0.1:1',
    });
    expect((await failure(nowhere.createOrder(order))).code).toBe('provider_unavailable');
  });
});

describe('PayPal amounts', () => {
  it('writes integer cents as two-decimal strings without floating point', () => {
    expect(centsToPayPalValue(1050)).toBe('10.50');
    expect(centsToPayPalValue(4500)).toBe('45.00');
    expect(centsToPayPalValue(7)).toBe('0.07');
    expect(centsToPayPalValue(0)).toBe('0.00');
    // 0.1 + 0.2 style drift cannot happen: 1.15 * 100 is 114.99999999999999 in floats.
    expect(centsToPayPalValue(115)).toBe('1.15');
    expect(centsToPayPalValue(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    for (const wrong of [10.5, -1, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => centsToPayPalValue(wrong)).toThrow(RangeError);
    }
  });

  it('reads back only two-decimal strings', () => {
    expect(payPalValueToCents('10.50')).toBe(1050);
    expect(payPalValueToCents('0.07')).toBe(7);
    expect(payPalValueToCents('1234567.89')).toBe(123456789);
    for (const wrong of ['10.5', '10', '10.500', '-1.00', ' 1.00', '1,00', '1e2.00', '.50', '']) {
      expect(() => payPalValueToCents(wrong), wrong).toThrow(RangeError);
    }
  });

  it('sends an order of cents that floats would round wrong', async () => {
    let value: unknown = null;
    const paypal = await fakePayPal((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        value = (JSON.parse(text) as { purchase_units: { amount: { value: string } }[] })
          .purchase_units[0]?.amount.value;
        json(response, 201, { id: 'A', links: [{ rel: 'payer-action', href: 'https://x/a' }] });
      });
    });
    const provider = createPayPalProvider({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: paypal.url,
    });
    await provider.createOrder({ ...order, amountCents: 1999 });
    expect(value).toBe('19.99');
  });
});
