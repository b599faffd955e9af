import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { aSession, fail, ok, signedOutSession } from '../../test/builders';
import { renderAs } from '../../test/render-as';

const renderSecurity = (bridge: Partial<BridgeApi> = {}) =>
  renderAs('influencer', '/account-setting/security', bridge);

const passwordIncorrect = () =>
  fail('password_incorrect', { message: 'La contraseña actual no es correcta.' });

describe('change password', () => {
  it('checks the repeat before anything is sent', async () => {
    const changePassword = vi.fn(async () => ok({ changed: true as const }));
    const { user } = renderSecurity({ changePassword });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'vieja-clave-1');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'nueva-clave-2');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeVisible();
    expect(screen.getByLabelText('Confirma la nueva contraseña')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the shared rules for blank and short passwords', async () => {
    const changePassword = vi.fn(async () => ok({ changed: true as const }));
    const { user } = renderSecurity({ changePassword });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'corta');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Escribe tu contraseña.')).toBeVisible();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says a wrong current password under that field', async () => {
    const { user } = renderSecurity({ changePassword: vi.fn(async () => passwordIncorrect()) });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'no-es-esta');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta.');
    expect(current).toHaveFocus();
  });

  it('refuses a new password equal to the current one under the new password', async () => {
    const changePassword = vi.fn(async () => ok({ changed: true as const }));
    const { user } = renderSecurity({ changePassword });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'misma-clave-1');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'misma-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'misma-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const newPassword = screen.getByLabelText('Nueva contraseña');
    await waitFor(() => expect(newPassword).toHaveAttribute('aria-invalid', 'true'));
    expect(newPassword).toHaveAccessibleDescription(
      expect.stringContaining('La nueva contraseña debe ser distinta de la actual.'),
    );
    expect(screen.getByLabelText('Contraseña actual')).not.toHaveAttribute('aria-invalid', 'true');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = renderSecurity({
      changePassword: vi.fn(async () =>
        fail('validation_error', {
          fields: { new_password: ['La nueva contraseña debe ser distinta de la actual.'] },
        }),
      ),
    });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'vieja-clave-1');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('La nueva contraseña debe ser distinta de la actual.'),
    ).toBeVisible();
  });

  it('changes it, confirms with a toast and empties the form', async () => {
    const changePassword = vi.fn(async () => ok({ changed: true as const }));
    const { user } = renderSecurity({ changePassword });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'vieja-clave-1');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Cambiamos tu contraseña')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      current_password: 'vieja-clave-1',
      new_password: 'nueva-clave-1',
    });
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Seguridad' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('delete account', () => {
  async function openDialog(bridge: Partial<BridgeApi>) {
    const app = renderSecurity(bridge);
    await app.user.click(await screen.findByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    return { ...app, dialog };
  }

  it('explains what is removed and asks for the typed word', async () => {
    const deleteAccount = vi.fn(async () => ok(signedOutSession()));
    const { user, dialog } = await openDialog({ deleteAccount });
    expect(dialog).toHaveTextContent('Se borran tu perfil');
    expect(dialog).toHaveTextContent('No se puede deshacer.');

    await user.type(within(dialog).getByLabelText('Contraseña'), 'mi-clave-1');
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'borrar');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText('Escribe ELIMINAR para confirmar.')).toBeVisible();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes with the password and ELIMINAR, then signs out', async () => {
    const deleteAccount = vi.fn(async () => ok(signedOutSession()));
    const { user, dialog, currentPath } = await openDialog({ deleteAccount });
    await user.type(within(dialog).getByLabelText('Contraseña'), 'mi-clave-1');
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(deleteAccount).toHaveBeenCalledWith({
      password: 'mi-clave-1',
      confirmation: 'ELIMINAR',
    });
    expect(await screen.findByText('Eliminamos tu cuenta')).toBeInTheDocument();
  });

  it('moves to the next signed-in account when one is left', async () => {
    const deleteAccount = vi.fn(async () => ok(aSession('brand', { id: 'user-2' })));
    const { user, dialog, currentPath } = await openDialog({ deleteAccount });
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    // No password typed (an account that signs in with Google or Facebook): none is sent.
    expect(deleteAccount).toHaveBeenCalledWith({ confirmation: 'ELIMINAR' });
  });

  it('says a wrong password under the field and keeps the account', async () => {
    const { user, dialog, currentPath } = await openDialog({
      deleteAccount: vi.fn(async () => passwordIncorrect()),
    });
    await user.type(within(dialog).getByLabelText('Contraseña'), 'no-es-esta');
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const password = within(dialog).getByLabelText('Contraseña');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('La contraseña actual no es correcta.'),
    );
    expect(currentPath()).toBe('/account-setting/security');
  });

  it('forgets what was typed when the dialog is closed', async () => {
    const { user, dialog } = await openDialog({});
    await user.type(within(dialog).getByLabelText('Contraseña'), 'mi-clave-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const reopened = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(within(reopened).getByLabelText('Contraseña')).toHaveValue('');
  });
});
