import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../src-shared/bridge/contract';
import type { BridgeOutcome } from '../../src-shared/bridge/bridge-error';
import { aSession, fail, ok, signedOutSession } from '../test/builders';
import { renderApp } from '../test/render-app';
import { sessionAtom } from './session-atoms';

describe('start-up session', () => {
  it('shows the loader while getSession runs, then the screen the session belongs to', async () => {
    let answer: (outcome: BridgeOutcome<SessionState>) => void = () => {};
    const { currentPath } = renderApp('/', {
      getSession: vi.fn(
        () => new Promise<BridgeOutcome<SessionState>>((resolve) => (answer = resolve)),
      ),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Preparando tu espacio de trabajo…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    act(() => answer(ok(aSession('influencer', { first_name: 'Ana' }))));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/home_search');
  });

  it('offers a retry when the session cannot be read', async () => {
    const getSession = vi
      .fn<() => Promise<BridgeOutcome<SessionState>>>()
      .mockResolvedValueOnce(fail('keychain_unavailable', { status: 0 }))
      .mockResolvedValueOnce(ok(signedOutSession()));
    const { user } = renderApp('/', { getSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No pudimos iniciar la aplicación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos leer tu sesión del llavero seguro del sistema. Comprueba que esté desbloqueado.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('says what the server answered when it refused the start-up session', async () => {
    renderApp('/', {
      getSession: vi.fn(async () =>
        fail('database_unavailable', { status: 503, message: 'La base de datos no responde.' }),
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('La base de datos no responde.');
    expect(screen.getByText(/si el problema continúa, reinicia la aplicación/)).toBeInTheDocument();
  });
});

describe('session events', () => {
  it('on sessionExpired shows a Spanish toast and goes to /sign-in', async () => {
    const session = aSession('brand');
    const { bridge, currentPath, store } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
    });
    await screen.findByRole('heading', { level: 1 });
    act(() =>
      bridge.emit('sessionExpired', {
        accountId: session.activeAccountId ?? '',
        message: 'expired',
      }),
    );
    expect(await screen.findByText('Tu sesión expiró…')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(store.get(sessionAtom).user).toBeNull();
  });

  it('ignores the expiry of another signed-in account except for forgetting it', async () => {
    const session = aSession('brand');
    const other = { ...session.accounts[0]!, id: 'other-account', email: 'otra@example.com' };
    const { bridge, currentPath, store } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok({ ...session, accounts: [...session.accounts, other] })),
    });
    await screen.findByRole('heading', { level: 1 });
    act(() => bridge.emit('sessionExpired', { accountId: 'other-account', message: 'expired' }));
    expect(currentPath()).toBe('/home_search');
    expect(store.get(sessionAtom).accounts.map((account) => account.id)).toEqual([
      session.activeAccountId,
    ]);
  });

  it('on sessionChanged replaces the session and re-applies the guards', async () => {
    const { bridge, currentPath, store } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(aSession('brand'))),
    });
    await screen.findByRole('heading', { level: 1 });
    act(() => bridge.emit('sessionChanged', signedOutSession()));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(store.get(sessionAtom)).toEqual(signedOutSession());
  });

  it('unsubscribes from the bridge when the app unmounts', async () => {
    const { bridge, unmount } = renderApp('/');
    await screen.findByLabelText('Correo electrónico');
    unmount();
    expect(bridge.listenerCount('sessionChanged')).toBe(0);
    expect(bridge.listenerCount('sessionExpired')).toBe(0);
  });
});
