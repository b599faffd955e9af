import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, fail, ok } from '../../test/builders';
import {
  aBrand,
  aCastingCall,
  anApplication,
  aProposal,
  ids,
} from '../../test/marketplace-builders';
import { sessionAtom } from '../../session/session-atoms';
import { aCreatorDetail, creatorId } from '../../test/finder-builders';
import { renderAs } from '../../test/render-as';

const offline = { online: false, checked_at: '2026-06-01T12:00:00.000Z' };
const online = { online: true, checked_at: '2026-06-01T12:00:05.000Z' };

describe('the casting application keeps what the creator typed', () => {
  const path = `/view_casting_call/${ids.call}`;
  const applyRegion = () => screen.findByRole('region', { name: 'Postúlate' });

  it('across leaving the call and coming back', async () => {
    const { user, history } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
    });
    const form = await applyRegion();
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    await user.type(within(form).getByLabelText('Mensaje para la marca'), 'Me encanta el café.');
    act(() => history.push('/home_search'));
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' });
    act(() => history.push(path));

    const again = await applyRegion();
    await waitFor(() => expect(within(again).getByLabelText('Tu precio (USD)')).toHaveValue('900'));
    expect(within(again).getByLabelText('Mensaje para la marca')).toHaveValue(
      'Me encanta el café.',
    );
    expect(within(again).getByText('Recuperamos tu borrador')).toBeVisible();
  });

  it('offline: sending waits with the reason, and goes once the server is back', async () => {
    const applyToCastingCall = vi.fn(async () => ok(anApplication({ price: 900 })));
    const { user, bridge, store } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
      getConnectivity: vi.fn(async () => ok(offline)),
      applyToCastingCall,
    });
    const form = await applyRegion();
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    const send = within(form).getByRole('button', { name: 'Enviar postulación' });
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAccessibleDescription(
      'Necesitas conexión con el servidor para enviar. Lo que escribiste se queda como borrador.',
    );

    act(() => bridge.emit('connectivityChanged', online));
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('region', { name: 'Tu postulación' })).toBeVisible();
    expect(applyToCastingCall).toHaveBeenCalledOnce();
    const accountId = store.get(sessionAtom).activeAccountId;
    expect(localStorage.getItem(`draft:${accountId}:application:${ids.call}`)).toBeNull();
  });

  it('stays a draft when sending fails for want of a connection', async () => {
    const { user, history } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
      applyToCastingCall: vi.fn(async () => fail('network_error', { status: 0 })),
    });
    const form = await applyRegion();
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '750');
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText(/No hay conexión con el servidor/)).toBeInTheDocument();
    act(() => history.push('/home_search'));
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' });
    act(() => history.push(path));
    const again = await applyRegion();
    await waitFor(() => expect(within(again).getByLabelText('Tu precio (USD)')).toHaveValue('750'));
  });
});

describe('the casting-call editor keeps a new call', () => {
  it('when the brand leaves the form and opens it again', async () => {
    const { user, history } = renderAs('brand', '/casting-calls/new', {
      listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
    });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo casting' });
    await user.type(screen.getByLabelText('Título'), 'Té helado de verano');
    act(() => history.push('/home_search'));
    await screen.findByRole('search', { name: 'Buscar creadores' });
    act(() => history.push('/casting-calls/new'));
    await screen.findByRole('heading', { level: 1, name: 'Nuevo casting' });
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Té helado de verano'));
  });
});

describe('the counter-proposal keeps its new terms', () => {
  it('when the dialog is closed and opened again', async () => {
    const sent = aProposal();
    const { user } = renderAs('influencer', `/view_proposal/${ids.proposal}`, {
      getProposal: vi.fn(async () => ok(sent)),
    });
    await user.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Mi tarifa por dos reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Contraofertar' }));
    const reopened = await screen.findByRole('dialog', { name: 'Tu contraoferta' });
    await waitFor(() =>
      expect(within(reopened).getByLabelText('Mensaje')).toHaveValue('Mi tarifa por dos reels.'),
    );
    expect(within(reopened).getByText('Recuperamos tu borrador')).toBeVisible();
  });
});

describe('the proposal to a creator keeps its terms', () => {
  it('when the brand closes the dialog before sending', async () => {
    const id = creatorId(7);
    const { user } = renderAs('brand', `/creators/${id}`, {
      getCreator: vi.fn(async () => ok(aCreatorDetail({ id }))),
      listBrands: vi.fn(async () => ok(aListPage([aBrand()]))),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar propuesta' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '1,200');
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Queremos dos reels.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    const reopened = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(reopened).getByLabelText('Mensaje')).toHaveValue('Queremos dos reels.'),
    );
    expect(within(reopened).getByLabelText('Precio (USD)')).toHaveValue('1,200');
  });
});
