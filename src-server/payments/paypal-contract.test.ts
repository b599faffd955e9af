import addFormats from 'ajv-formats';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, type Document, type Operation, type Request } from 'openapi-backend';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPayPal, type PayPalExchange, type PayPalStandIn } from '../../tests/fixtures/paypal';
import type { PaymentProvider, PayoutInput } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';

/**
 * The PayPal contract, checked against PayPal's own OpenAPI descriptions (../shared/providers/
 * paypal/, or PAYPAL_OPENAPI_DIR): the real adapter runs against the stand-in, which reports each
 * exchange; every request the adapter sends (path, method, the headers the description defines,
 * body) and every answer the stand-in gives (status documented, body valid against that status's
 * schema, error answers included) must match the description of its operation. The token endpoint
 * is not in these documents, and the OAuth layer's 401 is not either, so neither is exercised.
 */
const DESCRIPTIONS =
  process.env.PAYPAL_OPENAPI_DIR ??
  fileURLToPath(new URL('../../../shared/providers/paypal/', import.meta.url));
const available = existsSync(join(DESCRIPTIONS, 'checkout_orders_v2.json'));
// CI runs every suite: a missing description is a failure there, never a skip.
if (!available && process.env.CI === 'true') {
  throw new Error(`PayPal's OpenAPI descriptions are missing in ${DESCRIPTIONS}`);
}

/** Which document describes a path. */
const DOCUMENTS: [prefix: string, file: string][] = [
  ['/v2/checkout/', 'checkout_orders_v2.json'],
  ['/v2/payments/', 'payments_payment_v2.json'],
  ['/v1/payments/payouts', 'payments_payouts_batch_v1.json'],
];

async function loadDescription(file: string): Promise<OpenAPIBackend> {
  const text = readFileSync(join(DESCRIPTIONS, file), 'utf8');
  // PayPal's own formats (ppaas_common_currency_code_v2…) have no public definition: accepted.
  const formats = new Set([...text.matchAll(/"format":\s*"([^"]+)"/g)].map((match) => match[1]));
  const backend = new OpenAPIBackend({
    definition: JSON.parse(text) as Document,
    // PayPal writes `description` beside `$ref`, which openapi-backend's OpenAPI 3.0 meta-schema
    // check rejects (the whole payouts document would load as empty); quick mode skips that
    // check and compiles an operation's validators on first use, which also spares compiling
    // the 560 KB orders document's many unused operations.
    quick: true,
    strict: true,
    // PayPal's patterns (e-mail, phone) are not valid JavaScript with the `u` flag Ajv sets.
    ajvOpts: { unicodeRegExp: false, allErrors: true },
    customizeAjv: (ajv) => {
      addFormats(ajv);
      for (const format of formats) {
        if (format && !(format in ajv.formats)) ajv.addFormat(format, true);
      }
      return ajv;
    },
  });
  await backend.init();
  return backend;
}

// Without the descriptions the contract cannot be checked; the skipped title says where it looked.
describe.skipIf(!available)(`PayPal contract (descriptions in ${DESCRIPTIONS})`, () => {
  const descriptions = new Map<string, OpenAPIBackend>();
  const exchanges: PayPalExchange[] = [];
  let paypal: PayPalStandIn;
  let provider: PaymentProvider;
  let token = '';
  let sequence = 0;

  beforeAll(async () => {
    for (const [, file] of DOCUMENTS) descriptions.set(file, await loadDescription(file));
  });
  // A stand-in per test: compiling a description's validators blocks the event loop for seconds,
  // long enough for a pooled keep-alive socket to go stale (ECONNRESET on the next request).
  beforeEach(async () => {
    paypal = await startPayPal({ onExchange: (exchange) => exchanges.push(exchange) });
    provider = createPayPalProvider({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      apiUrl: paypal.url,
      timeoutMs: 2000,
    });
    const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
    const answer = await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    });
    token = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterEach(async () => {
    await paypal?.close();
  });

  const ajvErrors = (errors: unknown): string =>
    JSON.stringify(errors, [
      'instancePath',
      'message',
      'params',
      'allowedValues',
      'missingProperty',
      'additionalProperty',
    ]);

  /** What is wrong with one exchange, per its operation's description (empty when nothing). */
  function problems(exchange: PayPalExchange): { operation: string; found: string[] } {
    const url = new URL(exchange.path, 'http://stand-in');
    const file = DOCUMENTS.find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
    const description = file ? descriptions.get(file) : undefined;
    const request: Request = {
      method: exchange.method.toLowerCase(),
      path: url.pathname,
      query: url.search.slice(1),
      headers: exchange.headers as Record<string, string | string[]>,
      body: exchange.requestBody,
    };
    const operation = description?.matchOperation(request) as Operation | undefined;
    const label = `${exchange.method} ${exchange.path} → ${exchange.status}`;
    if (!description || !operation?.operationId) {
      return { operation: label, found: [`${label}: no operation describes it`] };
    }
    const found: string[] = [];
    const checked = description.validateRequest(request, operation);
    if (!checked.valid) found.push(`${label} request: ${ajvErrors(checked.errors)}`);
    const described = operation.requestBody;
    const accepted = described && 'content' in described ? Object.keys(described.content) : [];
    const sent = String(exchange.headers['content-type'] ?? '').split(';')[0] ?? '';
    if (exchange.requestBody !== undefined && !accepted.includes(sent)) {
      found.push(`${label}: body sent as ${sent}, the operation takes ${accepted.join(', ')}`);
    }
    if (!String(exchange.headers.authorization ?? '').startsWith('Bearer ')) {
      found.push(`${label}: no Bearer token (the operation's security is OAuth2)`);
    }
    const responses = operation.responses ?? {};
    const documented = responses[String(exchange.status)] ?? responses.default;
    if (!documented || '$ref' in documented) {
      found.push(`${label}: status not documented for ${operation.operationId}`);
    } else if (documented.content) {
      const answer = description.validateResponse(
        exchange.responseBody,
        operation,
        exchange.status,
      );
      if (!answer.valid) found.push(`${label} answer: ${ajvErrors(answer.errors)}`);
    }
    return { operation: `${operation.operationId} ${exchange.status}`, found };
  }

  /** Runs `scenario`, then checks every exchange it caused and that it covered `expected`. */
  async function holdsTo(expected: string[], scenario: () => Promise<void>): Promise<void> {
    const from = exchanges.length;
    await scenario();
    const checked = exchanges.slice(from).filter((one) => !one.path.startsWith('/v1/oauth2/'));
    const results = checked.map(problems);
    expect(results.flatMap((result) => result.found)).toEqual([]);
    const covered = new Set(results.map((result) => result.operation));
    expect(expected.filter((operation) => !covered.has(operation))).toEqual([]);
    // What PayPal needs to answer a retry with the first result: every write carries its id.
    const writes = checked.filter((one) => one.method === 'POST');
    expect(writes.filter((one) => !one.headers['paypal-request-id'])).toEqual([]);
  }

  /** A request the adapter does not make (reads the stand-in offers), with the app's token. */
  async function raw(method: string, path: string, body?: unknown, headers = {}): Promise<unknown> {
    const answer = await fetch(`${paypal.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return answer.json();
  }

  async function approvedOrder(cents: number): Promise<string> {
    sequence += 1;
    const order = await provider.createOrder({
      amountCents: cents,
      description: 'Compra de 50 créditos',
      returnUrl: 'https://marcacreadores.mx/payments/return',
      cancelUrl: 'https://marcacreadores.mx/payments/cancel',
      requestId: `contract-order-${sequence}`,
    });
    await fetch(order.approveUrl ?? '', { redirect: 'manual' });
    return order.orderId;
  }

  async function capturedId(cents: number): Promise<string> {
    const orderId = await approvedOrder(cents);
    return (await provider.captureOrder(orderId, `contract-capture-${orderId}`)).captureId ?? '';
  }

  const settle = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      () => undefined,
    );

  it('credits: orders created, replayed, read and captured, with their errors', async () => {
    await holdsTo(
      [
        'orders.create 201',
        'orders.create 200',
        'orders.capture 201',
        'orders.capture 200',
        'orders.capture 422',
        'orders.capture 404',
        'orders.get 200',
        'orders.get 404',
        'orders.create 503',
      ],
      async () => {
        sequence += 1;
        const input = {
          amountCents: 4500,
          description: 'Compra de 50 créditos',
          returnUrl: 'https://marcacreadores.mx/payments/return',
          cancelUrl: 'https://marcacreadores.mx/payments/cancel',
          requestId: `contract-credits-${sequence}`,
        };
        const order = await provider.createOrder(input);
        await provider.createOrder(input);
        await settle(provider.captureOrder(order.orderId, 'early'));
        await fetch(order.approveUrl ?? '', { redirect: 'manual' });
        await provider.captureOrder(order.orderId, 'capture-1');
        await provider.captureOrder(order.orderId, 'capture-1');
        // Another request id: 422 ORDER_ALREADY_CAPTURED, then the adapter reads the order.
        await provider.captureOrder(order.orderId, 'capture-2');
        await settle(provider.captureOrder('NOSUCHORDER000000', 'capture-3'));
        await raw('GET', '/v2/checkout/orders/NOSUCHORDER000000');
        paypal.setDecline(true);
        await settle(provider.captureOrder(await approvedOrder(1000), 'declined'));
        paypal.setDecline(false);
        paypal.setHoldCaptures(true);
        await provider.captureOrder(await approvedOrder(1000), 'held');
        paypal.setHoldCaptures(false);
        paypal.failNext(1);
        await settle(provider.createOrder({ ...input, requestId: 'contract-outage' }));
      },
    );
  });

  it('deals: captures refunded in part and whole, refunds and captures read, refusals', async () => {
    await holdsTo(
      [
        'captures.refund 201',
        'captures.refund 422',
        'captures.refund 404',
        'captures.refund 500',
        'refunds.get 200',
        'refunds.get 404',
        'captures.get 200',
        'captures.get 404',
      ],
      async () => {
        const captureId = await capturedId(4500);
        const refund = (cents: number, requestId: string) =>
          provider.refundCapture({ captureId, amountCents: cents, requestId, note: 'Cancelada' });
        const first = await refund(1050, 'contract-refund-1');
        await refund(1050, 'contract-refund-1');
        await raw('GET', `/v2/payments/captures/${captureId}`);
        paypal.setRefundStatus('PENDING');
        const pending = await refund(1000, 'contract-refund-2');
        await provider.getRefund(pending.refundId);
        paypal.setRefundStatus('COMPLETED');
        await provider.getRefund(first.refundId);
        await settle(refund(5000, 'contract-refund-over'));
        // A full refund (no body), answered minimal: what is left of the capture.
        await raw('POST', `/v2/payments/captures/${captureId}/refund`, undefined, {
          'paypal-request-id': 'contract-refund-full',
          prefer: 'return=minimal',
        });
        await raw('GET', `/v2/payments/captures/${captureId}`);
        await settle(refund(100, 'contract-refund-after'));
        await settle(
          provider.refundCapture({
            captureId: 'NOSUCHCAPTURE0000',
            amountCents: 100,
            requestId: 'contract-refund-unknown',
            note: 'x',
          }),
        );
        await settle(provider.getRefund('NOSUCHREFUND00000'));
        await raw('GET', '/v2/payments/captures/NOSUCHCAPTURE0000');
        paypal.setHoldCaptures(true);
        const held = await capturedId(1000);
        await settle(
          provider.refundCapture({ captureId: held, amountCents: 100, requestId: 'h', note: 'x' }),
        );
        paypal.setHoldCaptures(false);
        paypal.setRefundRefusal('REFUND_TIME_LIMIT_EXCEEDED');
        await settle(refund(100, 'contract-refund-late'));
        paypal.setRefundRefusal(null);
        paypal.failNextWith(1, 500);
        await settle(refund(100, 'contract-refund-outage'));
      },
    );
  });

  it('deals: payouts created, replayed, duplicated, refused and read through every status', async () => {
    await holdsTo(
      [
        'payouts.post 201',
        'payouts.post 400',
        'payouts.post 422',
        'payouts.post 503',
        'payouts.get 200',
        'payouts.get 404',
        'payouts-item.get 200',
        'payouts-item.get 404',
      ],
      async () => {
        const payout = (overrides: Partial<PayoutInput> = {}): PayoutInput => {
          sequence += 1;
          return {
            senderBatchId: `contract-batch-${sequence}`,
            senderItemId: `contract-row-${sequence}`,
            receiverEmail: `creadora${sequence}@example.com`,
            amountCents: 2599,
            note: 'Pago por la colaboración',
            emailSubject: 'Recibiste un pago de Marca Creadores',
            emailMessage: 'Tu pago ya está en camino.',
            ...overrides,
          };
        };
        const scripts: [string[], string?][] = [
          [['SUCCESS']],
          [['PENDING', 'SUCCESS']],
          [['PENDING', 'FAILED'], 'RECEIVER_UNREGISTERED'],
          [['UNCLAIMED'], 'RECEIVER_UNREGISTERED'],
          [['PENDING', 'SUCCESS', 'RETURNED']],
          [['ONHOLD', 'BLOCKED'], 'RISK_DECLINE'],
          [['REFUNDED']],
          [['REVERSED']],
        ];
        for (const [statuses, errorName] of scripts) {
          paypal.setPayoutScript(statuses, errorName ? { errorName } : {});
          const input = payout();
          const { batchId } = await provider.createPayout(input);
          for (let read = 0; read < statuses.length; read += 1) await provider.getPayout(batchId);
          const itemId = paypal.payouts.get(batchId)?.items[0]?.itemId ?? '';
          await raw('GET', `/v1/payments/payouts-item/${itemId}`);
        }
        paypal.setPayoutScript(['SUCCESS']);
        const retried = payout();
        await provider.createPayout(retried);
        await provider.createPayout(retried);
        // Made first under another request id: 400 USER_BUSINESS_ERROR, then the batch is read.
        const duplicated = payout();
        await raw(
          'POST',
          '/v1/payments/payouts',
          {
            sender_batch_header: { sender_batch_id: duplicated.senderBatchId },
            items: [
              {
                recipient_type: 'EMAIL',
                amount: { value: '25.99', currency: 'USD' },
                receiver: duplicated.receiverEmail,
              },
            ],
          },
          { 'paypal-request-id': `other-${duplicated.senderBatchId}` },
        );
        await provider.createPayout(duplicated);
        await settle(provider.createPayout(payout({ receiverEmail: 'sin arroba' })));
        paypal.setPayoutRefusal('INSUFFICIENT_FUNDS');
        await settle(provider.createPayout(payout()));
        paypal.setPayoutRefusal(null);
        paypal.failNext(1);
        await settle(provider.createPayout(payout()));
        await settle(provider.getPayout('NOSUCHBATCH00'));
        await raw('GET', '/v1/payments/payouts-item/NOSUCHITEM000');
      },
    );
  });

  it('catches what breaks the descriptions, so a pass means something', () => {
    const exchange = (overrides: Partial<PayPalExchange>): PayPalExchange => ({
      method: 'POST',
      path: '/v1/payments/payouts',
      headers: {
        authorization: 'Bearer x',
        'content-type': 'application/json',
        'paypal-request-id': 'id',
      },
      requestBody: {
        sender_batch_header: { sender_batch_id: 'b' },
        items: [{ amount: { value: '1.00', currency: 'USD' }, receiver: 'a@b.mx' }],
      },
      status: 201,
      responseBody: {
        batch_header: { payout_batch_id: 'B', batch_status: 'PENDING', sender_batch_header: {} },
        links: [{ href: 'x', rel: 'self', method: 'GET' }],
      },
      ...overrides,
    });
    expect(problems(exchange({})).found).toEqual([]);
    // Each broken exchange, and a piece of what the check must say about it.
    const broken: [Partial<PayPalExchange>, string][] = [
      [
        { requestBody: { sender_batch_header: {}, items: [{ amount: { value: '1.00' } }] } },
        "required property 'receiver'",
      ],
      [
        {
          headers: {
            authorization: 'Bearer x',
            'content-type': 'application/json',
            'paypal-request-id': '',
          },
        },
        '/header/paypal-request-id',
      ],
      [{ headers: { 'content-type': 'application/json' } }, 'no Bearer token'],
      [
        { responseBody: { batch_header: { payout_batch_id: 'B', batch_status: 'WEIRD' } } },
        '/batch_header/batch_status',
      ],
      [{ status: 200 }, "required property 'debug_id'"],
      [{ path: '/v1/payments/payouts/B/nothing', method: 'GET' }, 'no operation describes it'],
      [
        {
          method: 'GET',
          path: '/v2/payments/refunds/R',
          requestBody: undefined,
          status: 200,
          responseBody: { id: 'R', status: 'DONE' },
        },
        '/status',
      ],
      [
        {
          method: 'POST',
          path: '/v2/payments/captures/C/refund',
          requestBody: { amount: { currency_code: 'USD', value: '1.00' } },
          status: 422,
          responseBody: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'NOT_A_REFUND_ISSUE' }],
          },
        },
        '/details/0/issue',
      ],
      [
        {
          method: 'POST',
          path: '/v2/payments/captures/C/refund',
          headers: { authorization: 'Bearer x', 'content-type': 'text/plain' },
          requestBody: { amount: { currency_code: 'USD', value: '1.00' } },
          status: 500,
          responseBody: undefined,
        },
        'body sent as text/plain',
      ],
    ];
    for (const [overrides, expected] of broken) {
      expect(problems(exchange(overrides)).found.join('\n'), JSON.stringify(overrides)).toContain(
        expected,
      );
    }
  });
});
