import { randomUUID } from 'node:crypto';
import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type {
  CreditPurchase,
  PayoutAccount,
  PendingCreditPurchase,
  TransactionPage,
} from '../../src-shared/domain/billing';
import type { PremiumStanding } from '../../src-shared/domain/plan';
import type { CoreApiClient } from '../api/core-api-client';
import type { OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import { isRedirectTo, redirectParams } from '../auth/redirect-match';
import type { SessionService } from '../session/session-service';

/** A network failure is worth one more try with the same key: the server answers it once. */
const isNetworkFailure = (error: unknown) =>
  error instanceof BridgeError && error.code === ErrorCode.network;

/** Plans, extra credits, the ledger and the payout address. */
export class BillingService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
    private readonly openAuthWindow: OpenAuthWindow,
  ) {}

  getPlan(): Promise<PremiumStanding> {
    return this.session.withActiveToken((token) =>
      this.api.get<PremiumStanding>(ApiPath.premium, {
        token,
        query: { money: 1, textbody: 1 },
      }),
    );
  }

  applyTrial(): Promise<PremiumStanding> {
    return this.session.withActiveToken((token) =>
      this.api.get<PremiumStanding>(ApiPath.applyTrial, { token }),
    );
  }

  /**
   * One purchase, one idempotency key: a retry after a dropped connection sends the same key, so
   * the ledger gets the purchase once. Where the provider wants the buyer's approval (PayPal),
   * its page opens in a sign-in window and the order is captured once it comes back.
   */
  async buyCredits({ package: pack }: BridgeParsedArgs<'buyCredits'>): Promise<CreditPurchase> {
    const body = { package: pack, currency: 'USD', idempotency_key: randomUUID() };
    const post = () =>
      this.session.withActiveToken((token) =>
        this.api.post<CreditPurchase | PendingCreditPurchase>(ApiPath.buyCredits, body, { token }),
      );
    const answer = await post().catch((error: unknown) => {
      if (isNetworkFailure(error)) return post();
      throw error;
    });
    if (answer.status === 'completed') return answer;

    const landed = await this.openAuthWindow(answer.approve_url, answer.return_url, {
      provider: 'PayPal',
      alsoCatch: [answer.cancel_url],
    });
    if (isRedirectTo(landed, answer.cancel_url) || !redirectParams(landed).get('token')) {
      throw new BridgeError({
        status: 400,
        code: ErrorCode.signInCancelled,
        message: 'Cancelaste el pago; no se hizo ningún cargo.',
      });
    }
    return this.session.withActiveToken((token) =>
      this.api.post<CreditPurchase>(ApiPath.captureCredits(answer.order_id), {}, { token }),
    );
  }

  listTransactions({
    filter,
    page,
    size_page,
  }: BridgeParsedArgs<'listTransactions'>): Promise<TransactionPage> {
    return this.session.withActiveToken((token) =>
      this.api.post<TransactionPage>(ApiPath.transactions, filter, {
        token,
        query: { page, size_page },
      }),
    );
  }

  getPayoutAccount(): Promise<PayoutAccount> {
    return this.session.withActiveToken((token) =>
      this.api.get<PayoutAccount>(ApiPath.savePaypal, { token }),
    );
  }

  savePayoutEmail(input: BridgeParsedArgs<'savePayoutEmail'>): Promise<PayoutAccount> {
    return this.session.withActiveToken((token) =>
      this.api.post<PayoutAccount>(ApiPath.savePaypal, input, { token }),
    );
  }
}
