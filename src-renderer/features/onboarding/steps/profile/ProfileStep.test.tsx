import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok } from '../../../../test/builders';
import { renderWizard, submitButton } from '../../../../test/render-wizard';
import { sessionAtom } from '../../../../session/session-atoms';

const CONTACT_MESSAGE = 'No incluyas datos de contacto: ni correos, ni teléfonos, ni sitios web.';

const creator = {
  first_name: 'Ana',
  last_name: 'López',
  question_text: 'Creo contenido de viajes y comida mexicana.',
  meta_info: { ...aUser().meta_info, birthday: '1994-05-17' },
};

describe('profile step', () => {
  it('is pre-filled from the user', async () => {
    await renderWizard('profile', { user: creator });
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Apellido')).toHaveValue('López');
    // Shown as in Mexico, day first, whatever language the engine runs in.
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('17/05/1994');
    expect(screen.getByLabelText('Biografía')).toHaveValue(creator.question_text);
    expect(screen.getByText('43/500')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('refuses contact details in the bio and names, and disables save until they are gone', async () => {
    const { user } = await renderWizard('profile', { user: creator });
    const bio = screen.getByLabelText('Biografía');
    await user.type(bio, ' Escríbeme a ana@correo.com');
    expect(bio).toHaveAccessibleDescription(expect.stringContaining(CONTACT_MESSAGE));
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Nombre'), ' 55 1234 5678');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(CONTACT_MESSAGE);

    await user.clear(bio);
    await user.type(bio, 'Viajes y comida.');
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText(CONTACT_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks for the birth date when it is emptied', async () => {
    await renderWizard('profile', { user: creator });
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '' } });
    expect(await screen.findByText('Escribe tu fecha de nacimiento.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('marks every required field of a new creator on "Siguiente", then says why it waits', async () => {
    const { user, bridge } = await renderWizard('profile', {
      user: { first_name: '', last_name: '' },
    });
    // Nothing is marked yet: the button stays usable, so pressing it shows what is missing.
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(/campos marcados/)).not.toBeInTheDocument();
    await user.click(submitButton());

    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription('Escribe tu apellido.');
    // The birth date was never touched: it still says it is required.
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAccessibleDescription(
      'Escribe tu fecha de nacimiento.',
    );
    expect(screen.getByLabelText('Biografía')).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una biografía breve.'),
    );
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Completa o corrige los campos marcados para continuar.',
    );
    expect(bridge.saveProfileSection).not.toHaveBeenCalled();
  });

  it('says a required field is missing when the creator leaves it empty', async () => {
    const { user } = await renderWizard('profile', { user: { first_name: '', last_name: '' } });
    await user.click(screen.getByLabelText('Nombre'));
    await user.tab();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');
    expect(screen.getByLabelText('Apellido')).not.toHaveAccessibleDescription(
      'Escribe tu apellido.',
    );
    expect(
      screen.getByText('Completa o corrige los campos marcados para continuar.'),
    ).toBeVisible();
  });

  it('refuses a birth date under 18 years ago', async () => {
    const { user } = await renderWizard('profile', { user: creator });
    const birthday = screen.getByLabelText('Fecha de nacimiento');
    const now = new Date();
    const tenYearsAgo = `${now.getFullYear() - 10}-01-15`;
    fireEvent.change(birthday, { target: { value: tenYearsAgo } });
    expect(await screen.findByText('Debes tener al menos 18 años.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByLabelText('Nombre'));
    expect(submitButton()).toHaveAccessibleDescription(
      'Completa o corrige los campos marcados para continuar.',
    );
  });

  it('saves the exact values, trimmed, replaces the user and goes to basic_info', async () => {
    const saved = aUser({ ...creator, first_name: 'Mariana' });
    const saveProfileSection = vi.fn(async () => ok(saved));
    const { user, bridge, store, currentPath } = await renderWizard('profile', {
      user: creator,
      bridge: { saveProfileSection },
    });
    const firstName = screen.getByLabelText('Nombre');
    await user.clear(firstName);
    await user.type(firstName, '  Mariana ');
    await user.click(submitButton());

    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/basic_info'));
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'profile',
      values: {
        first_name: 'Mariana',
        last_name: 'López',
        birthday: '1994-05-17',
        question_text: creator.question_text,
      },
    });
    expect(store.get(sessionAtom).user).toEqual(saved);
  });

  it('links back to connections', async () => {
    const { user, currentPath } = await renderWizard('profile', { user: creator });
    await user.click(screen.getByRole('link', { name: 'Anterior: Conexiones' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/connections'));
  });

  it('shows errorTitle / errorText for a save failing with 400 or more, keeping the input', async () => {
    const { user, currentPath } = await renderWizard('profile', {
      user: creator,
      bridge: {
        saveProfileSection: vi.fn(async () => fail('internal_error', { status: 500 })),
      },
    });
    await user.type(screen.getByLabelText('Apellido'), ' Pérez');
    await user.click(submitButton());
    expect(await screen.findByText('No pudimos guardar tus cambios')).toBeInTheDocument();
    expect(
      screen.getByText('Revisa la información e inténtalo de nuevo en unos momentos.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/setting-public-profile/profile');
    expect(screen.getByLabelText('Apellido')).toHaveValue('López Pérez');
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = await renderWizard('profile', {
      user: creator,
      bridge: {
        saveProfileSection: vi.fn(async () =>
          fail('validation_error', {
            status: 400,
            fields: { last_name: ['Ese apellido no se puede usar.'] },
          }),
        ),
      },
    });
    await user.click(submitButton());
    expect(await screen.findByText('Ese apellido no se puede usar.')).toBeInTheDocument();
    expect(screen.getByLabelText('Apellido')).toHaveAttribute('aria-invalid', 'true');
  });
});
