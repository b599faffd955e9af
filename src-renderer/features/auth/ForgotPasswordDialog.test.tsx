import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const SENT = 'Si el correo tiene una cuenta, te enviamos un enlace';

async function openForgotPassword(bridge: Partial<BridgeApi> = {}) {
  const app = renderApp('/sign-in', bridge);
  await app.user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recupera tu contraseña' });
  return { ...app, dialog };
}

describe('forgot password', () => {
  it('asks for a reset link and answers the same whatever the address', async () => {
    const requestPasswordReset = vi.fn(async () => ok({ sent: true as const }));
    const { user, dialog } = await openForgotPassword({ requestPasswordReset });
    await user.type(within(dialog).getByLabelText('Correo de tu cuenta'), ' Ana@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(await within(dialog).findByText(SENT)).toBeVisible();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'ana@example.com' });

    await user.click(within(dialog).getByRole('button', { name: 'Volver a iniciar sesión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('then sets a new password with the code from the mail', async () => {
    const resetPassword = vi.fn(async () => ok({ changed: true as const }));
    const { user, dialog } = await openForgotPassword({ resetPassword });
    await user.type(within(dialog).getByLabelText('Correo de tu cuenta'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    await within(dialog).findByText(SENT);

    await user.type(within(dialog).getByLabelText('Código del correo'), 'corto');
    await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva-clave-123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(resetPassword).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Código del correo'));
    const code = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123';
    await user.type(within(dialog).getByLabelText('Código del correo'), code);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(
      await within(dialog).findByText('Listo: ya puedes entrar con tu nueva contraseña.'),
    ).toBeVisible();
    expect(resetPassword).toHaveBeenCalledWith({ token: code, new_password: 'nueva-clave-123' });
  });

  it('checks the address before asking', async () => {
    const requestPasswordReset = vi.fn(async () => ok({ sent: true as const }));
    const { user, dialog } = await openForgotPassword({ requestPasswordReset });
    await user.type(within(dialog).getByLabelText('Correo de tu cuenta'), 'ana@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await within(dialog).findByText(
        'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
      ),
    ).toBeVisible();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('says when the request could not be made at all', async () => {
    const { user, dialog } = await openForgotPassword({
      requestPasswordReset: vi.fn(async () => ({
        ok: false as const,
        error: { status: 0, code: 'network_error', message: 'offline' },
      })),
    });
    await user.type(within(dialog).getByLabelText('Correo de tu cuenta'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No hay conexión con el servidor.',
    );
    expect(within(dialog).queryByText(SENT)).toBeNull();
  });

  it('opens on the code step, filled in, when a reset link from the mail opens the app', async () => {
    const resetPassword = vi.fn(async () => ok({ changed: true as const }));
    const { bridge, user, currentPath } = renderApp('/welcome', { resetPassword });
    await waitFor(() => expect(bridge.listenerCount('passwordResetLinkOpened')).toBe(1));
    const code = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123';

    act(() => bridge.emit('passwordResetLinkOpened', { token: code }));

    const dialog = await screen.findByRole('dialog', { name: 'Recupera tu contraseña' });
    expect(currentPath()).toBe('/sign-in');
    expect(within(dialog).getByLabelText('Código del correo')).toHaveValue(code);
    expect(within(dialog).queryByText(SENT)).toBeNull();
    await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva-clave-123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(
      await within(dialog).findByText('Listo: ya puedes entrar con tu nueva contraseña.'),
    ).toBeVisible();
    expect(resetPassword).toHaveBeenCalledWith({ token: code, new_password: 'nueva-clave-123' });
  });

  it('is offered only while signing in, not while creating an account', async () => {
    const { user } = renderApp('/sign-in');
    await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' });
    await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }));
    expect(screen.queryByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeNull();
  });
});
