import { randomUUID } from 'node:crypto';
import { ApiPath } from '../../../src-shared/api/paths';
import type {
  CreditPurchase,
  PendingCreditPurchase,
  TransactionFilter,
  TransactionPage,
} from '../../../src-shared/domain/billing';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import type { Answer, TestServer } from './test-server';

/** A fresh key per purchase attempt, as main makes one (letters, digits, hyphens). */
export const newKey = (): string => randomUUID();

export function buy(
  server: TestServer,
  token: string | undefined,
  body: unknown,
): Promise<Answer<CreditPurchase | PendingCreditPurchase>> {
  return server.request<CreditPurchase | PendingCreditPurchase>('POST', ApiPath.buyCredits, {
    token,
    body,
  });
}

export function capture(
  server: TestServer,
  token: string,
  orderId: string,
): Promise<Answer<CreditPurchase>> {
  return server.request<CreditPurchase>('POST', ApiPath.captureCredits(orderId), { token });
}

export function transactions(
  server: TestServer,
  token: string | undefined,
  filter: TransactionFilter | Record<string, unknown> = {},
  query = '',
): Promise<Answer<TransactionPage>> {
  return server.request<TransactionPage>('POST', `${ApiPath.transactions}${query}`, {
    token,
    body: filter,
  });
}

/** The balance as the app reads it: the premium route with `money=1`. */
export async function balanceOf(server: TestServer, token: string): Promise<number | undefined> {
  const answer = await server.request<PremiumStanding>('GET', `${ApiPath.premium}?money=1`, {
    token,
  });
  return answer.body.response.credits;
}
