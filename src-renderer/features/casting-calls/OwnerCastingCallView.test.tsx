import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { aListPage, fail, ok } from '../../test/builders';
import {
  aBrand,
  aCastingCall,
  anApplication,
  aProposal,
  ids,
} from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';

const path = `/view_casting_call/${ids.call}`;

function renderOwner(call: CastingCall, bridge: Parameters<typeof renderAs>[2] = {}) {
  return renderAs('brand', path, {
    getCastingCall: vi.fn(async () => ok(call)),
    listBrands: vi.fn(async () =>
      ok(aListPage([aBrand(), aBrand({ id: ids.otherBrand, name: 'Té Boreal' })])),
    ),
    ...bridge,
  });
}

const actions = () => screen.getByRole('group', { name: 'Acciones del casting' });

describe('casting call, owner side', () => {
  it('shows the call’s details', async () => {
    renderOwner(aCastingCall());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de cold brew' }),
    ).toBeVisible();
    const details = screen.getByRole('region', { name: 'Detalles del casting' });
    expect(details).toHaveTextContent('USD 300.00 a USD 1,200.50');
    expect(details).toHaveTextContent('30 de septiembre de 2026');
    expect(details).toHaveTextContent('México');
    expect(details).toHaveTextContent('Instagram');
    expect(details).toHaveTextContent('Reel');
    expect(details).toHaveTextContent('Microinfluencer');
  });

  it('publishes a draft', async () => {
    const draft = aCastingCall({ status: 'draft', published_at: null });
    const { user, bridge } = renderOwner(draft, {
      publishCastingCall: vi.fn(async () => ok({ ...draft, status: 'open' as const })),
    });
    expect(await screen.findByText(/Es un borrador/)).toBeVisible();
    await user.click(within(actions()).getByRole('button', { name: 'Publicar' }));
    expect(bridge.publishCastingCall).toHaveBeenCalledWith({ id: draft.id });
    expect(await screen.findByText('Casting publicado')).toBeVisible();
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Abierto');
    expect(status).toHaveFocus();
    expect(within(actions()).queryByRole('button', { name: 'Publicar' })).toBeNull();
  });

  it('explains a failed publish', async () => {
    const draft = aCastingCall({ status: 'draft' });
    const { user } = renderOwner(draft, {
      publishCastingCall: vi.fn(async () =>
        fail('validation_error', { message: 'La fecha límite ya pasó.' }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('No pudimos publicar el casting')).toBeVisible();
  });

  it('closes an open call only after confirming', async () => {
    const open = aCastingCall({ status: 'open' });
    const { user, bridge } = renderOwner(open, {
      closeCastingCall: vi.fn(async () => ok({ ...open, status: 'closed' as const })),
    });
    await user.click(await screen.findByRole('button', { name: 'Cerrar casting' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cerrar este casting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(bridge.closeCastingCall).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cerrar casting' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cerrar casting' }),
    );
    expect(bridge.closeCastingCall).toHaveBeenCalledWith({ id: open.id });
    expect(
      await screen.findByText('Este casting está cerrado y ya no recibe postulaciones.'),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Acciones del casting' })).toBeNull();
  });

  it('moves the call to another brand', async () => {
    const open = aCastingCall();
    const { user, bridge } = renderOwner(open, {
      changeCastingCallBrand: vi.fn(async () =>
        ok({ ...open, brand: { id: ids.otherBrand, name: 'Té Boreal', logo: null } }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Cambiar marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la marca del casting' });
    await within(dialog).findByRole('option', { name: 'Té Boreal' });
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar marca' }));
    expect(within(dialog).getByText('Elige una marca distinta de la actual.')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText('Marca'), 'Té Boreal');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar marca' }));
    expect(bridge.changeCastingCallBrand).toHaveBeenCalledWith({
      id: open.id,
      brand_id: ids.otherBrand,
    });
    expect(await screen.findByText('Ahora el casting es de Té Boreal')).toBeVisible();
    expect(screen.getByText('Casting de Té Boreal')).toBeVisible();
  });

  it('lists applicants with price and message, and records decisions', async () => {
    const applied = anApplication();
    const { user, bridge } = renderOwner(aCastingCall({ applications_count: 1 }), {
      listApplications: vi.fn(async () => ok(aListPage([applied]))),
      decideApplication: vi.fn(async ({ decision }) =>
        ok({
          ...applied,
          status: decision === 'shortlist' ? ('shortlisted' as const) : ('declined' as const),
        }),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Postulaciones al casting' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Ana López' })).toHaveAttribute(
      'href',
      `/creators/${ids.creator}`,
    );
    expect(item).toHaveTextContent('USD 800.00');
    expect(item).toHaveTextContent('Me encanta el café de especialidad.');
    expect(item).toHaveTextContent('Postulado');

    const decisions = within(item).getByRole('group', { name: 'Decisión sobre Ana López' });
    await user.click(within(decisions).getByRole('button', { name: 'Preseleccionar' }));
    expect(bridge.decideApplication).toHaveBeenCalledWith({
      id: applied.id,
      decision: 'shortlist',
    });
    expect(await within(item).findByText('Preseleccionado')).toBeVisible();
    expect(within(decisions).queryByRole('button', { name: 'Preseleccionar' })).toBeNull();

    await user.click(within(decisions).getByRole('button', { name: 'Rechazar' }));
    expect(bridge.decideApplication).toHaveBeenLastCalledWith({
      id: applied.id,
      decision: 'decline',
    });
    expect(await within(item).findByText('Rechazado')).toBeVisible();
    expect(within(decisions).queryAllByRole('button')).toEqual([]);
  });

  it('reads the applicants again when someone already decided', async () => {
    const listApplications = vi
      .fn()
      .mockResolvedValueOnce(ok(aListPage([anApplication()])))
      .mockResolvedValue(ok(aListPage([anApplication({ status: 'accepted' })])));
    const { user } = renderOwner(aCastingCall(), {
      listApplications,
      decideApplication: vi.fn(async () => fail('application_decided', { status: 409 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Esta postulación ya fue aceptada o rechazada.')).toBeVisible();
    expect(await screen.findByText('Aceptado')).toBeVisible();
    expect(listApplications).toHaveBeenCalledTimes(2);
  });

  it('sends a proposal to an accepted applicant with the application’s id', async () => {
    const accepted = anApplication({ status: 'accepted' });
    const { user, bridge } = renderOwner(aCastingCall(), {
      listApplications: vi.fn(async () => ok(aListPage([accepted]))),
      sendProposal: vi.fn(async () => ok(aProposal({ application_id: accepted.id }))),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar propuesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar propuesta a Ana López' });
    await within(dialog).findByRole('option', { name: 'Té Boreal' });
    await user.selectOptions(within(dialog).getByLabelText('Marca'), 'Café Aurora');
    await user.selectOptions(within(dialog).getByLabelText('Red social'), 'Instagram');
    await user.selectOptions(within(dialog).getByLabelText('Tipo de contenido'), 'Reel');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '900');
    await user.type(within(dialog).getByLabelText('Fecha de inicio'), '2026-07-01');
    await user.type(within(dialog).getByLabelText('Fecha de fin'), '2026-07-15');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));

    await waitFor(() =>
      expect(bridge.sendProposal).toHaveBeenCalledWith(
        expect.objectContaining({
          brand_id: ids.brand,
          creator_id: ids.creator,
          application_id: accepted.id,
          price: 900,
        }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Ver propuesta enviada' })).toHaveAttribute(
      'href',
      `/view_proposal/${ids.proposal}`,
    );
  });
});
