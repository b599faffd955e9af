import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeOutcome } from '../../../../../src-shared/bridge/bridge-error';
import type { VanityCheckAnswer } from '../../../../../src-shared/domain/public-profile';
import { fail, ok } from '../../../../test/builders';
import { renderWizard, submitButton } from '../../../../test/render-wizard';

const handleField = () => screen.getByLabelText('Nombre de usuario');
const indicator = () => screen.getByRole('status');

/** checkVanity answers that the test releases one by one, in any order. */
function pendingChecks() {
  const answers = new Map<string, (outcome: BridgeOutcome<VanityCheckAnswer>) => void>();
  const checkVanity = vi.fn(
    ({ vanity_name }: { vanity_name: string }) =>
      new Promise<BridgeOutcome<VanityCheckAnswer>>((resolve) => {
        answers.set(vanity_name, resolve);
      }),
  );
  const answer = (name: string, inUse: boolean) =>
    act(() => answers.get(name)?.(ok({ ready_vanity_name: inUse })));
  return { checkVanity, answer };
}

describe('vanity step', () => {
  it('shows the current handle as neutral without checking it', async () => {
    const { bridge } = await renderWizard('vanity', { user: { vanity_name: 'ana.crea' } });
    expect(handleField()).toHaveValue('ana.crea');
    expect(indicator()).toHaveTextContent('Es tu nombre de usuario actual');
    expect(screen.getByText('https://marcacreadores.mx/')).toHaveTextContent(
      'https://marcacreadores.mx/ana.crea',
    );
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveAccessibleName('Guardar y terminar');
    expect(bridge.checkVanity).not.toHaveBeenCalled();
  });

  it('ignores keys other than letters, digits, dot and underscore, and forces lowercase', async () => {
    const { user } = await renderWizard('vanity');
    await user.type(handleField(), 'Ana López!_MX.2024 @/');
    expect(handleField()).toHaveValue('analpez_mx.2024');
  });

  it('normalises pasted text', async () => {
    const { user } = await renderWizard('vanity');
    await user.click(handleField());
    await user.paste('Ana-Crea Oficial.MX');
    expect(handleField()).toHaveValue('anacreaoficial.mx');
  });

  it('shows Disponible for a free handle and No disponible with vanity_in_use for a taken one', async () => {
    const checkVanity = vi.fn(async ({ vanity_name }: { vanity_name: string }) =>
      ok({ ready_vanity_name: vanity_name === 'ocupado' }),
    );
    const { user } = await renderWizard('vanity', { bridge: { checkVanity } });
    await user.type(handleField(), 'libre');
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Disponible$/));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(checkVanity).toHaveBeenLastCalledWith({ vanity_name: 'libre' });

    await user.clear(handleField());
    await user.type(handleField(), 'ocupado');
    await waitFor(() => expect(indicator()).toHaveTextContent(/^No disponible$/));
    expect(handleField()).toHaveAccessibleDescription(
      expect.stringContaining('Ese nombre ya está en uso. Prueba con otro.'),
    );
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Elige un nombre de usuario disponible.');
  });

  it('checks on every change and ignores the answer of a check it replaced', async () => {
    const { checkVanity, answer } = pendingChecks();
    const { user } = await renderWizard('vanity', { bridge: { checkVanity } });
    await user.type(handleField(), 'ana');
    await waitFor(() => expect(checkVanity).toHaveBeenCalledWith({ vanity_name: 'ana' }));
    expect(indicator()).toHaveTextContent('Comprobando disponibilidad…');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Espera a que comprobemos si el nombre de usuario está disponible.',
    );

    await user.type(handleField(), 'x');
    await waitFor(() => expect(checkVanity).toHaveBeenCalledWith({ vanity_name: 'anax' }));
    answer('anax', false);
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Disponible$/));

    // The older check answers last: "taken" for a value no longer in the field changes nothing.
    answer('ana', true);
    expect(indicator()).toHaveTextContent(/^Disponible$/);
    expect(
      screen.queryByText('Ese nombre ya está en uso. Prueba con otro.'),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('asks for a handle when the field is emptied, and explains a malformed one', async () => {
    const { user, bridge } = await renderWizard('vanity', { user: { vanity_name: 'ana.crea' } });
    await user.clear(handleField());
    expect(await screen.findByText('Elige un nombre para tu URL pública.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Escribe un nombre de usuario para continuar.',
    );

    await user.type(handleField(), 'ab');
    expect(
      await screen.findByText('Tu nombre de usuario debe tener de 3 a 30 caracteres.'),
    ).toBeInTheDocument();
    expect(indicator()).toHaveTextContent(/^No disponible$/);
    expect(submitButton()).toBeDisabled();
    expect(bridge.checkVanity).not.toHaveBeenCalled();
  });

  it('saves the handle and ends at my_work networks', async () => {
    const { user, bridge, currentPath } = await renderWizard('vanity');
    await user.type(handleField(), 'Nuevo.Nombre');
    expect(screen.getByText('https://marcacreadores.mx/')).toHaveTextContent(
      'https://marcacreadores.mx/nuevo.nombre',
    );
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
    expect(bridge.saveProfileSection).toHaveBeenCalledWith({
      section: 'vanity',
      values: { vanity_name: 'nuevo.nombre' },
    });
  });

  it('ends the wizard with a toast that shows the short link as a chip, whole', async () => {
    const { user } = await renderWizard('vanity');
    await user.type(handleField(), 'ana.lista');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    const toast = (await screen.findByText('Tu perfil público está listo')).closest('li');
    if (!toast) throw new Error('the toast is missing');
    expect(within(toast).getByText('marcacreadores.mx/ana.lista')).toHaveClass('ui-toast__link');
    expect(toast).not.toHaveTextContent('https://');
    // Nothing beside the chip to cut it short: my_work's header offers "Copiar enlace".
    expect(within(toast).queryByRole('button', { name: 'Copiar enlace' })).toBeNull();
  });

  it('does not announce the end after an is_edit save', async () => {
    const { user, currentPath } = await renderWizard('vanity', {
      user: { vanity_name: 'ana.crea' },
      isEdit: true,
    });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/my_work/networks'));
    expect(screen.queryByText('Tu perfil público está listo')).not.toBeInTheDocument();
  });

  it('shows the server’s message for accounts.DuplicatedVanityName', async () => {
    const { user, currentPath } = await renderWizard('vanity', {
      bridge: {
        saveProfileSection: vi.fn(async () =>
          fail('accounts.DuplicatedVanityName', {
            status: 409,
            message: 'Alguien más acaba de tomar ese nombre.',
          }),
        ),
      },
    });
    await user.type(handleField(), 'rapido');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('Alguien más acaba de tomar ese nombre.')).toBeInTheDocument();
    expect(handleField()).toHaveAccessibleDescription(
      expect.stringContaining('Ese nombre ya está en uso. Prueba con otro.'),
    );
    expect(handleField()).toHaveValue('rapido');
    expect(currentPath()).toBe('/setting-public-profile/vanity');
  });

  it('links back to family', async () => {
    const { user, currentPath } = await renderWizard('vanity');
    await user.click(screen.getByRole('link', { name: 'Anterior: Familia' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/family'));
  });
});
