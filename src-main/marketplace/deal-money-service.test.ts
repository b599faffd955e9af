import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { DealMoney, DealReceipt } from '../../src-shared/domain/deal-money';
import type { CoreApiClient } from '../api/core-api-client';
import type { FileDialogs, KitRenderer } from '../exports/ports';
import type { SessionService } from '../session/session-service';
import { renderDealReceiptHtml } from '../exports/deal-receipt-html';
import { DealMoneyService } from './deal-money-service';

const DEAL = '00000000-0000-4000-8000-0000000c0a01';

const money = { collaboration_id: DEAL, status: 'funded' } as DealMoney;

const receipt: DealReceipt = {
  kind: 'payout',
  id: '00000000-0000-4000-8000-0000000d0a01',
  number: 'MC-P-0000000D',
  issued_at: '2030-01-30T15:05:00.000Z',
  collaboration_id: DEAL,
  brand: {
    name: 'Café <Aurora>',
    legal_name: 'Aurora SA de CV',
    tax_id: 'AUR010101AAA',
    country: 'MX',
  },
  creator: { name: 'Ana López', payout_email_masked: 'a***@ex***.com' },
  amount_cents: 150_000,
  price_cents: null,
  fee_cents: null,
  fee_percent: null,
  test_mode: true,
  paypal: {
    order_id: null,
    capture_id: null,
    refund_id: null,
    batch_id: 'BATCH-42',
    payout_item_id: 'ITEM-42',
    transaction_id: 'TX-42',
  },
  items: [{ network: 'instagram', content_type: 'reel', number: 2 }],
};

function serviceWith(
  post: (path: string, body: unknown) => unknown,
  landed = 'https://app.example/paypal/return?token=ORDER-1',
) {
  const api = {
    post: vi.fn(async (path: string, body: unknown) => post(path, body)),
    get: vi.fn(async (path: string) =>
      path === ApiPath.collaborationReceipts(DEAL) ? { results: [receipt] } : money,
    ),
  } as unknown as CoreApiClient;
  const session = {
    withActiveToken: <T>(work: (token: string) => Promise<T>) => work('token'),
  } as unknown as SessionService;
  const openAuthWindow = vi.fn(async () => landed);
  const renderer: KitRenderer = {
    pdf: vi.fn(async (html: string) => new TextEncoder().encode(html)),
    png: vi.fn(),
  };
  return { api, openAuthWindow, renderer, session };
}

describe('DealMoneyService', () => {
  it('funds in test mode at once, with a fresh idempotency key and the total the brand saw', async () => {
    const parts = serviceWith(() => ({ status: 'completed', money }));
    const service = new DealMoneyService({ ...parts, dialogs: {} as FileDialogs });
    await expect(
      service.fund({ collaborationId: DEAL, releaseMode: 'per_item', totalCents: 165_000 }),
    ).resolves.toBe(money);
    expect(parts.api.post).toHaveBeenCalledWith(
      ApiPath.collaborationFund(DEAL),
      {
        idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
        release_mode: 'per_item',
        total_cents: 165_000,
      },
      { token: 'token' },
    );
    expect(parts.openAuthWindow).not.toHaveBeenCalled();
  });

  it("opens PayPal's approval and captures the order it returns with", async () => {
    const parts = serviceWith((path) =>
      path === ApiPath.collaborationFund(DEAL)
        ? {
            status: 'approval_required',
            order_id: 'ORDER-1',
            approve_url: 'https://paypal.example/approve?token=ORDER-1',
            return_url: 'https://app.example/paypal/return',
            cancel_url: 'https://app.example/paypal/cancel',
          }
        : { status: 'completed', money },
    );
    const service = new DealMoneyService({ ...parts, dialogs: {} as FileDialogs });
    await expect(
      service.fund({ collaborationId: DEAL, releaseMode: 'all', totalCents: 100 }),
    ).resolves.toBe(money);
    expect(parts.openAuthWindow).toHaveBeenCalledWith(
      'https://paypal.example/approve?token=ORDER-1',
      'https://app.example/paypal/return',
      { provider: 'PayPal', alsoCatch: ['https://app.example/paypal/cancel'] },
    );
    expect(parts.api.post).toHaveBeenLastCalledWith(
      ApiPath.collaborationFundCapture(DEAL),
      { order_id: 'ORDER-1' },
      { token: 'token' },
    );
  });

  it('says the payment was cancelled, and captures nothing, when PayPal comes back cancelled', async () => {
    const parts = serviceWith(
      () => ({
        status: 'approval_required',
        order_id: 'ORDER-1',
        approve_url: 'https://paypal.example/approve?token=ORDER-1',
        return_url: 'https://app.example/paypal/return',
        cancel_url: 'https://app.example/paypal/cancel',
      }),
      'https://app.example/paypal/cancel?token=ORDER-1',
    );
    const service = new DealMoneyService({ ...parts, dialogs: {} as FileDialogs });
    await expect(
      service.fund({ collaborationId: DEAL, releaseMode: 'all', totalCents: 100 }),
    ).rejects.toMatchObject({
      code: 'sign_in_cancelled',
      message: 'Cancelaste el pago en PayPal; no se hizo ningún cargo.',
    });
    expect(parts.api.post).toHaveBeenCalledTimes(1);
  });

  it('prints the chosen receipt and writes it where the save dialog says', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'deal-receipt-'));
    const parts = serviceWith(() => null);
    const dialogs: FileDialogs = {
      chooseSavePath: vi.fn(async (name: string) => join(dir, name)),
      chooseFolder: vi.fn(),
      reveal: vi.fn(),
      openPath: vi.fn(),
    };
    const service = new DealMoneyService({ ...parts, dialogs });
    await expect(
      service.exportReceipt({ collaborationId: DEAL, receiptId: receipt.id, format: 'pdf' }),
    ).resolves.toEqual({ saved: true, fileName: 'recibo-MC-P-0000000D.pdf' });
    const written = await readFile(join(dir, 'recibo-MC-P-0000000D.pdf'), 'utf8');
    expect(written).toContain('BATCH-42');
    await expect(
      service.exportReceipt({
        collaborationId: DEAL,
        receiptId: '00000000-0000-4000-8000-000000000000',
        format: 'pdf',
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('the receipt document', () => {
  it('prints the parties, the amounts, PayPal ids and the notes, escaping what people typed', () => {
    const html = renderDealReceiptHtml(receipt);
    expect(html).toContain('Recibo de pago al creador');
    expect(html).toContain('MC-P-0000000D');
    expect(html).toContain('30 de enero de 2030');
    expect(html).toContain('Aurora SA de CV');
    expect(html).toContain('Café &lt;Aurora&gt;');
    expect(html).toContain('AUR010101AAA');
    expect(html).toContain('a***@ex***.com');
    expect(html).toMatch(/USD\s1,500\.00/);
    expect(html).toContain('Reel 2 de Instagram');
    expect(html).toContain('BATCH-42');
    expect(html).toContain('ITEM-42');
    expect(html).toContain('TX-42');
    expect(html).toContain('Modo de prueba');
    expect(html).toContain('Este recibo no es un CFDI.');
    expect(html).not.toContain('<script');
  });
});
