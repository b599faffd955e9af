import { describe, expect, it } from 'vitest';
import { createTestModeProvider } from './test-mode-provider';

describe('createTestModeProvider', () => {
  it('completes refunds and delivers payouts at once, with ids stable on retry', async () => {
    const provider = createTestModeProvider();
    expect(provider.testMode).toBe(true);
    const input = { captureId: 'TESTCAPTURE-1', amountCents: 500, requestId: 'r1', note: 'x' };
    const refund = await provider.refundCapture(input);
    expect(refund.status).toBe('COMPLETED');
    expect(await provider.refundCapture(input)).toEqual(refund);
    expect((await provider.refundCapture({ ...input, requestId: 'r2' })).refundId).not.toBe(
      refund.refundId,
    );
    expect(await provider.getRefund(refund.refundId)).toEqual(refund);

    const payout = {
      senderBatchId: 'batch-1',
      senderItemId: 'row-1',
      receiverEmail: 'ana@example.com',
      amountCents: 1000,
      note: 'x',
      emailSubject: 's',
      emailMessage: 'm',
    };
    const created = await provider.createPayout(payout);
    expect(await provider.createPayout(payout)).toEqual(created);
    expect(created.batchId.length).toBeLessThanOrEqual(30);
    const state = await provider.getPayout(created.batchId);
    expect(state).toMatchObject({ batchId: created.batchId, batchStatus: 'SUCCESS' });
    expect(state.item).toMatchObject({ status: 'SUCCESS', rawStatus: 'SUCCESS', errorName: null });
    expect(await provider.getPayout(created.batchId)).toEqual(state);
  });
});
