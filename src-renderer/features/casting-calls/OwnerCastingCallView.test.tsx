import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  // The builders' deadline (30 September 2026) is ahead on this day; only Date is faked.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T18:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

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

  it('explains a failed publish with the server’s reason, never “check the marked fields”', async () => {
    const draft = aCastingCall({ status: 'draft' });
    const reason = 'La fecha límite ya pasó: elige hoy o una fecha posterior.';
    const { user } = renderOwner(draft, {
      publishCastingCall: vi.fn(async () =>
        fail('validation_error', {
          message: 'Revisa los datos marcados.',
          fields: { deadline: [reason] },
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('No pudimos publicar el casting')).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.queryByText(/Revisa los datos marcados/)).toBeNull();
  });

  it('does not offer to publish a draft whose deadline passed, and says why beside the button', async () => {
    const draft = aCastingCall({ status: 'draft', deadline: '2026-06-14' });
    const { user, bridge } = renderOwner(draft);
    const publish = await within(
      await screen.findByRole('group', { name: 'Acciones del casting' }),
    ).findByRole('button', { name: 'Publicar' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'La fecha límite ya pasó. Cámbiala con «Editar» para poder publicar.',
    );
    expect(within(actions()).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/casting-calls/${draft.id}/edit`,
    );
    await user.click(publish);
    expect(bridge.publishCastingCall).not.toHaveBeenCalled();
  });

  it('judges the deadline on the computer’s calendar, the one the app shows dates in', async () => {
    const zoneBefore = process.env.TZ;
    try {
      // 02:00 UTC on 16 June is still the 15th on a computer in Mexico City: today, publishable.
      process.env.TZ = 'America/Mexico_City';
      vi.setSystemTime(new Date('2026-06-16T02:00:00Z'));
      const draft = aCastingCall({ status: 'draft', deadline: '2026-06-15' });
      const { user, bridge, unmount } = renderOwner(draft, {
        publishCastingCall: vi.fn(async () => ok({ ...draft, status: 'open' as const })),
      });
      await user.click(await screen.findByRole('button', { name: 'Publicar' }));
      expect(bridge.publishCastingCall).toHaveBeenCalledWith({ id: draft.id });
      unmount();

      // The same instant on a computer in Madrid is the 16th: the 15th has passed there.
      process.env.TZ = 'Europe/Madrid';
      renderOwner(draft);
      expect(await screen.findByRole('button', { name: 'Publicar' })).toBeDisabled();
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
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

  it('sends a proposal to an accepted applicant, pre-filled from the call and their price', async () => {
    const accepted = anApplication({ status: 'accepted', price: 850.5 });
    const call = aCastingCall({
      brand: { id: ids.otherBrand, name: 'Té Boreal', logo: null },
      networks: ['instagram', 'tiktok'],
      content_types: ['reel', 'video'],
    });
    const { user, bridge } = renderOwner(call, {
      listApplications: vi.fn(async () => ok(aListPage([accepted]))),
      sendProposal: vi.fn(async () => ok(aProposal({ application_id: accepted.id }))),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar propuesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar propuesta a Ana López' });
    await within(dialog).findByRole('option', { name: 'Té Boreal' });
    expect(within(dialog).getByLabelText('Marca')).toHaveDisplayValue('Té Boreal');
    const rows = within(dialog)
      .getAllByRole('group', { name: /^Entregable \d/ })
      .map((row) => [
        (within(row).getByLabelText('Red social') as HTMLSelectElement).selectedOptions[0]?.text,
        (within(row).getByLabelText('Tipo de contenido') as HTMLSelectElement).selectedOptions[0]
          ?.text,
        (within(row).getByLabelText('Cantidad') as HTMLInputElement).value,
      ]);
    // Only the pairs that exist: Instagram has no "Video" type, TikTok no reels.
    expect(rows).toEqual([
      ['Instagram', 'Reel', '1'],
      ['TikTok', 'Video', '1'],
    ]);
    expect(within(dialog).getByLabelText('Precio (USD)')).toHaveValue('850.50');

    await user.type(within(dialog).getByLabelText('Fecha de inicio'), '2026-07-01');
    await user.type(within(dialog).getByLabelText('Fecha de fin'), '2026-07-15');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));

    await waitFor(() =>
      expect(bridge.sendProposal).toHaveBeenCalledWith({
        brand_id: ids.otherBrand,
        creator_id: ids.creator,
        application_id: accepted.id,
        deliverables: [
          { network: 'instagram', content_type: 'reel', quantity: 1 },
          { network: 'tiktok', content_type: 'video', quantity: 1 },
        ],
        price: 850.5,
        start_date: '2026-07-01',
        end_date: '2026-07-15',
        message: '',
        revision_rounds: 2,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Ver propuesta enviada' })).toHaveAttribute(
      'href',
      `/view_proposal/${ids.proposal}`,
    );
  });
});
