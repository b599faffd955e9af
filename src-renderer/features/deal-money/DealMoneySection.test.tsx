import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DealMoney } from '../../../src-shared/domain/deal-money';
import type { Role } from '../../../src-shared/domain/user';
import { fail, ok } from '../../test/builders';
import { aCollaboration, anItem, collaborationIds } from '../../test/collaboration-builders';
import {
  aDealMoney,
  aPayout,
  aReceipt,
  anUnfundedDealMoney,
  dealIds,
} from '../../test/deal-money-builders';
import { renderAs } from '../../test/render-as';

const path = `/collaborations/${collaborationIds.collaboration}?item=${collaborationIds.item}`;

function renderDeal(
  role: Role,
  money: DealMoney,
  bridge: Parameters<typeof renderAs>[2] = {},
  collaboration = aCollaboration({ money_status: money.status }),
) {
  return renderAs(role, path, {
    getCollaboration: vi.fn(async () => ok(collaboration)),
    getDealMoney: vi.fn(async () => ok(money)),
    ...bridge,
  });
}

/** The section once its money is read (the status pill is its first line). */
async function section() {
  const pago = await screen.findByRole('region', { name: 'Pago' });
  await within(pago).findByText(/Pendiente de pago por la marca|Pagada|Liberada|Pago en camino/);
  return pago;
}

describe('the collaboration\'s "Pago" section', () => {
  it('lets the brand pay an unfunded deal: price, fee and total in the dialog, then held', async () => {
    const unfunded = anUnfundedDealMoney({ can_fund: true });
    const fundDeal = vi.fn(async () =>
      ok(aDealMoney({ funding: { ...aDealMoney().funding!, release_mode: 'per_item' } })),
    );
    const { user } = renderDeal('brand', unfunded, { fundDeal });
    const pago = await section();
    expect(within(pago).getByText('Pendiente de pago por la marca')).toBeInTheDocument();
    expect(within(pago).getByText('Modo de prueba: no se mueve dinero real')).toBeInTheDocument();

    await user.click(within(pago).getByRole('button', { name: 'Pagar colaboración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar colaboración' });
    expect(within(dialog).getByText('Precio acordado')).toBeInTheDocument();
    expect(within(dialog).getByText('Comisión de la plataforma (10 %)')).toBeInTheDocument();
    expect(within(dialog).getByText('Total para la marca')).toBeInTheDocument();
    expect(within(dialog).getByText('USD 1,500.00')).toBeInTheDocument();
    expect(within(dialog).getByText('USD 150.00')).toBeInTheDocument();
    expect(within(dialog).getByText('USD 1,650.00')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Por pieza publicada/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Pagar USD\s1,650\.00$/ }));
    expect(fundDeal).toHaveBeenCalledExactlyOnceWith({
      collaborationId: collaborationIds.collaboration,
      releaseMode: 'per_item',
      totalCents: 165_000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(pago).findByText('Pagada · retenida por la plataforma'),
    ).toBeInTheDocument();
    expect(within(pago).getByText('Se libera por pieza publicada')).toBeInTheDocument();
  });

  it('says why the payment was refused, and keeps the dialog open', async () => {
    const { user } = renderDeal('brand', anUnfundedDealMoney({ can_fund: true }), {
      fundDeal: vi.fn(async () =>
        fail('deal_amount_changed', {
          status: 409,
          message: 'El total de la colaboración cambió: revisa el nuevo total antes de pagar.',
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Pagar colaboración' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Pagar USD/ }));
    expect(await within(dialog).findByText('No se pudo hacer el pago')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/El total de la colaboración no coincide con el acordado/),
    ).toBeInTheDocument();
  });

  it('says the payment was cancelled when the PayPal window comes back cancelled', async () => {
    const { user } = renderDeal(
      'brand',
      anUnfundedDealMoney({ can_fund: true, test_mode: false }),
      {
        fundDeal: vi.fn(async () =>
          fail('sign_in_cancelled', { status: 400, message: 'Cancelaste el pago en PayPal.' }),
        ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Pagar colaboración' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Se abrirá PayPal para aprobar el pago.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Pagar USD/ }));
    expect(
      await within(dialog).findByText('Cancelaste el pago en PayPal; no se hizo ningún cargo.'),
    ).toBeInTheDocument();
  });

  it('offline, keeps the payment buttons disabled and says why', async () => {
    renderDeal('brand', anUnfundedDealMoney({ can_fund: true }), {
      getConnectivity: vi.fn(async () =>
        ok({
          online: false,
          checked_at: '2030-01-10T15:00:00.000Z',
          reason: 'server_unreachable' as const,
        }),
      ),
    });
    const pago = await section();
    const pay = within(pago).getByRole('button', { name: 'Pagar colaboración' });
    await waitFor(() => expect(pay).toBeDisabled());
    expect(pay).toHaveAccessibleDescription(expect.stringMatching(/conexión|servidor/i));
  });

  it('tells the creator to wait for the payment, and the next step does not ask to hand in', async () => {
    renderDeal('influencer', anUnfundedDealMoney());
    const pago = await section();
    expect(within(pago).getByText('La marca aún no paga esta colaboración.')).toBeInTheDocument();
    expect(
      within(pago).getByText('Espera el pago antes de empezar el trabajo.'),
    ).toBeInTheDocument();
    expect(within(pago).queryByRole('button', { name: 'Pagar colaboración' })).toBeNull();
    expect(
      await screen.findByText(
        'Espera a que Café Aurora pague la colaboración antes de empezar esta pieza.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Entrega tu borrador.')).toBeNull();
  });

  it('lists a failed payout with its reason and retries it', async () => {
    const failed = aDealMoney({
      status: 'released',
      held_cents: 0,
      released_cents: 150_000,
      payouts: [
        aPayout({
          status: 'failed',
          reason: 'PayPal no pudo pagar: la cuenta del destinatario está restringida.',
          settled_at: null,
        }),
      ],
    });
    const retryPayout = vi.fn(async () =>
      ok({
        ...failed,
        payouts: [aPayout({ status: 'to_send', attempt: 2, reason: null, settled_at: null })],
      }),
    );
    const { user } = renderDeal('influencer', failed, {
      retryPayout,
      listDealReceipts: vi.fn(async () => ok({ results: [] })),
    });
    const pago = await section();
    const payouts = within(pago).getByRole('region', { name: 'Pagos al creador' });
    expect(within(payouts).getByText('No completado')).toBeInTheDocument();
    expect(
      within(payouts).getByText(/la cuenta del destinatario está restringida/),
    ).toBeInTheDocument();
    expect(within(payouts).getByText(/Lote de PayPal BATCH-TEST-1/)).toBeInTheDocument();

    await user.click(within(payouts).getByRole('button', { name: 'Reintentar pago' }));
    expect(retryPayout).toHaveBeenCalledExactlyOnceWith({
      collaborationId: collaborationIds.collaboration,
      payoutId: dealIds.payout,
    });
    expect(await within(payouts).findByText('Por enviar')).toBeInTheDocument();
    expect(within(payouts).queryByRole('button', { name: 'Reintentar pago' })).toBeNull();
  });

  it('asks a creator without a payout e-mail for it, and offers the receipts', async () => {
    const exportDealReceipt = vi.fn(async () => ok({ saved: true, fileName: 'recibo-MC-P-1.pdf' }));
    const { user } = renderDeal(
      'influencer',
      aDealMoney({
        status: 'released',
        payout_email_missing: true,
        payouts: [aPayout({ status: 'waiting_email', batch_id: null, settled_at: null })],
      }),
      {
        listDealReceipts: vi.fn(async () =>
          ok({ results: [aReceipt({ kind: 'payout', number: 'MC-P-1', amount_cents: 150_000 })] }),
        ),
        exportDealReceipt,
      },
      aCollaboration({ money_status: 'released', items: [anItem({ status: 'published' })] }),
    );
    const pago = await section();
    expect(
      within(pago).getByText('Agrega tu correo de PayPal para recibir el pago'),
    ).toBeInTheDocument();
    expect(within(pago).getByRole('link', { name: 'Ir a mis datos de cobro' })).toHaveAttribute(
      'href',
      expect.stringContaining('/billing'),
    );
    await user.click(await within(pago).findByRole('button', { name: 'Descargar recibo MC-P-1' }));
    expect(exportDealReceipt).toHaveBeenCalledExactlyOnceWith({
      collaborationId: collaborationIds.collaboration,
      receiptId: aReceipt().id,
      format: 'pdf',
    });
    expect(await screen.findByText('Guardado: recibo-MC-P-1.pdf')).toBeInTheDocument();
  });
});
