import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { AgencyDetails } from '../../../src-shared/domain/media-kit';
import { fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { UI_WAIT_MS } from '../../test/ui-wait';

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

/** A 1×1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const STORED_LOGO = 'data:image/png;base64,iVBORw0KGgo=';

const anAgency = (overrides: Partial<AgencyDetails> = {}): AgencyDetails => ({
  name: 'Agencia Norte',
  contact_person: 'Lucía Garza',
  email: 'lucia@agencianorte.mx',
  phone: '+52 55 1234 5678',
  logo: null,
  ...overrides,
});

const renderSettings = (bridge: Partial<BridgeApi> = {}) =>
  renderAs('influencer', '/settings', bridge);
const agencySection = () =>
  screen.findByRole('region', { name: 'Datos de la agencia' }, BOOT).then(async (section) => {
    await within(section).findByLabelText('Nombre de la agencia');
    return section;
  });
const save = (section: HTMLElement) =>
  within(section).getByRole('button', { name: 'Guardar datos de la agencia' });

describe('agency details', () => {
  it('saves the fields and a newly chosen logo as bytes, then says so', async () => {
    const saveAgencyDetails = vi.fn<BridgeApi['saveAgencyDetails']>(async () =>
      ok(anAgency({ logo: STORED_LOGO })),
    );
    const { user } = renderSettings({ saveAgencyDetails });
    const section = await agencySection();
    expect(within(section).getByText('Sin logo')).toBeVisible();

    await user.type(within(section).getByLabelText('Nombre de la agencia'), 'Agencia Norte');
    await user.type(within(section).getByLabelText('Persona de contacto'), 'Lucía Garza');
    await user.type(
      within(section).getByLabelText('Correo de contacto'),
      ' lucia@agencianorte.mx ',
    );
    await user.type(within(section).getByLabelText('Teléfono de contacto'), '+52 55 1234 5678');
    const logoInput = within(section).getByLabelText(/^Logo de la agencia/);
    expect(logoInput).toHaveAccessibleName('Logo de la agencia Elegir imagen');
    await user.upload(logoInput, new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    expect(
      await within(section).findByRole('img', { name: 'Vista previa del logo' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(save(section));

    expect(await screen.findByText('Datos de la agencia guardados')).toBeVisible();
    expect(saveAgencyDetails).toHaveBeenCalledTimes(1);
    const [input] = saveAgencyDetails.mock.calls[0]!;
    expect(input).toEqual({
      name: 'Agencia Norte',
      contact_person: 'Lucía Garza',
      email: 'lucia@agencianorte.mx',
      phone: '+52 55 1234 5678',
      logo: expect.any(Uint8Array),
    });
    expect([...input.logo!]).toEqual([...PNG_BYTES]);
    expect(within(section).getByRole('img', { name: 'Vista previa del logo' })).toHaveAttribute(
      'src',
      STORED_LOGO,
    );
  });

  it('shows a Spanish message for an invalid e-mail and sends nothing', async () => {
    const saveAgencyDetails = vi.fn(async () => ok(anAgency()));
    const { user } = renderSettings({ saveAgencyDetails });
    const section = await agencySection();
    const email = within(section).getByLabelText('Correo de contacto');
    await user.type(email, 'lucia@agencianorte');
    await user.click(save(section));

    expect(
      await within(section).findByText(
        'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
      ),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(saveAgencyDetails).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image before anything is sent', async () => {
    const saveAgencyDetails = vi.fn(async () => ok(anAgency()));
    const { user } = renderSettings({ saveAgencyDetails });
    const section = await agencySection();
    await user.upload(
      within(section).getByLabelText(/^Logo de la agencia/),
      new File(['%PDF-1.7'], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(section).findByText('Elige una imagen JPG o PNG.')).toBeVisible();
    expect(within(section).getByText('Sin logo')).toBeVisible();
    expect(saveAgencyDetails).not.toHaveBeenCalled();
  });

  it('removes the stored logo with "Quitar logo" and sends no bytes', async () => {
    const saveAgencyDetails = vi.fn(async () => ok(anAgency()));
    const { user } = renderSettings({
      getAgencyDetails: vi.fn(async () => ok(anAgency({ logo: STORED_LOGO }))),
      saveAgencyDetails,
    });
    const section = await agencySection();
    expect(within(section).getByLabelText('Nombre de la agencia')).toHaveValue('Agencia Norte');
    expect(within(section).getByRole('img', { name: 'Vista previa del logo' })).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Quitar logo' }));
    expect(within(section).getByText('El logo se quitará al guardar.')).toBeVisible();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    await user.click(save(section));

    await waitFor(() => expect(saveAgencyDetails).toHaveBeenCalledTimes(1));
    expect(saveAgencyDetails).toHaveBeenCalledWith({
      name: 'Agencia Norte',
      contact_person: 'Lucía Garza',
      email: 'lucia@agencianorte.mx',
      phone: '+52 55 1234 5678',
      remove_logo: true,
    });
    expect(await screen.findByText('Datos de la agencia guardados')).toBeVisible();
    expect(within(section).getByText('Sin logo')).toBeVisible();
  });

  it('says when the details cannot be read and reads them again on retry', async () => {
    const getAgencyDetails = vi
      .fn<BridgeApi['getAgencyDetails']>()
      .mockResolvedValueOnce(fail('internal_error', { status: 500 }))
      .mockResolvedValueOnce(ok(anAgency()));
    const { user } = renderSettings({ getAgencyDetails });
    const section = await screen.findByRole('region', { name: 'Datos de la agencia' }, BOOT);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'No pudimos leer los datos de la agencia',
    );
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByLabelText('Nombre de la agencia')).toHaveValue(
      'Agencia Norte',
    );
  });
});
