import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSession, fail, ok, signedOutSession } from '../../test/builders';
import type { FakeBridge } from '../../test/fake-bridge';
import { renderApp } from '../../test/render-app';

async function openDefineRole(overrides: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/define-role', {
    getSession: vi.fn(async () => ok(aSession(null))),
    ...overrides,
  });
  await screen.findByRole('heading', { level: 1, name: '¿Cómo usarás la plataforma?' });
  return app;
}

describe('define-role screen', () => {
  it('offers the two roles with their descriptions', async () => {
    await openDefineRole();
    expect(screen.getByRole('button', { name: 'Soy creador' })).toHaveAccessibleDescription(
      /Conecta tus redes/,
    );
    expect(screen.getByRole('button', { name: 'Soy marca' })).toHaveAccessibleDescription(
      /Encuentra creadores/,
    );
  });

  it('defines the creator role and greets the new account on /welcome', async () => {
    const { user, bridge, currentPath } = await openDefineRole({
      defineRole: vi.fn(async () => ok(aSession('influencer'))),
    });
    await user.click(screen.getByRole('button', { name: 'Soy creador' }));
    expect(bridge.defineRole).toHaveBeenCalledWith({ role: 'influencer' });
    await waitFor(() => expect(currentPath()).toBe('/welcome'));
    expect(screen.getByRole('button', { name: 'Comenzar' })).toBeInTheDocument();
  });

  it('greets the new account on /welcome even when main announces the new session first', async () => {
    // Main tells every window about the changed session before it answers the call, so the
    // define-role screen sees a member session (which its guard would send home) first.
    const session = aSession('influencer');
    const rendered: { bridge?: FakeBridge } = {};
    const defineRole = vi.fn(async () => {
      rendered.bridge?.emit('sessionChanged', session);
      await new Promise((settle) => setTimeout(settle, 0));
      return ok(session);
    });
    const app = await openDefineRole({ defineRole });
    rendered.bridge = app.bridge;
    await app.user.click(screen.getByRole('button', { name: 'Soy creador' }));
    expect(await screen.findByRole('button', { name: 'Comenzar' })).toBeVisible();
    await new Promise((settle) => setTimeout(settle, 100));
    expect(app.currentPath()).toBe('/welcome');
  });

  it('defines the brand role', async () => {
    const { user, bridge } = await openDefineRole({
      defineRole: vi.fn(async () => ok(aSession('brand'))),
    });
    await user.click(screen.getByRole('button', { name: 'Soy marca' }));
    expect(bridge.defineRole).toHaveBeenCalledWith({ role: 'brand' });
  });

  it('shows a failure in Spanish and lets the user choose again', async () => {
    const { user, currentPath } = await openDefineRole({
      defineRole: vi.fn(async () => fail('role_already_defined', { status: 409 })),
    });
    await user.click(screen.getByRole('button', { name: 'Soy marca' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu cuenta ya tiene un perfil elegido y no se puede cambiar.',
    );
    expect(screen.getByRole('button', { name: 'Soy marca' })).toBeEnabled();
    expect(currentPath()).toBe('/define-role');
  });

  it('lets the user leave with another account', async () => {
    const { user, bridge, currentPath } = await openDefineRole({
      signOut: vi.fn(async () => ok(signedOutSession())),
    });
    await user.click(screen.getByRole('button', { name: 'Usar otra cuenta' }));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(bridge.signOut).toHaveBeenCalledOnce();
  });
});
