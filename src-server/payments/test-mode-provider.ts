import { createHash } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/** Ids made from the request id, so a retried request names the same object, as PayPal's do. */
function testId(prefix: string, seed: string): string {
  return `${prefix}-${createHash('sha256').update(seed).digest('hex').slice(0, 17).toUpperCase()}`;
}

/**
 * The embedded default's payments, and any server without PAYPAL_CLIENT_ID: no money moves, no
 * window opens, every order is captured at once, every refund completes at once and every payout
 * is delivered at once. `testMode` makes the answers say so (`test_mode: true`) and the ledger
 * label the purchase, so nobody mistakes it for a charge or a payment.
 */
export function createTestModeProvider(): PaymentProvider {
  return {
    testMode: true,
    createOrder: async ({ requestId }) => ({
      orderId: testId('TEST', requestId),
      approveUrl: null,
    }),
    captureOrder: async (orderId) => ({
      status: 'COMPLETED',
      captureId: testId('TESTCAPTURE', orderId),
    }),
    refundCapture: async ({ requestId }) => ({
      refundId: testId('TESTREFUND', requestId),
      status: 'COMPLETED',
    }),
    getRefund: async (refundId) => ({ refundId, status: 'COMPLETED' }),
    createPayout: async ({ senderBatchId }) => ({
      batchId: testId('TESTBATCH', senderBatchId),
      batchStatus: 'SUCCESS',
    }),
    getPayout: async (batchId) => ({
      batchId,
      batchStatus: 'SUCCESS',
      item: {
        itemId: testId('TESTITEM', batchId),
        status: 'SUCCESS',
        rawStatus: 'SUCCESS',
        transactionId: testId('TESTTXN', batchId),
        errorName: null,
      },
    }),
  };
}
