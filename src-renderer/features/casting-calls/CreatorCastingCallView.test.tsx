import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/builders';
import { aCastingCall, anApplication, ids } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';

const path = `/view_casting_call/${ids.call}`;

describe('casting call, creator side', () => {
  it('checks the price before applying', async () => {
    const { user, bridge } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    expect(within(form).getByLabelText('Tu precio (USD)')).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una cantidad mayor que 0 en dólares.'),
    );
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    expect(
      await within(form).findByText('Usa como máximo dos decimales (centavos).'),
    ).toBeVisible();
    expect(bridge.applyToCastingCall).not.toHaveBeenCalled();
    // Creators never see the owner's tools.
    expect(screen.queryByRole('group', { name: 'Acciones del casting' })).toBeNull();
  });

  it('applies with a price and a message, then shows the application', async () => {
    const { user, bridge } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
      applyToCastingCall: vi.fn(async ({ application }) =>
        ok(anApplication({ price: application.price, message: application.message ?? '' })),
      ),
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '1,250.50');
    await user.type(within(form).getByLabelText('Mensaje para la marca'), 'Hago reels de café.');
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));

    expect(bridge.applyToCastingCall).toHaveBeenCalledWith({
      castingCallId: ids.call,
      application: { price: 1250.5, message: 'Hago reels de café.' },
    });
    const mine = await screen.findByRole('region', { name: 'Tu postulación' });
    expect(mine).toHaveTextContent('Postulado');
    expect(mine).toHaveTextContent('USD 1,250.50');
    expect(within(mine).getByRole('heading', { name: 'Tu postulación' })).toHaveFocus();
    expect(screen.getByText('Te postulaste a «Lanzamiento de cold brew»')).toBeVisible();
  });

  it('queues the application when the server is gone before anyone noticed (issue 34)', async () => {
    // The bridge finds no server while the app still believes it is online.
    const applyToCastingCall = vi.fn(async () => fail('network_error', { status: 0 }));
    const { user, bridge } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
      applyToCastingCall,
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    await user.type(within(form).getByLabelText('Mensaje para la marca'), 'Me encanta el café.');
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));

    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'applyToCastingCall',
        args: {
          castingCallId: ids.call,
          application: { price: 900, message: 'Me encanta el café.' },
        },
      }),
    );
    expect(applyToCastingCall).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('Pendiente de enviar: se envía en cuanto el servidor responda'),
    ).toBeVisible();
    const status = await within(form).findByText('Pendiente de enviar', { selector: 'strong' });
    expect(status.closest('.pending-action')).toHaveTextContent('Cancelar');
    expect(screen.queryByText('No pudimos enviar tu postulación')).toBeNull();
    expect(screen.queryByText(/No hay conexión con el servidor/)).toBeNull();
    // Nothing typed is lost: the fields and their draft stay until it is sent.
    expect(within(form).getByLabelText('Tu precio (USD)')).toHaveValue('900');
    expect(within(form).getByLabelText('Mensaje para la marca')).toHaveValue('Me encanta el café.');
    expect(bridge.discardDraft).not.toHaveBeenCalled();
  });

  it('refuses contact details in the message, and shows it beside a missing price', async () => {
    const { user, bridge } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.type(
      within(form).getByLabelText('Mensaje para la marca'),
      'Escríbeme a ana.lopez@correo.com',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    expect(within(form).getByLabelText('Mensaje para la marca')).toHaveAccessibleDescription(
      expect.stringContaining(
        'No incluyas datos de contacto: ni correos, ni teléfonos, ni sitios web.',
      ),
    );
    expect(within(form).getByLabelText('Tu precio (USD)')).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una cantidad mayor que 0 en dólares.'),
    );
    expect(bridge.applyToCastingCall).not.toHaveBeenCalled();
  });

  it('takes a year range in the message: it is not a phone', async () => {
    const { user, bridge } = renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => ok(aCastingCall())),
      applyToCastingCall: vi.fn(async () => ok(anApplication())),
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '900');
    await user.type(
      within(form).getByLabelText('Mensaje para la marca'),
      'De 2015-2024 hice campañas de café.',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    await waitFor(() =>
      expect(bridge.applyToCastingCall).toHaveBeenCalledWith({
        castingCallId: ids.call,
        application: { price: 900, message: 'De 2015-2024 hice campañas de café.' },
      }),
    );
  });

  it('says who invited the creator and when', async () => {
    renderAs('influencer', path, {
      getCastingCall: vi.fn(async () =>
        ok(aCastingCall({ invited_at: '2026-06-03T17:00:00.000Z' })),
      ),
    });
    const note = await screen.findByText('Café Aurora te invitó a postularte');
    expect(note.closest('[role="status"]')).toHaveTextContent(
      'Recibiste la invitación el 3 de junio de 2026.',
    );
    expect(screen.getByRole('region', { name: 'Postúlate' })).toBeVisible();
  });

  it('says nothing about invitations when there was none', async () => {
    renderAs('influencer', path, { getCastingCall: vi.fn(async () => ok(aCastingCall())) });
    await screen.findByRole('region', { name: 'Postúlate' });
    expect(screen.queryByText(/te invitó/)).toBeNull();
  });

  it('shows the status of an application already sent instead of the form', async () => {
    renderAs('influencer', path, {
      getCastingCall: vi.fn(async () =>
        ok(aCastingCall({ my_application: anApplication({ status: 'accepted' }) })),
      ),
    });
    const mine = await screen.findByRole('region', { name: 'Tu postulación' });
    expect(mine).toHaveTextContent('Aceptado');
    expect(mine).toHaveTextContent('La marca te aceptó. Pronto recibirás su propuesta.');
    expect(screen.queryByRole('region', { name: 'Postúlate' })).toBeNull();
  });

  it('reads the call again when it closed meanwhile', async () => {
    const getCastingCall = vi
      .fn()
      .mockResolvedValueOnce(ok(aCastingCall()))
      .mockResolvedValue(ok(aCastingCall({ status: 'closed' })));
    const { user } = renderAs('influencer', path, {
      getCastingCall,
      applyToCastingCall: vi.fn(async () => fail('casting_call_not_open', { status: 409 })),
    });
    const form = await screen.findByRole('region', { name: 'Postúlate' });
    await user.type(within(form).getByLabelText('Tu precio (USD)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText('Este casting no está abierto.')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByText('Este casting está cerrado y ya no recibe postulaciones.'),
      ).toBeVisible(),
    );
    expect(getCastingCall).toHaveBeenCalledTimes(2);
  });

  it('says so when the call cannot be read', async () => {
    // A server failure; an unknown call is "not found" (CastingCallPage.test.tsx).
    renderAs('influencer', path, {
      getCastingCall: vi.fn(async () => fail('internal_error', { status: 500 })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos abrir este casting');
    expect(screen.getByRole('heading', { level: 1, name: 'Castings' })).toBeVisible();
  });
});
