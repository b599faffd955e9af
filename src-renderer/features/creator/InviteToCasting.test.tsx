import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { CastingInvitation } from '../../../src-shared/domain/casting-call';
import { aListPage, aSession, fail, ok } from '../../test/builders';
import { aCreatorDetail, creatorId } from '../../test/finder-builders';
import { aCastingCall, ids } from '../../test/marketplace-builders';
import { renderApp } from '../../test/render-app';

const ID = creatorId(7);
const OTHER_CALL = '00000000-0000-4000-8000-0000000ca002';

const cold = aCastingCall();
const summer = aCastingCall({
  id: OTHER_CALL,
  title: 'Verano en la playa',
  brand: { id: ids.otherBrand, name: 'Té Boreal', logo: null },
  deadline: '2026-10-15',
});

const invitation = (id: string, isNew: boolean): CastingInvitation => ({
  casting_call_id: id,
  creator_id: ID,
  invited_at: '2026-06-02T12:00:00.000Z',
  new: isNew,
});

async function openInvite(bridge: Partial<BridgeApi>) {
  const app = renderApp(`/creators/${ID}`, {
    getSession: vi.fn(async () => ok(aSession('brand'))),
    getCreator: vi.fn(async () => ok(aCreatorDetail({ id: ID }))),
    ...bridge,
  });
  await app.user.click(await screen.findByRole('button', { name: 'Invitar a un casting' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Invitar a Ana López a un casting',
  });
  return { ...app, dialog };
}

describe('invite to a casting call from the creator page', () => {
  it('lists the brand’s open calls and invites the creator to one', async () => {
    const listCastingCalls = vi.fn(async () => ok(aListPage([cold, summer])));
    const inviteToCastingCall = vi.fn(async ({ id }: { id: string }) => ok(invitation(id, true)));
    const { dialog, user } = await openInvite({ listCastingCalls, inviteToCastingCall });

    const calls = within(
      await within(dialog).findByRole('list', { name: 'Tus castings abiertos' }),
    ).getAllByRole('listitem');
    expect(listCastingCalls).toHaveBeenCalledWith({ status: 'open' });
    expect(calls[0]).toHaveTextContent(
      'Lanzamiento de cold brewCafé AuroraCierra el 30 de septiembre de 2026',
    );
    expect(calls[1]).toHaveTextContent(
      'Verano en la playaTé BorealCierra el 15 de octubre de 2026',
    );

    await user.click(
      within(calls[1]!).getByRole('button', { name: 'Invitar a «Verano en la playa»' }),
    );
    expect(inviteToCastingCall).toHaveBeenCalledWith({ id: OTHER_CALL, creator_id: ID });
    expect(
      await screen.findByText('Invitamos a Ana López a «Verano en la playa»'),
    ).toBeInTheDocument();
    // The button gives way to the outcome, which keeps the keyboard's place.
    const done = within(calls[1]!).getByText('Invitación enviada');
    expect(done).toHaveFocus();
    expect(within(calls[1]!).queryByRole('button')).toBeNull();
    expect(
      within(calls[0]!).getByRole('button', { name: 'Invitar a «Lanzamiento de cold brew»' }),
    ).toBeEnabled();
  });

  it('says when the creator was already invited to that call', async () => {
    const { dialog, user } = await openInvite({
      listCastingCalls: vi.fn(async () => ok(aListPage([cold]))),
      inviteToCastingCall: vi.fn(async ({ id }: { id: string }) => ok(invitation(id, false))),
    });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Invitar a «Lanzamiento de cold brew»' }),
    );
    expect(
      await screen.findByText('Ana López ya estaba invitado a «Lanzamiento de cold brew»'),
    ).toBeInTheDocument();
  });

  it('keeps the button and says why when the invitation fails', async () => {
    const { dialog, user } = await openInvite({
      listCastingCalls: vi.fn(async () => ok(aListPage([cold]))),
      inviteToCastingCall: vi.fn(async () =>
        fail('casting_call_not_open', { status: 409, message: 'El casting ya cerró.' }),
      ),
    });
    const invite = await within(dialog).findByRole('button', {
      name: 'Invitar a «Lanzamiento de cold brew»',
    });
    await user.click(invite);
    expect(await screen.findByText('No pudimos enviar la invitación')).toBeInTheDocument();
    await waitFor(() => expect(invite).toBeEnabled());
  });

  it('offers to create a call when the brand has no open ones', async () => {
    const { dialog, user, currentPath } = await openInvite({
      listCastingCalls: vi.fn(async () => ok(aListPage([]))),
    });
    expect(await within(dialog).findByText('No tienes castings abiertos')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Publica un casting y vuelve aquí para invitar a Ana López.');
    await user.click(within(dialog).getByRole('link', { name: 'Crear un casting' }));
    await waitFor(() => expect(currentPath()).toBe('/casting-calls/new'));
  });

  it('says when the calls cannot be read and reads them again on retry', async () => {
    const listCastingCalls = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500, message: 'Falló.' }))
      .mockResolvedValue(ok(aListPage([cold])));
    const { dialog, user } = await openInvite({ listCastingCalls });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus castings');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Invitar a «Lanzamiento de cold brew»' }),
    ).toBeInTheDocument();
  });

  it('gives focus back to "Invitar a un casting" when closed', async () => {
    const { dialog, user } = await openInvite({
      listCastingCalls: vi.fn(async () => ok(aListPage([cold]))),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Invitar a un casting' })).toHaveFocus();
  });
});
