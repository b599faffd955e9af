import { randomUUID } from 'node:crypto';
import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeParsedArgs, SavedFileAnswer } from '../../src-shared/bridge/contract';
import type {
  DealFundingResult,
  DealMoney,
  DealReceipt,
  PlatformFees,
} from '../../src-shared/domain/deal-money';
import type { CoreApiClient } from '../api/core-api-client';
import type { OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import { isRedirectTo, redirectParams } from '../auth/redirect-match';
import { saveThroughDialog } from '../content/save-file';
import { dealReceiptFileName, renderDealReceiptHtml } from '../exports/deal-receipt-html';
import type { FileDialogs, KitRenderer } from '../exports/ports';
import type { SessionService } from '../session/session-service';
import { writeFileAtomic } from '../storage/atomic-file';

/** A network failure is worth one more try with the same key: the server answers it once. */
const isNetworkFailure = (error: unknown) =>
  error instanceof BridgeError && error.code === ErrorCode.network;

export interface DealMoneyServiceParts {
  api: CoreApiClient;
  session: SessionService;
  /** PayPal's approval page, in the same window the credit purchase uses. */
  openAuthWindow: OpenAuthWindow;
  /** The kit's printer and the native save dialog: receipts print like reports. */
  renderer: KitRenderer;
  dialogs: FileDialogs;
}

/**
 * Issue 32: a collaboration's money through the core API. Payments are never queued offline
 * (docs/ARCHITECTURE.md, "never payments"): every call goes to the server now, and a server that
 * cannot be reached fails with the client's usual network error.
 */
export class DealMoneyService {
  readonly #api: CoreApiClient;
  readonly #session: SessionService;
  readonly #openAuthWindow: OpenAuthWindow;
  readonly #renderer: KitRenderer;
  readonly #dialogs: FileDialogs;

  constructor(parts: DealMoneyServiceParts) {
    this.#api = parts.api;
    this.#session = parts.session;
    this.#openAuthWindow = parts.openAuthWindow;
    this.#renderer = parts.renderer;
    this.#dialogs = parts.dialogs;
  }

  get({ collaborationId }: BridgeParsedArgs<'getDealMoney'>): Promise<DealMoney> {
    return this.#session.withActiveToken((token) =>
      this.#api.get<DealMoney>(ApiPath.collaborationMoney(collaborationId), { token }),
    );
  }

  platformFees(): Promise<PlatformFees> {
    return this.#session.withActiveToken((token) =>
      this.#api.get<PlatformFees>(ApiPath.platformFees, { token }),
    );
  }

  /**
   * One funding attempt, one idempotency key: a retry after a dropped connection sends the same
   * key, so the brand is charged once. The total is the one the brand saw: if the deal costs
   * something else now the server refuses it (`deal_amount_changed`) instead of charging it.
   * Where PayPal must approve, its page opens like a credit purchase's and the order is
   * captured once it comes back.
   */
  async fund({
    collaborationId,
    releaseMode,
    totalCents,
  }: BridgeParsedArgs<'fundDeal'>): Promise<DealMoney> {
    const body = {
      idempotency_key: randomUUID(),
      release_mode: releaseMode,
      total_cents: totalCents,
    };
    const post = () =>
      this.#session.withActiveToken((token) =>
        this.#api.post<DealFundingResult>(ApiPath.collaborationFund(collaborationId), body, {
          token,
        }),
      );
    const answer = await post().catch((error: unknown) => {
      if (isNetworkFailure(error)) return post();
      throw error;
    });
    if (answer.status === 'completed') return answer.money;

    const landed = await this.#openAuthWindow(answer.approve_url, answer.return_url, {
      provider: 'PayPal',
      alsoCatch: [answer.cancel_url],
    });
    if (isRedirectTo(landed, answer.cancel_url) || !redirectParams(landed).get('token')) {
      throw new BridgeError({
        status: 400,
        code: ErrorCode.signInCancelled,
        message: 'Cancelaste el pago en PayPal; no se hizo ningún cargo.',
      });
    }
    const capture = () =>
      this.#session.withActiveToken((token) =>
        this.#api.post<DealFundingResult>(
          ApiPath.collaborationFundCapture(collaborationId),
          { order_id: answer.order_id },
          { token },
        ),
      );
    // The capture is keyed by the order: a retry after a dropped connection captures it once.
    const captured = await capture().catch((error: unknown) => {
      if (isNetworkFailure(error)) return capture();
      throw error;
    });
    if (captured.status === 'completed') return captured.money;
    // PayPal asked for approval again (the order lapsed): read where the deal stands instead of
    // opening a second window the person did not ask for.
    return this.get({ collaborationId });
  }

  release({ collaborationId }: BridgeParsedArgs<'releaseDeal'>): Promise<DealMoney> {
    return this.#session.withActiveToken((token) =>
      this.#api.post<DealMoney>(ApiPath.collaborationRelease(collaborationId), {}, { token }),
    );
  }

  retryPayout({ collaborationId, payoutId }: BridgeParsedArgs<'retryPayout'>): Promise<DealMoney> {
    return this.#session.withActiveToken((token) =>
      this.#api.post<DealMoney>(
        ApiPath.collaborationPayoutRetry(collaborationId, payoutId),
        {},
        { token },
      ),
    );
  }

  /** The receipts this side may download: the brand's funding and refunds, the creator's payouts. */
  receipts({ collaborationId }: BridgeParsedArgs<'listDealReceipts'>): Promise<{
    results: DealReceipt[];
  }> {
    return this.#session.withActiveToken((token) =>
      this.#api.get<{ results: DealReceipt[] }>(ApiPath.collaborationReceipts(collaborationId), {
        token,
      }),
    );
  }

  /**
   * The receipt as the core API gives it to this side, printed in main (the renderer never sees
   * a path) and saved through the native dialog. It is printed once a path is chosen, so a
   * closed dialog costs nothing.
   */
  async exportReceipt({
    collaborationId,
    receiptId,
  }: BridgeParsedArgs<'exportDealReceipt'>): Promise<SavedFileAnswer> {
    const { results } = await this.receipts({ collaborationId });
    const receipt = results.find((entry) => entry.id === receiptId);
    if (!receipt) {
      throw new BridgeError({
        status: 404,
        code: ErrorCode.notFound,
        message: 'Ese recibo ya no está disponible para esta cuenta.',
      });
    }
    const request = {
      defaultName: dealReceiptFileName(receipt),
      kind: 'pdf',
      title: 'Guardar recibo',
    } as const;
    return saveThroughDialog(this.#dialogs, request, async (path) => {
      try {
        const bytes = await this.#renderer.pdf(renderDealReceiptHtml(receipt), { pageSize: 'a4' });
        await writeFileAtomic(path, bytes);
      } catch (error) {
        const failure = new BridgeError({
          status: 500,
          code: ErrorCode.exportFailed,
          message:
            'No se pudo guardar el recibo. Revisa que la carpeta exista y tenga espacio, e inténtalo de nuevo.',
        });
        failure.cause = error;
        throw failure;
      }
    });
  }
}
