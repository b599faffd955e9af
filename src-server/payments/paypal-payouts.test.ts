import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPayPal, type PayPalStandIn } from '../../tests/fixtures/paypal';
import { ApiError } from '../http/errors';
import type { PaymentProvider, PayoutInput } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';
import { payoutFailureReason } from './paypal-refusals';

let paypal: PayPalStandIn;
let provider: PaymentProvider;
/** For calls left hanging: gives up after 300 ms instead of PayPal's 15 s. */
let impatient: PaymentProvider;
let sequence = 0;

beforeAll(async () => {
  paypal = await startPayPal();
  const config = {
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiUrl: paypal.url,
  };
  provider = createPayPalProvider(config);
  impatient = createPayPalProvider({ ...config, timeoutMs: 300 });
  // Its token is fetched here, so the 300 ms cover only the hanging calls.
  await impatient.getPayout('WARMUP').catch(() => undefined);
});
afterAll(async () => {
  await paypal?.close();
});
beforeEach(() => {
  paypal.setPayoutScript(['SUCCESS']);
  paypal.setPayoutRefusal(null);
});

function payout(overrides: Partial<PayoutInput> = {}): PayoutInput {
  sequence += 1;
  return {
    senderBatchId: `batch-${sequence}-${Date.now()}`,
    senderItemId: `payout-row-${sequence}`,
    receiverEmail: `creadora${sequence}@example.com`,
    amountCents: 1234,
    note: 'Pago por la colaboración «Verano»',
    emailSubject: 'Recibiste un pago de Marca Creadores',
    emailMessage: 'Tu pago por la colaboración ya está en camino.',
    ...overrides,
  };
}

async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A batch made at the stand-in by someone else's request id, as an earlier lost attempt. */
async function createDirectly(input: PayoutInput): Promise<string> {
  const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
  const token = (await (
    await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  const answer = await fetch(`${paypal.url}/v1/payments/payouts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'content-type': 'application/json',
      'paypal-request-id': `direct-${input.senderBatchId}`,
    },
    body: JSON.stringify({
      sender_batch_header: { sender_batch_id: input.senderBatchId },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '12.34', currency: 'USD' },
          receiver: input.receiverEmail,
        },
      ],
    }),
  });
  const body = (await answer.json()) as { batch_header: { payout_batch_id: string } };
  return body.batch_header.payout_batch_id;
}

describe('PayPal payouts', () => {
  it('sends a one-item batch to the creator e-mail and reads it delivered', async () => {
    const input = payout();
    const created = await provider.createPayout(input);
    expect(created.batchStatus).toBe('PENDING');
    const stored = paypal.payouts.get(created.batchId);
    expect(stored).toMatchObject({
      senderBatchId: input.senderBatchId,
      emailSubject: input.emailSubject,
      emailMessage: input.emailMessage,
      requestId: input.senderBatchId,
    });
    expect(stored?.items).toHaveLength(1);
    expect(stored?.items[0]).toMatchObject({
      receiver: input.receiverEmail,
      amount: { currency: 'USD', value: '12.34' },
      senderItemId: input.senderItemId,
      note: input.note,
    });
    expect(await provider.getPayout(created.batchId)).toEqual({
      batchId: created.batchId,
      batchStatus: 'SUCCESS',
      item: {
        itemId: stored?.items[0]?.itemId,
        status: 'SUCCESS',
        rawStatus: 'SUCCESS',
        transactionId: stored?.items[0]?.transactionId,
        errorName: null,
      },
    });
  });

  it('follows the item through PayPal statuses, one per read', async () => {
    paypal.setPayoutScript(['PENDING', 'PENDING', 'SUCCESS']);
    const { batchId } = await provider.createPayout(payout());
    const reads = [];
    for (let read = 0; read < 4; read += 1) reads.push(await provider.getPayout(batchId));
    expect(reads.map((state) => [state.batchStatus, state.item?.status])).toEqual([
      ['PROCESSING', 'PENDING'],
      ['PROCESSING', 'PENDING'],
      ['SUCCESS', 'SUCCESS'],
      ['SUCCESS', 'SUCCESS'],
    ]);
    expect(reads[0]?.item?.transactionId).toBeNull();
    expect(reads[2]?.item?.transactionId).toEqual(expect.any(String));
  });

  it('reads failed, unclaimed, returned and undocumented items with their error names', async () => {
    paypal.setPayoutScript(['PENDING', 'FAILED'], { errorName: 'RECEIVER_UNREGISTERED' });
    const failed = await provider.createPayout(payout());
    expect((await provider.getPayout(failed.batchId)).item).toMatchObject({
      status: 'PENDING',
      errorName: null,
    });
    const ended = (await provider.getPayout(failed.batchId)).item;
    expect(ended).toMatchObject({ status: 'FAILED', errorName: 'RECEIVER_UNREGISTERED' });
    expect(payoutFailureReason(ended?.errorName ?? null, 'FAILED')).toBe(
      'El correo de PayPal del creador no tiene cuenta de PayPal.',
    );

    paypal.setPayoutScript(['UNCLAIMED'], { errorName: 'RECEIVER_UNREGISTERED' });
    const unclaimed = await provider.createPayout(payout());
    expect((await provider.getPayout(unclaimed.batchId)).item).toMatchObject({
      status: 'UNCLAIMED',
      errorName: 'RECEIVER_UNREGISTERED',
    });

    paypal.setPayoutScript(['PENDING', 'SUCCESS', 'RETURNED']);
    const returned = await provider.createPayout(payout());
    const statuses = [];
    for (let read = 0; read < 3; read += 1) {
      statuses.push((await provider.getPayout(returned.batchId)).item?.status);
    }
    expect(statuses).toEqual(['PENDING', 'SUCCESS', 'RETURNED']);

    paypal.setPayoutScript(['WEIRD']);
    const weird = await provider.createPayout(payout());
    expect((await provider.getPayout(weird.batchId)).item).toMatchObject({
      status: 'UNKNOWN',
      rawStatus: 'WEIRD',
    });
  });

  it('scripts one receiver apart from the default', async () => {
    paypal.setPayoutScriptFor('Bloqueada@Example.com', ['BLOCKED'], { errorName: 'RISK_DECLINE' });
    const blocked = await provider.createPayout(payout({ receiverEmail: 'bloqueada@example.com' }));
    const other = await provider.createPayout(payout());
    expect((await provider.getPayout(blocked.batchId)).item).toMatchObject({
      status: 'BLOCKED',
      errorName: 'RISK_DECLINE',
    });
    expect((await provider.getPayout(other.batchId)).item?.status).toBe('SUCCESS');
  });

  it('answers the first batch to a retried payout, never paying twice', async () => {
    const input = payout();
    const before = paypal.counts.payouts;
    const first = await provider.createPayout(input);
    expect(await provider.createPayout(input)).toEqual(first);
    expect(paypal.counts.payouts).toBe(before + 1);
  });

  it('adopts the batch PayPal already holds for the sender_batch_id', async () => {
    const input = payout();
    const existing = await createDirectly(input);
    const before = paypal.counts.payouts;
    const adopted = await provider.createPayout(input);
    expect(adopted.batchId).toBe(existing);
    expect(adopted.batchStatus).toBe('SUCCESS');
    expect(paypal.counts.payouts).toBe(before);
  });

  it('answers the batch made when only the answer was lost', async () => {
    const input = payout();
    const before = paypal.counts.payouts;
    paypal.hangNext(1, { afterProcessing: true });
    expect((await failure(impatient.createPayout(input))).code).toBe('provider_unavailable');
    const retried = await provider.createPayout(input);
    expect(paypal.payouts.get(retried.batchId)?.senderBatchId).toBe(input.senderBatchId);
    expect(paypal.counts.payouts).toBe(before + 1);
  });

  it('declines a batch PayPal refuses for good, saying why in Spanish', async () => {
    paypal.setPayoutRefusal('INSUFFICIENT_FUNDS');
    const before = paypal.counts.payouts;
    const error = await failure(provider.createPayout(payout()));
    expect(error.code).toBe('payment_declined');
    expect(error.message).toBe(
      'La cuenta de PayPal de la plataforma no tiene saldo suficiente para este pago; lo reintentaremos.',
    );
    expect(paypal.counts.payouts).toBe(before);
  });

  it('is unavailable (retryable) on 5xx, 401 twice, a timeout, a bad request or an unknown batch', async () => {
    const unavailable = async (work: Promise<unknown>) => {
      const error = await failure(work);
      expect(error.code).toBe('provider_unavailable');
      expect(error.message).toBe(
        'No pudimos comunicarnos con PayPal para enviar el pago; lo reintentaremos.',
      );
    };
    const before = paypal.counts.payouts;
    paypal.failNextWith(1, 500);
    await unavailable(provider.createPayout(payout()));
    paypal.failNextWith(2, 401);
    await unavailable(provider.createPayout(payout()));
    paypal.failNextWith(1, 403);
    await unavailable(provider.createPayout(payout()));
    paypal.hangNext(1);
    await unavailable(impatient.createPayout(payout()));
    await unavailable(provider.createPayout(payout({ receiverEmail: 'sin arroba' })));
    await unavailable(provider.getPayout('NOSUCHBATCH00'));
    expect(paypal.counts.payouts).toBe(before);
  });
});
