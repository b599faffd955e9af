import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { Connectivity } from '../../../src-shared/domain/connectivity';
import { markSavedAt } from '../../../src-shared/domain/offline-copy';
import type { Role } from '../../../src-shared/domain/user';
import { aListPage, aSession, fail, ok } from '../../test/builders';
import { aCreatorCard, aCreatorDetail, creatorId } from '../../test/finder-builders';
import {
  aCastingCall,
  anApplication,
  aProposal,
  aRound,
  ids,
  someTerms,
} from '../../test/marketplace-builders';
import { renderApp } from '../../test/render-app';
import { UI_WAIT_MS } from '../../test/ui-wait';

const BOOT = { timeout: UI_WAIT_MS };
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const offline: Connectivity = {
  online: false,
  checked_at: new Date().toISOString(),
  reason: 'server_unreachable',
};
const online = (): Connectivity => ({
  online: true,
  checked_at: new Date().toISOString(),
  reason: null,
});
const noSavedData = fail('offline_no_data', { status: 0, message: 'No hay datos guardados.' });

/** Signed in as `role`, the account's last full sync five minutes ago, the server away. */
function renderOffline(role: Role, path: string, bridge: Partial<BridgeApi>) {
  const session = aSession(role);
  const synced = {
    ...session,
    accounts: session.accounts.map((account) => ({ ...account, syncedAt: ago(5 * MINUTE) })),
  };
  return renderApp(path, {
    getSession: vi.fn(async () => ok(synced)),
    getConnectivity: vi.fn(async () => ok(offline)),
    ...bridge,
  });
}

describe('marketplace pages offline, from the account’s copy', () => {
  it('shows a proposal with every round and the age of its saved copy', async () => {
    const proposal = aProposal({
      status: 'countered',
      turn: 'creator',
      ...someTerms({ price: 1800 }),
      rounds: [
        aRound({ id: 'r1', author: 'brand', action: 'sent', price: 1200 }),
        aRound({ id: 'r2', author: 'creator', action: 'countered', price: 1800 }),
      ],
    });
    renderOffline('influencer', `/view_proposal/${ids.proposal}`, {
      getProposal: vi.fn(async () => ok(markSavedAt(proposal, ago(3 * DAY)))),
    });
    const rounds = await screen.findByRole('list', { name: 'Rondas de la negociación' }, BOOT);
    expect(rounds.children).toHaveLength(2);
    // The proposal's own age, not the account's last sync (five minutes ago).
    expect(await screen.findByText('Datos guardados hace 3 días')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the proposals list with the age of the saved page', async () => {
    renderOffline('influencer', '/proposals', {
      listProposals: vi.fn(async () => ok(markSavedAt(aListPage([aProposal()]), ago(2 * HOUR)))),
    });
    expect(await screen.findByText('Datos guardados hace 2 h', undefined, BOOT)).toBeVisible();
    expect(screen.queryByText('Sin datos guardados de esta sección')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a creator page opened before, with when it was saved', async () => {
    const creator = aCreatorDetail({ first_name: 'Lucía', last_name: 'Pérez' });
    renderOffline('brand', `/creators/${creator.id}`, {
      getCreator: vi.fn(async () => ok(markSavedAt(creator, ago(2 * DAY)))),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Lucía Pérez/ }, BOOT),
    ).toBeVisible();
    expect(screen.getByText('Datos guardados hace 2 días')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a brand’s casting call offline', () => {
  it('shows the call and its applicants, each part with its own age', async () => {
    renderOffline('brand', `/view_casting_call/${ids.call}`, {
      getCastingCall: vi.fn(async () =>
        ok(markSavedAt(aCastingCall({ applications_count: 1 }), ago(6 * HOUR))),
      ),
      listApplications: vi.fn(async () =>
        ok(markSavedAt(aListPage([anApplication()]), ago(1 * DAY))),
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de cold brew' }, BOOT),
    ).toBeVisible();
    expect(screen.getByText('Datos guardados hace 6 h')).toBeVisible();
    const applicants = await screen.findByRole('region', { name: 'Postulaciones' });
    expect(await within(applicants).findByText('Datos guardados hace 1 día')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the finder offline', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the virtual list needs a viewport height to show rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('finder-results') ? 600 : 0;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the last results of the search with their age, and reads live once back', async () => {
    const saved = markSavedAt(
      aListPage([aCreatorCard({ id: creatorId(7), first_name: 'Marta', last_name: 'Ríos' })]),
      ago(40 * MINUTE),
    );
    const searchCreators = vi
      .fn()
      .mockResolvedValueOnce(ok(saved))
      .mockResolvedValue(ok(aListPage([aCreatorCard({ first_name: 'Nueva', last_name: 'Viva' })])));
    const { bridge } = renderOffline('brand', '/home_search', { searchCreators });
    const results = await screen.findByRole('list', { name: 'Creadores encontrados' }, BOOT);
    expect(await within(results).findByText(/Marta Ríos/)).toBeVisible();
    expect(screen.getByText('Datos guardados hace 40 min')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => bridge.emit('connectivityChanged', online()));
    expect(await within(results).findByText(/Nueva Viva/)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Datos guardados hace/)).toBeNull());
  });

  it('says quietly that a search never made here has no saved data, with no error card', async () => {
    renderOffline('brand', '/home_search', {
      searchCreators: vi.fn(async () => noSavedData),
    });
    expect(
      await screen.findByText('Sin datos guardados de esta sección', undefined, BOOT),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
