import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import type { Connectivity, OfflineReason } from '../../../src-shared/domain/connectivity';
import { aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const offline = (reason: OfflineReason = 'server_unreachable'): Connectivity => ({
  online: false,
  checked_at: minutesAgo(0),
  reason,
});
const online = (): Connectivity => ({ online: true, checked_at: minutesAgo(0), reason: null });

function signedInWithSavedData(syncedAt: string | null) {
  const session = aSession('influencer');
  return { ...session, accounts: session.accounts.map((account) => ({ ...account, syncedAt })) };
}

const banner = () => screen.queryByText(/El servidor no responde/)?.closest('[role="status"]');

describe('offline banner', () => {
  it('appears when main says the server is gone, with the age of the saved data', async () => {
    const syncedAt = minutesAgo(5);
    const { bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(syncedAt))),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeFalsy();

    act(() => bridge.emit('connectivityChanged', offline()));
    const shown = (await screen.findByText(/El servidor no responde/)).closest('[role="status"]');
    const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });
    expect(shown).toHaveTextContent(
      `El servidor no responde. Estás viendo los datos guardados el ${date.format(new Date(syncedAt))} (hace 5 minutos).`,
    );
    expect(shown).not.toHaveTextContent('internet');

    act(() => bridge.emit('connectivityChanged', online()));
    await waitFor(() => expect(banner()).toBeFalsy());
  });

  it('shows at start when main already knows the server is gone', async () => {
    renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(null))),
      getConnectivity: vi.fn(async () => ok(offline())),
    });
    expect(
      await screen.findByText(/Todavía no hay datos guardados de esta cuenta en este equipo/),
    ).toBeInTheDocument();
  });

  it('retries on request and leaves once the server answers', async () => {
    const checkConnectivity = vi.fn(async () => ok(online()));
    const { user } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(minutesAgo(90)))),
      getConnectivity: vi.fn(async () => ok(offline())),
      checkConnectivity,
    });
    const status = (await screen.findByText(/hace 1 hora/)).closest('[role="status"]');
    await user.click(within(status as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(checkConnectivity).toHaveBeenCalledOnce();
    await waitFor(() => expect(banner()).toBeFalsy());
  });

  it('says so when a retry finds the server still gone', async () => {
    const { user } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(minutesAgo(1)))),
      getConnectivity: vi.fn(async () => ok(offline())),
      checkConnectivity: vi.fn(async () => ok(offline())),
    });
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('El servidor sigue sin responder')).toBeInTheDocument();
    expect(banner()).toBeTruthy();
  });

  it('keeps a newer event over the slower start-up answer', async () => {
    let answer: (connectivity: Connectivity) => void = () => {};
    const { bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(minutesAgo(1)))),
      getConnectivity: vi.fn(
        () =>
          new Promise<BridgeOutcome<Connectivity>>(
            (resolve) => (answer = (value) => resolve(ok(value))),
          ),
      ),
    });
    await screen.findByRole('heading', { level: 1 });
    act(() => bridge.emit('connectivityChanged', offline()));
    await screen.findByText(/El servidor no responde/);
    await act(async () => answer(online()));
    expect(banner()).toBeTruthy();
  });

  it('blames the internet only when the network is down, and says what still works', async () => {
    const syncedAt = minutesAgo(5);
    const { bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(syncedAt))),
    });
    await screen.findByRole('heading', { level: 1 });

    act(() => bridge.emit('connectivityChanged', offline('network_down')));
    const status = (await screen.findByText(/Sin conexión a internet\./)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(status).toHaveTextContent(/Estás viendo los datos guardados el .* \(hace 5 minutos\)/);
    expect(status).not.toHaveTextContent('El servidor no responde');

    // The internet is back, the server still is not: the banner says so, not the network.
    act(() => bridge.emit('connectivityChanged', offline('server_unreachable')));
    await waitFor(() => expect(status).toHaveTextContent(/^El servidor no responde\./));
    expect(status).not.toHaveTextContent('internet');
    expect(status).toHaveTextContent('(hace 5 minutos)');
    expect(
      screen.getAllByRole('status').filter((node) => node.closest('.offline-banner')),
    ).toHaveLength(1);
  });

  it('reads a connectivity without a reason (an older main) as the server not answering', async () => {
    renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(minutesAgo(1)))),
      getConnectivity: vi.fn(async () => ok({ online: false, checked_at: minutesAgo(0) })),
    });
    expect(await screen.findByText(/El servidor no responde/)).toBeInTheDocument();
    expect(screen.queryByText(/internet/)).not.toBeInTheDocument();
  });

  it('says the internet is still down when a retry finds no network', async () => {
    const { user } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(minutesAgo(1)))),
      getConnectivity: vi.fn(async () => ok(offline('network_down'))),
      checkConnectivity: vi.fn(async () => ok(offline('network_down'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Seguimos sin conexión a internet')).toBeInTheDocument();
  });

  it('stops listening when the app goes away', async () => {
    const { bridge, unmount } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(aSession('brand'))),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(bridge.listenerCount('connectivityChanged')).toBe(1);
    unmount();
    expect(bridge.listenerCount('connectivityChanged')).toBe(0);
  });
});
