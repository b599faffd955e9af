import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../src-shared/bridge/contract';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import { aSession, fail, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const submitButton = (name: 'Iniciar sesión' | 'Crear cuenta') =>
  within(screen.getByRole('tabpanel')).getByRole('button', { name });

async function openSignIn(overrides: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/sign-in', overrides);
  await screen.findByLabelText('Correo electrónico');
  return app;
}

describe('sign-in screen', () => {
  it('offers the two modes as tabs and labelled fields', async () => {
    await openSignIn();
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(submitButton('Iniciar sesión')).toHaveAttribute('type', 'submit');
  });

  it('switches modes with the arrow keys', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('tab', { name: 'Iniciar sesión' }));
    await user.keyboard('{ArrowRight}');
    const signUpTab = screen.getByRole('tab', { name: 'Crear cuenta' });
    expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    expect(signUpTab).toHaveFocus();
    expect(submitButton('Crear cuenta')).toBeInTheDocument();
  });

  it('shows Spanish messages for a malformed e-mail and a short password without calling the bridge', async () => {
    const { user, bridge } = await openSignIn();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.click(submitButton('Iniciar sesión'));

    expect(
      await screen.findByText(
        'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(bridge.signIn).not.toHaveBeenCalled();
  });

  it('shows required-field messages on an empty submit', async () => {
    const { user, bridge } = await openSignIn();
    await user.click(submitButton('Iniciar sesión'));
    expect(await screen.findByText('Escribe tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(bridge.signIn).not.toHaveBeenCalled();
  });

  it('shows invalid_credentials from the server in Spanish in an alert', async () => {
    const { user } = await openSignIn({
      signIn: vi.fn(async () => fail('invalid_credentials', { status: 401, message: 'Bad' })),
    });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'contraseña-larga');
    await user.click(submitButton('Iniciar sesión'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo o la contraseña no son correctos.',
    );
  });

  it('puts server field errors under their fields', async () => {
    const { user } = await openSignIn({
      signUp: vi.fn(async () =>
        fail('email_in_use', {
          status: 409,
          fields: { email: ['Este correo ya está registrado.'] },
        }),
      ),
    });
    await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'contraseña-larga');
    await user.click(submitButton('Crear cuenta'));
    expect(await screen.findByText('Este correo ya está registrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the submit button and shows a spinner while the call runs', async () => {
    let answer: (outcome: BridgeOutcome<SessionState>) => void = () => {};
    const { user } = await openSignIn({
      signIn: vi.fn(
        () => new Promise<BridgeOutcome<SessionState>>((resolve) => (answer = resolve)),
      ),
    });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'contraseña-larga');
    await user.click(submitButton('Iniciar sesión'));
    await waitFor(() => expect(submitButton('Iniciar sesión')).toBeDisabled());
    expect(submitButton('Iniciar sesión')).toHaveAttribute('aria-busy', 'true');
    answer(ok(aSession('brand')));
    await screen.findByRole('heading', { level: 1, name: 'Buscar creadores' });
  });

  it('signs an existing user with a role straight in to home_search', async () => {
    const { user, bridge, currentPath } = await openSignIn({
      signIn: vi.fn(async () => ok(aSession('influencer'))),
    });
    await user.type(screen.getByLabelText('Correo electrónico'), '  Ana@Example.com ');
    await user.type(screen.getByLabelText('Contraseña'), 'contraseña-larga');
    await user.click(submitButton('Iniciar sesión'));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    expect(bridge.signIn).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'contraseña-larga',
    });
  });

  it('sends a new account to define-role after sign-up', async () => {
    const { user, bridge, currentPath } = await openSignIn({
      signUp: vi.fn(async () => ok(aSession(null))),
    });
    await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'nuevo@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'contraseña-larga');
    await user.click(submitButton('Crear cuenta'));
    await waitFor(() => expect(currentPath()).toBe('/define-role'));
    expect(bridge.signUp).toHaveBeenCalledOnce();
    expect(bridge.signIn).not.toHaveBeenCalled();
  });
});

describe('sign-in providers', () => {
  it('keeps unconfigured providers disabled and says why', async () => {
    const { bridge } = await openSignIn({
      getAuthProviders: vi.fn(async () => ok({ google: false, facebook: false })),
    });
    expect(
      await screen.findByText(
        'El inicio de sesión con Google no está configurado en este servidor.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('El inicio de sesión con Facebook no está configurado en este servidor.'),
    ).toBeInTheDocument();
    const google = screen.getByRole('button', { name: 'Continuar con Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(
      'El inicio de sesión con Google no está configurado en este servidor.',
    );
    expect(screen.getByRole('button', { name: 'Continuar con Facebook' })).toBeDisabled();
    expect(bridge.getAuthProviders).toHaveBeenCalledOnce();
  });

  it('signs in with a configured provider', async () => {
    const { user, bridge, currentPath } = await openSignIn({
      getAuthProviders: vi.fn(async () => ok({ google: true, facebook: false })),
      signInWithGoogle: vi.fn(async () => ok(aSession('brand'))),
    });
    const google = screen.getByRole('button', { name: 'Continuar con Google' });
    await waitFor(() => expect(google).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Continuar con Facebook' })).toBeDisabled();
    expect(screen.queryByText(/Google no está configurado/)).not.toBeInTheDocument();
    await user.click(google);
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    expect(bridge.signInWithGoogle).toHaveBeenCalledOnce();
  });

  it('shows a provider failure in the alert', async () => {
    const { user } = await openSignIn({
      getAuthProviders: vi.fn(async () => ok({ google: false, facebook: true })),
      signInWithFacebook: vi.fn(async () => fail('sign_in_cancelled', { status: 0 })),
    });
    const facebook = screen.getByRole('button', { name: 'Continuar con Facebook' });
    await waitFor(() => expect(facebook).toBeEnabled());
    await user.click(facebook);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cancelaste el inicio de sesión.');
  });
});
