import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { QueuedAction } from '../../../src-shared/domain/queued-action';
import type { User } from '../../../src-shared/domain/user';
import { aSession, ok } from '../../test/builders';
import { aCastingCall, aProposal, ids, someTerms } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';
import { renderApp } from '../../test/render-app';

const offline = {
  online: false,
  checked_at: '2026-06-01T12:00:00.000Z',
  reason: 'server_unreachable' as const,
};
const offlineBridge: Partial<BridgeApi> = {
  getConnectivity: vi.fn(async () => ok(offline)),
};
const ACTION_ID = '6f1c2a34-1b2c-4d5e-8f90-1a2b3c4d5e6f';

/** The note a form shows for its queued action, found by its status text. */
const pendingNote = async () => {
  const status = await screen.findByText('Pendiente de enviar', { selector: 'strong' });
  return status.closest('.pending-action') as HTMLElement;
};

/** Cancels the form's queued action from its note, and checks main was asked to. */
async function cancelFromNote(
  user: ReturnType<typeof renderAs>['user'],
  bridge: ReturnType<typeof renderAs>['bridge'],
) {
  const note = await pendingNote();
  expect(within(note).getByRole('status')).toHaveTextContent('Pendiente de enviar');
  await user.click(within(note).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(bridge.cancelQueuedAction).toHaveBeenCalledOnce());
  await waitFor(() =>
    expect(screen.queryByText('Pendiente de enviar', { selector: 'strong' })).toBeNull(),
  );
}

describe('forms that can wait in the queue while the server cannot be reached', () => {
  it('a wizard step: "Guardar sin conexión" queues it and moves on; the step shows it pending', async () => {
    const session = aSession('influencer');
    const { user, bridge, currentPath, history } = renderApp(
      '/setting-public-profile/demographics',
      {
        getSession: vi.fn(async () => ok(session)),
        getProfile: vi.fn(async () => ok(session.user as User)),
        ...offlineBridge,
      },
    );
    await screen.findByLabelText('Género');
    await user.selectOptions(screen.getByLabelText('Género'), 'No binario');
    const save = await screen.findByRole('button', { name: 'Guardar sin conexión' });
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/family'));
    expect(bridge.saveProfileSection).not.toHaveBeenCalled();
    expect(bridge.queueAction).toHaveBeenCalledWith({
      kind: 'saveProfileSection',
      args: {
        section: 'demographics',
        values: expect.objectContaining({ gender: 'non_binary' }) as unknown,
      },
    });
    // Back on the step: what was typed is still there, and so is the pending save.
    act(() => history.push('/setting-public-profile/demographics'));
    await waitFor(() => expect(screen.getByLabelText('Género')).toHaveValue('non_binary'));
    await cancelFromNote(user, bridge);
    expect(screen.getByLabelText('Género')).toHaveValue('non_binary');
  });

  it('a counter-offer: "Enviar al reconectar" queues the terms; the proposal shows them pending', async () => {
    const { user, bridge } = renderAs('influencer', `/view_proposal/${ids.proposal}`, {
      ...offlineBridge,
      getProposal: vi.fn(async () => ok(aProposal())),
    });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    const message = within(dialog).getByLabelText('Mensaje');
    await user.clear(message);
    await user.type(message, 'Mi tarifa por dos reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar al reconectar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.counterProposal).not.toHaveBeenCalled();
    expect(bridge.queueAction).toHaveBeenCalledWith({
      kind: 'counterProposal',
      args: {
        id: ids.proposal,
        terms: expect.objectContaining({ message: 'Mi tarifa por dos reels.' }) as unknown,
      },
    });
    const note = await pendingNote();
    expect(note).toHaveTextContent('Contraoferta por USD 1,500.00');
    await cancelFromNote(user, bridge);
  });

  it('a second counter while one waits: the form says so, main’s refusal is shown and nothing typed is lost', async () => {
    const waiting: QueuedAction = {
      kind: 'counterProposal',
      args: { id: ids.proposal, terms: someTerms({ price: 1500 }) },
      id: ACTION_ID,
      queued_at: '2026-06-01T11:00:00.000Z',
      status: 'pending',
      conflict: null,
    };
    const { user, bridge } = renderAs('influencer', `/view_proposal/${ids.proposal}`, {
      ...offlineBridge,
      getProposal: vi.fn(async () => ok(aProposal())),
      listQueuedActions: vi.fn(async () => ok([waiting])),
      queueAction: vi.fn(async () => ({
        ok: false as const,
        error: {
          status: 409,
          code: 'already_queued',
          message: 'Ya hay una contraoferta pendiente de enviar para esta propuesta.',
        },
      })),
    });
    await pendingNote();
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ya tienes una contraoferta pendiente de enviar',
    );
    const message = within(dialog).getByLabelText('Mensaje');
    await user.clear(message);
    await user.type(message, 'Otra idea: tres reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar al reconectar' }));

    await waitFor(() => expect(bridge.queueAction).toHaveBeenCalledOnce());
    // The first one is not cancelled behind the person's back, and the second stays typed.
    expect(bridge.cancelQueuedAction).not.toHaveBeenCalled();
    expect(
      await screen.findByText(/Ya tienes una contraoferta pendiente de enviar para esta propuesta/),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Tu contraoferta' })).toBeVisible();
    expect(within(dialog).getByLabelText('Mensaje')).toHaveValue('Otra idea: tres reels.');
  });

  it('an application: queued offline, shown pending under the form, cancelled on request', async () => {
    const { user, bridge } = renderAs('influencer', `/view_casting_call/${ids.call}`, {
      ...offlineBridge,
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    await user.type(within(form).getByLabelText('Mensaje para la marca'), 'Me encanta el café.');
    await user.click(await within(form).findByRole('button', { name: 'Enviar al reconectar' }));

    expect(bridge.applyToCastingCall).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'applyToCastingCall',
        args: {
          castingCallId: ids.call,
          application: { price: 900, message: 'Me encanta el café.' },
        },
      }),
    );
    // Nothing typed is lost meanwhile: the fields and their draft stay until it is sent.
    expect(within(form).getByLabelText('Tu precio (USD)')).toHaveValue('900');
    await cancelFromNote(user, bridge);
  });

  it('a price: "Agregar precio" stays open, the price is queued and the card lists it', async () => {
    const { user, bridge } = renderAs('influencer', '/pricing', offlineBridge);
    const card = await screen.findByRole('region', { name: 'Tarifa' });
    await user.click(await within(card).findByRole('button', { name: 'Agregar precio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar precio' });
    await user.selectOptions(within(dialog).getByLabelText('Red social'), 'Instagram');
    await user.selectOptions(within(dialog).getByLabelText('Tipo de contenido'), 'Reel');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '1,500');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar sin conexión' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.savePrice).not.toHaveBeenCalled();
    expect(bridge.queueAction).toHaveBeenCalledWith({
      kind: 'savePrice',
      args: { network: 'instagram', content_type: 'reel', price: 1500 },
    });
    expect(await pendingNote()).toHaveTextContent('Precio de Reel en Instagram: USD 1,500.00');
    await cancelFromNote(user, bridge);
  });

  it('a monitor keyword: queued offline and shown pending under the field', async () => {
    const { user, bridge } = renderAs('brand', '/monitor', offlineBridge);
    const card = await screen.findByRole('region', { name: 'Palabras clave' });
    await user.type(within(card).getByLabelText('Nueva palabra clave'), '#café');
    await user.click(await within(card).findByRole('button', { name: 'Guardar sin conexión' }));

    expect(bridge.addMonitorKeyword).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'addMonitorKeyword',
        args: { keyword: '#café' },
      }),
    );
    expect(await pendingNote()).toHaveTextContent('Palabra clave «#café»');
    await cancelFromNote(user, bridge);
  });

  it('online, the same forms send at once as before', async () => {
    const { user, bridge } = renderAs('brand', '/monitor');
    const card = await screen.findByRole('region', { name: 'Palabras clave' });
    await user.type(within(card).getByLabelText('Nueva palabra clave'), '#café');
    await user.click(within(card).getByRole('button', { name: 'Seguir' }));
    await waitFor(() =>
      expect(bridge.addMonitorKeyword).toHaveBeenCalledWith({ keyword: '#café' }),
    );
    expect(bridge.queueAction).not.toHaveBeenCalled();
  });

  it('once main has sent an application, the call is read again and its draft goes', async () => {
    const getCastingCall = vi.fn(async () => ok(aCastingCall()));
    const { user, bridge } = renderAs('influencer', `/view_casting_call/${ids.call}`, {
      ...offlineBridge,
      getCastingCall,
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    await user.click(await within(form).findByRole('button', { name: 'Enviar al reconectar' }));
    await pendingNote();
    const reads = getCastingCall.mock.calls.length;

    // Main sent it: the queue is empty again.
    act(() => bridge.emit('queuedActionsChanged', []));
    await waitFor(() => expect(getCastingCall.mock.calls.length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(bridge.discardDraft).toHaveBeenCalledWith({ key: `application:${ids.call}` }),
    );
  });
});

/** A counter-offer main could not send: the brand had countered first. */
function aConflict(overrides: Partial<QueuedAction> = {}): QueuedAction {
  return {
    kind: 'counterProposal',
    args: { id: ids.proposal, terms: someTerms({ price: 1800, message: 'Subo a tres reels.' }) },
    id: ACTION_ID,
    queued_at: '2026-06-01T11:00:00.000Z',
    status: 'conflict',
    conflict: {
      code: 'changed_meanwhile',
      message: 'La marca envió una contraoferta mientras tanto.',
      theirs: {
        ...aProposal({ status: 'countered', turn: 'creator' }),
        ...someTerms({ price: 1600, start_date: '2026-08-01', end_date: '2026-08-15' }),
      },
      base: null,
      detected_at: '2026-06-01T12:10:00.000Z',
    },
    ...overrides,
  } as QueuedAction;
}

const pendingKeyword: QueuedAction = {
  kind: 'addMonitorKeyword',
  args: { keyword: '#café' },
  id: '7a2d3b45-2c3d-4e6f-9a01-2b3c4d5e6f70',
  queued_at: '2026-06-01T11:30:00.000Z',
  status: 'pending',
  conflict: null,
};

describe('the queue in the banner', () => {
  it('counts the actions waiting and lists them, each with its status and a way out', async () => {
    const { user, bridge } = renderAs('influencer', '/home_search', {
      ...offlineBridge,
      listQueuedActions: vi.fn(async () => ok([aConflict(), pendingKeyword])),
    });
    const banner = await waitFor(() => {
      const found = screen
        .getAllByRole('status')
        .find((node) => node.classList.contains('offline-banner'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    await waitFor(() =>
      // Those in conflict wait for the person, not for the server: counted apart.
      expect(banner).toHaveTextContent('1 acción pendiente de enviar · 1 en conflicto'),
    );
    await user.click(within(banner).getByRole('button', { name: 'Ver pendientes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Acciones pendientes de enviar' });
    const items = within(
      within(dialog).getByRole('list', { name: 'Acciones pendientes' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Money reads as Intl writes it, with a no-break space after USD.
    expect(items[0]).toHaveAccessibleName(/^Contraoferta por USD\s1,800\.00$/);
    expect(items[0]).toHaveTextContent('En conflicto');
    expect(items[0]).toHaveTextContent('La marca envió una contraoferta mientras tanto.');
    expect(within(items[0]!).getByRole('button', { name: 'Ver conflicto' })).toBeVisible();
    expect(items[1]).toHaveAccessibleName('Palabra clave «#café»');
    expect(items[1]).toHaveTextContent(/Guardada el 1 de junio de 2026/);
    expect(items[1]).toHaveTextContent('Pendiente de enviar');

    await user.click(within(items[1]!).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(bridge.cancelQueuedAction).toHaveBeenCalledWith({ id: pendingKeyword.id }),
    );
  });

  it('says when every action left is in conflict', async () => {
    renderAs('influencer', '/home_search', {
      ...offlineBridge,
      listQueuedActions: vi.fn(async () => ok([aConflict()])),
    });
    expect(await screen.findByText('1 acción en conflicto')).toBeVisible();
    expect(screen.queryByText(/pendiente de enviar/)).toBeNull();
  });

  it('stays once the server is back while actions still wait, and goes with the last one', async () => {
    const { bridge } = renderAs('influencer', '/home_search', {
      listQueuedActions: vi.fn(async () => ok([pendingKeyword])),
    });
    expect(await screen.findByText('1 acción pendiente de enviar')).toBeVisible();
    act(() => bridge.emit('queuedActionsChanged', []));
    await waitFor(() => expect(screen.queryByText(/pendiente de enviar/)).toBeNull());
  });
});

describe('a conflict', () => {
  const renderConflict = () =>
    renderAs('influencer', `/view_proposal/${ids.proposal}`, {
      getProposal: vi.fn(async () => ok(aProposal({ status: 'countered', turn: 'creator' }))),
      listQueuedActions: vi.fn(async () => ok([aConflict()])),
    });

  const openConflict = async (user: ReturnType<typeof renderAs>['user']) => {
    const notice = await screen.findByText(
      'No se envió: La marca envió una contraoferta mientras tanto.',
    );
    const note = notice.closest('.pending-action') as HTMLElement;
    await user.click(within(note).getByRole('button', { name: 'Ver conflicto' }));
    return screen.findByRole('dialog', { name: 'Conflicto al enviar' });
  };

  it('shows both versions side by side, readable', async () => {
    const { user } = renderConflict();
    const dialog = await openConflict(user);
    const mine = within(dialog).getByRole('region', { name: 'Lo que enviaste' });
    const theirs = within(dialog).getByRole('region', { name: 'Lo que hay ahora' });
    expect(mine).toHaveTextContent('USD 1,800.00');
    expect(mine).toHaveTextContent('2 × Reel en Instagram');
    expect(mine).toHaveTextContent('Del 1 de julio de 2026 al 31 de julio de 2026');
    expect(mine).toHaveTextContent('Subo a tres reels.');
    expect(theirs).toHaveTextContent('USD 1,600.00');
    expect(theirs).toHaveTextContent('Del 1 de agosto de 2026 al 15 de agosto de 2026');
    expect(theirs).toHaveTextContent('Contraoferta');
    expect(dialog).not.toHaveTextContent('{');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'La marca envió una contraoferta mientras tanto.',
    );
  });

  it('marks only the fields whose values differ, on both sides, in words', async () => {
    const { user } = renderConflict();
    const dialog = await openConflict(user);
    const marked = (name: string) =>
      within(within(dialog).getByRole('region', { name }))
        .getAllByRole('term')
        .filter((term) => term.textContent?.includes('Distinto'))
        .map((term) => term.textContent?.replace('Distinto', '').trim());
    // Price, dates and message changed; the deliverables are the same; status and turn are
    // only the server's (context, not a difference).
    expect(marked('Lo que enviaste')).toEqual(['Precio', 'Fechas', 'Mensaje']);
    expect(marked('Lo que hay ahora')).toEqual(['Precio', 'Fechas', 'Mensaje']);
  });

  it('on a proposal closed meanwhile offers only discarding, and says why', async () => {
    const closed = aConflict();
    closed.conflict = {
      ...closed.conflict!,
      theirs: { ...closed.conflict!.theirs, status: 'accepted', turn: null },
    };
    const { user, bridge } = renderAs('influencer', `/view_proposal/${ids.proposal}`, {
      getProposal: vi.fn(async () => ok(aProposal({ status: 'accepted', turn: null }))),
      listQueuedActions: vi.fn(async () => ok([closed])),
    });
    const dialog = await openConflict(user);
    expect(dialog).toHaveTextContent('La propuesta ya se cerró en el servidor');
    expect(within(dialog).queryByRole('button', { name: 'Enviar de todos modos' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Descartar mi cambio' }));
    await waitFor(() =>
      expect(bridge.resolveQueuedConflict).toHaveBeenCalledWith({
        id: ACTION_ID,
        choice: 'discard',
      }),
    );
  });

  it('"Descartar mi cambio" tells main to discard it', async () => {
    const { user, bridge } = renderConflict();
    const dialog = await openConflict(user);
    await user.click(within(dialog).getByRole('button', { name: 'Descartar mi cambio' }));
    await waitFor(() =>
      expect(bridge.resolveQueuedConflict).toHaveBeenCalledWith({
        id: ACTION_ID,
        choice: 'discard',
      }),
    );
    expect(bridge.resolveQueuedConflict).toHaveBeenCalledOnce();
  });

  it('"Enviar de todos modos" tells main to send it again', async () => {
    const { user, bridge } = renderConflict();
    const dialog = await openConflict(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar de todos modos' }));
    await waitFor(() =>
      expect(bridge.resolveQueuedConflict).toHaveBeenCalledWith({
        id: ACTION_ID,
        choice: 'send_again',
      }),
    );
    expect(bridge.resolveQueuedConflict).toHaveBeenCalledOnce();
  });
});
