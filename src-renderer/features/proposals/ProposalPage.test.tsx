import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Proposal } from '../../../src-shared/domain/proposal';
import type { Role } from '../../../src-shared/domain/user';
import { fail, ok } from '../../test/builders';
import { aProposal, aRound, ids, someTerms } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';

const path = `/view_proposal/${ids.proposal}`;

function renderProposal(
  role: Role,
  proposal: Proposal,
  bridge: Parameters<typeof renderAs>[2] = {},
) {
  return renderAs(role, path, { getProposal: vi.fn(async () => ok(proposal)), ...bridge });
}

/** The timeline's own items (each round also lists its deliverables). */
const timelineRounds = () => [
  ...screen.getByRole('list', { name: 'Rondas de la negociación' }).children,
];

const actions = () => screen.queryByRole('group', { name: 'Responder a la propuesta' });

const countered = aProposal({
  status: 'countered',
  turn: 'brand',
  ...someTerms({ price: 1800, message: 'Subo el precio por el segundo reel.' }),
  rounds: [
    aRound(),
    aRound({
      id: 'round-2',
      author: 'creator',
      action: 'countered',
      created_at: '2026-06-12T18:00:00.000Z',
      ...someTerms({ price: 1800, message: 'Subo el precio por el segundo reel.' }),
    }),
  ],
});

describe('proposal view', () => {
  it('shows the current terms, whose turn it is and every round', async () => {
    renderProposal('brand', countered);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café Aurora para Ana López' }),
    ).toBeVisible();
    const current = screen.getByRole('region', { name: 'Términos actuales' });
    expect(current).toHaveTextContent('2 × Reel en Instagram');
    expect(current).toHaveTextContent('USD 1,800.00');
    expect(current).toHaveTextContent('Del 1 de julio de 2026 al 31 de julio de 2026');
    expect(current).toHaveTextContent('Te toca responder.');
    // The brand's turn after the creator countered: the brand gets the actions.
    expect(within(actions()!).getByRole('button', { name: 'Aceptar propuesta' })).toBeVisible();

    const rounds = timelineRounds();
    expect(rounds).toHaveLength(2);
    expect(rounds[0]).toHaveTextContent('Café Aurora envió la propuesta');
    expect(rounds[0]).toHaveTextContent('10 de junio de 2026');
    expect(rounds[0]).toHaveTextContent('USD 1,500.00');
    expect(rounds[1]).toHaveTextContent('Ana López hizo una contraoferta');
    expect(rounds[1]).toHaveTextContent('USD 1,800.00');
    expect(rounds[1]).toHaveTextContent('Subo el precio por el segundo reel.');
  });

  it('offers no actions to the side that is waiting', async () => {
    renderProposal('influencer', countered);
    expect(await screen.findByText('Esperando la respuesta de Café Aurora.')).toBeVisible();
    expect(actions()).toBeNull();
  });

  it('offers no actions once the proposal is closed', async () => {
    renderProposal(
      'influencer',
      aProposal({
        status: 'accepted',
        turn: null,
        rounds: [aRound(), aRound({ id: 'round-2', author: 'creator', action: 'accepted' })],
      }),
    );
    expect(await screen.findByText(/Propuesta aceptada/)).toBeVisible();
    expect(timelineRounds()[1]).toHaveTextContent('Ana López aceptó la propuesta');
    expect(actions()).toBeNull();
  });

  it('accepts on the creator’s turn', async () => {
    const sent = aProposal();
    const { user, bridge } = renderProposal('influencer', sent, {
      answerProposal: vi.fn(async () => ok({ ...sent, status: 'accepted' as const, turn: null })),
    });
    await user.click(await screen.findByRole('button', { name: 'Aceptar propuesta' }));
    expect(bridge.answerProposal).toHaveBeenCalledWith({ id: sent.id, action: 'accept' });
    expect(await screen.findByText('Aceptaste la propuesta')).toBeVisible();
    expect(actions()).toBeNull();
    expect(screen.getByText(/Propuesta aceptada/)).toHaveFocus();
  });

  it('declines only after confirming', async () => {
    const sent = aProposal();
    const { user, bridge } = renderProposal('influencer', sent, {
      answerProposal: vi.fn(async () => ok({ ...sent, status: 'declined' as const, turn: null })),
    });
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Rechazar esta propuesta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(bridge.answerProposal).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, rechazar' }),
    );
    expect(bridge.answerProposal).toHaveBeenCalledWith({ id: sent.id, action: 'decline' });
    expect(await screen.findByText(/Propuesta rechazada/)).toBeVisible();
  });

  it('counters from the current terms', async () => {
    const sent = aProposal();
    const { user, bridge } = renderProposal('influencer', sent, {
      counterProposal: vi.fn(async () =>
        ok({ ...sent, status: 'countered' as const, turn: 'brand' as const, price: 2000 }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    const price = within(dialog).getByLabelText('Precio (USD)');
    expect(price).toHaveValue('1500');
    expect(within(dialog).getByLabelText('Red social')).toHaveDisplayValue('Instagram');
    expect(within(dialog).getByLabelText('Tipo de contenido')).toHaveDisplayValue('Reel');
    expect(within(dialog).getByLabelText('Cantidad')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Fecha de inicio')).toHaveValue('01/07/2026');
    expect(within(dialog).getByLabelText('Mensaje')).toHaveValue('');

    await user.clear(price);
    await user.type(price, '2000');
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Mi tarifa por dos reels.');
    // Rounds of changes are a term like any other (issue 31).
    const rounds = within(dialog).getByLabelText('Rondas de cambios incluidas');
    expect(rounds).toHaveValue('2');
    await user.clear(rounds);
    await user.type(rounds, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraoferta' }));

    expect(bridge.counterProposal).toHaveBeenCalledWith({
      id: sent.id,
      terms: {
        deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 2 }],
        price: 2000,
        start_date: '2026-07-01',
        end_date: '2026-07-31',
        message: 'Mi tarifa por dos reels.',
        revision_rounds: 3,
      },
    });
    expect(await screen.findByText('Enviaste tu contraoferta')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Esperando la respuesta de Café Aurora.')).toBeVisible();
  });

  it('refuses contact details in the counter’s message and shows every error at once', async () => {
    const { user, bridge } = renderProposal('influencer', aProposal());
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    const price = within(dialog).getByLabelText('Precio (USD)');
    await user.clear(price);
    await user.clear(within(dialog).getByLabelText('Fecha de fin'));
    await user.type(within(dialog).getByLabelText('Fecha de fin'), '2026-06-01');
    await user.type(
      within(dialog).getByLabelText('Mensaje'),
      'Mejor hablemos por WhatsApp: 55 1234 5678',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraoferta' }));

    expect(await within(dialog).findByLabelText('Mensaje')).toHaveAccessibleDescription(
      expect.stringContaining(
        'No incluyas datos de contacto: ni correos, ni teléfonos, ni sitios web.',
      ),
    );
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una cantidad mayor que 0 en dólares.'),
    );
    expect(within(dialog).getByLabelText('Fecha de fin')).toHaveAccessibleDescription(
      'La fecha de fin no puede ser anterior a la de inicio.',
    );
    expect(bridge.counterProposal).not.toHaveBeenCalled();
  });

  it('takes a year range in the counter’s message: it is not a phone', async () => {
    const sent = aProposal();
    const { user, bridge } = renderProposal('influencer', sent, {
      counterProposal: vi.fn(async () =>
        ok({ ...sent, status: 'countered' as const, turn: 'brand' as const }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await user.type(
      within(dialog).getByLabelText('Mensaje'),
      'Hice campañas de café de 2019-2025.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraoferta' }));
    await waitFor(() =>
      expect(bridge.counterProposal).toHaveBeenCalledWith({
        id: sent.id,
        terms: expect.objectContaining({ message: 'Hice campañas de café de 2019-2025.' }),
      }),
    );
  });

  it('keeps the counter form open with the server’s field messages', async () => {
    const { user } = renderProposal('influencer', aProposal(), {
      counterProposal: vi.fn(async () =>
        fail('validation_error', { fields: { end_date: ['La campaña no puede durar tanto.'] } }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraoferta' }));
    expect(await within(dialog).findByLabelText('Fecha de fin')).toHaveAccessibleDescription(
      'La campaña no puede durar tanto.',
    );
  });

  it('says clearly when it is no longer this side’s turn, and reads the proposal again', async () => {
    const getProposal = vi
      .fn()
      .mockResolvedValueOnce(ok(aProposal()))
      .mockResolvedValue(ok({ ...countered, turn: 'brand' as const }));
    const { user } = renderAs('influencer', path, {
      getProposal,
      answerProposal: vi.fn(async () => fail('proposal_not_your_turn', { status: 409 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Aceptar propuesta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le toca responder a la otra parte.');
    expect(alert).toHaveTextContent('La propuesta cambió: ya ves su estado actual.');
    await waitFor(() => expect(actions()).toBeNull());
    expect(getProposal).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Esperando la respuesta de Café Aurora.')).toBeVisible();
  });

  it('closes the counter form when the proposal closed meanwhile', async () => {
    const getProposal = vi
      .fn()
      .mockResolvedValueOnce(ok(aProposal()))
      .mockResolvedValue(ok(aProposal({ status: 'declined', turn: null })));
    const { user } = renderAs('influencer', path, {
      getProposal,
      counterProposal: vi.fn(async () => fail('proposal_closed', { status: 409 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraoferta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta propuesta ya fue aceptada o rechazada.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/Propuesta rechazada/)).toBeVisible();
  });
});

/** The note the proposal shows for a counter waiting in the queue, found by its status. */
const pendingNote = async () => {
  const status = await screen.findByText('Pendiente de enviar', { selector: 'strong' });
  return status.closest('.pending-action') as HTMLElement;
};

describe('a counter sent during an outage nobody had noticed yet (issue 34)', () => {
  it('is queued, not failed: the proposal shows it pending and nothing typed is lost', async () => {
    const counterProposal = vi.fn(async () => fail('network_error', { status: 0 }));
    const { user, bridge } = renderProposal('brand', countered, { counterProposal });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    // Online as far as the app knows: the button sends.
    const price = within(dialog).getByLabelText('Precio (USD)');
    await user.clear(price);
    await user.type(price, '1650');
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Nos quedamos en medio.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraoferta' }));

    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'counterProposal',
        args: {
          id: countered.id,
          terms: expect.objectContaining({
            price: 1650,
            message: 'Nos quedamos en medio.',
          }) as unknown,
        },
      }),
    );
    expect(counterProposal).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await pendingNote()).toHaveTextContent('Contraoferta por USD 1,650.00');
    expect(screen.queryByText(/No se pudo conectar con el servidor/)).toBeNull();
    // The draft stays with the queued counter until main sends it.
    expect(bridge.discardDraft).not.toHaveBeenCalled();
  });

  it('cannot be queued on top of one still waiting: main’s refusal is said and the form stays', async () => {
    const waiting = {
      kind: 'counterProposal' as const,
      args: { id: countered.id, terms: someTerms({ price: 1700 }) },
      id: '6f1c2a34-1b2c-4d5e-8f90-1a2b3c4d5e6f',
      queued_at: '2026-06-12T19:00:00.000Z',
      status: 'pending' as const,
      conflict: null,
    };
    const { user, bridge } = renderProposal('brand', countered, {
      counterProposal: vi.fn(async () => fail('network_error', { status: 0 })),
      listQueuedActions: vi.fn(async () => ok([waiting])),
      queueAction: vi.fn(async () =>
        fail('already_queued', {
          status: 409,
          message: 'Ya hay una contraoferta pendiente de enviar para esta propuesta.',
        }),
      ),
    });
    await pendingNote();
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Otra idea: tres reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar contraoferta' }));

    await waitFor(() => expect(bridge.queueAction).toHaveBeenCalledOnce());
    expect(
      await screen.findByText(/Ya tienes una contraoferta pendiente de enviar para esta propuesta/),
    ).toBeVisible();
    // The waiting one is not cancelled behind the person's back, and the second stays typed.
    expect(bridge.cancelQueuedAction).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Tu contraoferta' })).toBeVisible();
    expect(within(dialog).getByLabelText('Mensaje')).toHaveValue('Otra idea: tres reels.');
  });
});

describe('a proposal that cannot be opened', () => {
  async function expectNotFound(app: ReturnType<typeof renderAs>) {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esa propuesta' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await app.user.click(screen.getByRole('link', { name: 'Ir a Propuestas' }));
    await waitFor(() => expect(app.currentPath()).toBe('/proposals'));
  }

  it('says an unknown or someone else’s proposal is not found, with the way back', async () => {
    for (const refusal of [
      fail('not_found', { status: 404, message: 'No encontramos esa propuesta.' }),
      fail('forbidden', { status: 403 }),
    ]) {
      const getProposal = vi.fn(async () => refusal);
      const app = renderAs('influencer', path, { getProposal });
      await expectNotFound(app);
      expect(getProposal).toHaveBeenCalledWith({ id: ids.proposal });
      app.unmount();
    }
  });

  it('never sends a malformed id to the server', async () => {
    const getProposal = vi.fn(async () => ok(countered));
    const app = renderAs('brand', '/view_proposal/42', { getProposal });
    await expectNotFound(app);
    expect(getProposal).not.toHaveBeenCalled();
  });

  it('keeps the retry for a failure that is not about the id', async () => {
    const getProposal = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0, message: 'sin red' }))
      .mockResolvedValue(ok(countered));
    const { user } = renderAs('brand', path, { getProposal });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos abrir esta propuesta');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café Aurora para Ana López' }),
    ).toBeVisible();
  });
});
