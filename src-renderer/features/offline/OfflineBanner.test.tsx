import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import type { Connectivity } from '../../../src-shared/domain/media-kit';
import { aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const offline = (): Connectivity => ({ online: false, checked_at: minutesAgo(0) });
const online = (): Connectivity => ({ online: true, checked_at: minutesAgo(0) });

function signedInWithSavedData(syncedAt: string | null) {
  const session = aSession('influencer');
  return { ...session, accounts: session.accounts.map((account) => ({ ...account, syncedAt })) };
}

const banner = () => screen.queryByText(/Sin conexión con el servidor/)?.closest('[role="status"]');

describe('offline banner', () => {
  it('appears when main says the server is gone, with the age of the saved data', async () => {
    const syncedAt = minutesAgo(5);
    const { bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(signedInWithSavedData(syncedAt))),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeFalsy();

    act(() => bridge.emit('connectivityChanged', offline()));
    const shown = await screen.findByText(/Sin conexión con el servidor/);
    const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });
    expect(shown).toHaveTextContent(
      `Estás viendo los datos guardados el ${date.format(new Date(syncedAt))} (hace 5 minutos).`,
    );
    expect(shown.closest('[role="status"]')).toBeInTheDocument();

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
    expect(await screen.findByText('Seguimos sin conexión con el servidor')).toBeInTheDocument();
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
    await screen.findByText(/Sin conexión con el servidor/);
    await act(async () => answer(online()));
    expect(banner()).toBeTruthy();
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
