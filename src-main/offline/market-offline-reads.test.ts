import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { offlineSavedAt } from '../../src-shared/domain/offline-copy';
import type { AccountSync } from './account-sync';
import { marketReads, type AccountRead } from './market-sync';
import { OfflineReads, withOfflineReads } from './offline-reads';
import { createDispatcher, type BridgeHandlers } from '../ipc/dispatcher';
import { OfflineStore } from './offline-store';
import { readKey } from './recent-reads';
import type { SessionService } from '../session/session-service';

const APP = 'app://renderer/index.html';
const BRAND = 'embedded#brand';
const DAY_MS = 24 * 60 * 60_000;
const CREATOR = 'embedded#creator';

const unreachable = () =>
  Promise.reject(
    new BridgeError({ status: 0, code: ErrorCode.network, message: 'No hubo respuesta.' }),
  );

const proposal = (id: string, price: number) => ({
  id,
  price,
  status: 'countered',
  rounds: [
    { id: `${id}-r1`, author: 'brand', action: 'sent', price: 300 },
    { id: `${id}-r2`, author: 'creator', action: 'countered', price },
  ],
});

async function desktop() {
  let clock = new Date('2030-03-01T12:00:00.000Z');
  const active = { id: BRAND as string | null };
  const store = new OfflineStore(await mkdtemp(join(tmpdir(), 'market-reads-')), {
    now: () => clock,
  });
  const session = {
    activeAccountId: async () => active.id,
    // The accounts signed in on this desktop.
    findAccount: async (id: string) =>
      ([BRAND, CREATOR] as string[]).includes(id) ? { id } : null,
  } as unknown as SessionService;
  const reads = new OfflineReads({
    session,
    store,
    sync: {} as AccountSync,
    log: () => undefined,
  });
  return {
    store,
    reads,
    switchTo: (id: string) => {
      active.id = id;
    },
    later: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

describe('marketplace reads with an offline answer', () => {
  it('answers the last live answer offline, marked with when it was saved', async () => {
    const { reads, later } = await desktop();
    const page = { results: [proposal('p1', 450)], count: 1, page: 1, size_page: 20 };
    expect(await reads.recent('proposals', {}, async () => page)).toEqual(page);
    later(5 * 60_000);

    const offline = await reads.recent('proposals', { page: 1 }, unreachable);
    expect(offline).toMatchObject(page);
    expect(offlineSavedAt(offline)).toBe('2030-03-01T12:00:00.000Z');
    // Each proposal of the list opens offline with every round.
    const opened = await reads.recent('proposal', { id: 'p1' }, () =>
      unreachable().then(() => proposal('x', 0)),
    );
    expect(opened.rounds.map((round) => round.action)).toEqual(['sent', 'countered']);
    expect(offlineSavedAt(opened)).toBe('2030-03-01T12:00:00.000Z');
  });

  it('says there is no saved data for a read never answered, and passes refusals through', async () => {
    const { reads } = await desktop();
    await reads.recent('finder', { networks: ['tiktok'] }, async () => ({ results: [] }));
    await expect(
      reads.recent('finder', { networks: ['youtube'] }, unreachable),
    ).rejects.toMatchObject({ status: 0, code: ErrorCode.offlineNoData });
    const forbidden = new BridgeError({ status: 403, code: 'forbidden', message: 'No.' });
    await expect(
      reads.recent('finder', { networks: ['tiktok'] }, () => Promise.reject(forbidden)),
    ).rejects.toBe(forbidden);
  });

  it('answers only the active account’s copy', async () => {
    const { reads, switchTo } = await desktop();
    await reads.recent('brands', {}, async () => ({ results: [{ id: 'b1', name: 'Café Azul' }] }));
    switchTo(CREATOR);
    await expect(reads.recent('brands', {}, unreachable)).rejects.toMatchObject({
      code: ErrorCode.offlineNoData,
    });
    switchTo(BRAND);
    expect(await reads.recent('brands', {}, unreachable)).toMatchObject({
      results: [{ name: 'Café Azul' }],
    });
  });

  it('keeps nothing when the account changed while the read ran', async () => {
    const { reads, switchTo } = await desktop();
    await reads.recent('creator', { id: 'c1' }, async () => {
      switchTo(CREATOR);
      return { id: 'c1', first_name: 'Ana' };
    });
    switchTo(BRAND);
    await expect(reads.recent('creator', { id: 'c1' }, unreachable)).rejects.toMatchObject({
      code: ErrorCode.offlineNoData,
    });
  });

  it('an action’s answer replaces the copy’s entry, so offline shows what was last done', async () => {
    const { reads } = await desktop();
    await reads.recent('proposal', { id: 'p1' }, async () => proposal('p1', 450));
    await reads.changed('proposal', async () => proposal('p1', 500));
    expect(await reads.recent('proposal', { id: 'p1' }, unreachable)).toMatchObject({ price: 500 });
    // A brand without a company yet: that too is an answer to show offline.
    await reads.recent('company', undefined, async () => null);
    expect(await reads.recent('company', undefined, unreachable)).toBeNull();
    await reads.changed(
      'company',
      async () => ({ id: 'co', name: 'Grupo Azul' }),
      () => ({}),
    );
    expect(await reads.recent('company', undefined, unreachable)).toMatchObject({
      name: 'Grupo Azul',
    });
  });
});

describe('the bridge handlers with offline answers', () => {
  it('answers a creator page and the finder’s last results from the copy once unreachable', async () => {
    const { reads, later } = await desktop();
    let reachable = true;
    const live = <T>(value: T) => (reachable ? Promise.resolve(value) : unreachable());
    const handlers = withOfflineReads(
      {
        getCreator: ({ id }: { id: string }) => live({ id, first_name: 'Lucía' }),
        searchCreators: (query: unknown) => live({ results: [{ id: 'c1' }], count: 1, query }),
      } as unknown as BridgeHandlers,
      reads,
    );
    const query = { network: 'tiktok' as const, page: 1, size_page: 20 };
    await handlers.getCreator({ id: 'c1' });
    await handlers.searchCreators(query);
    later(DAY_MS);
    reachable = false;

    const creator = await handlers.getCreator({ id: 'c1' });
    expect(creator).toMatchObject({ first_name: 'Lucía' });
    expect(offlineSavedAt(creator)).toBe('2030-03-01T12:00:00.000Z');
    expect(await handlers.searchCreators(query)).toMatchObject({ results: [{ id: 'c1' }] });
    await expect(handlers.searchCreators({ ...query, page: 2 })).rejects.toMatchObject({
      code: ErrorCode.offlineNoData,
    });
  });
});

describe('the background sync of the marketplace', () => {
  const answers: Record<string, unknown> = {
    '/api/v3/proposals/': { results: [proposal('p9', 800)], count: 1, page: 1, size_page: 20 },
    '/api/v3/casting-calls/': { results: [{ id: 'k1', title: 'Verano' }], count: 1 },
    '/api/v3/casting-calls/applications/mine/': { results: [], count: 0 },
  };
  const read: AccountRead = async <T>(path: string, query?: Record<string, number | string>) => {
    if (query?.status) return { results: [], count: 0, page: 1, size_page: 20 } as T;
    if (path in answers) return answers[path] as T;
    return unreachable() as Promise<T>;
  };

  it('copies a creator’s proposals, open calls and applications, skipping a read that failed', async () => {
    const kept = await marketReads('influencer', read);
    expect(kept.map((entry) => `${entry.shelf} ${entry.key}`).sort()).toEqual([
      `castingCall ${readKey({ id: 'k1' })}`,
      'castingCalls {}',
      'myApplications {}',
      `proposal ${readKey({ id: 'p9' })}`,
      `proposals ${readKey({ status: 'countered' })}`,
      `proposals ${readKey({ status: 'sent' })}`,
      'proposals {}',
    ]);
  });

  it('copies a brand’s company and brands as the sync read them', async () => {
    const brands = { results: [], count: 0, page: 1, size_page: 100 };
    const kept = await marketReads('brand', read, null, brands);
    expect(kept).toContainEqual({ shelf: 'company', key: '{}', value: null });
    expect(kept).toContainEqual({ shelf: 'brands', key: '{}', value: brands });
    // The shortlist's read failed here: skipped, the rest kept.
    expect(kept.map((entry) => entry.shelf)).not.toContain('shortlist');
    expect(await marketReads(null, read)).toEqual([]);
  });
});

describe('the saved copy read on its own (issue 34: a home switched to paints at once)', () => {
  it('answers what the copy keeps for that read and account, never calling the server', async () => {
    const { reads, store, switchTo } = await desktop();
    switchTo(CREATOR);
    const sent = { results: [proposal('p1', 450)], count: 1, page: 1, size_page: 20 };
    await reads.recent('proposals', { status: 'sent' }, async () => sent);
    await store.write(CREATOR, { prices: [] });

    const copied = await reads.copyOnly({ read: 'listProposals', args: { status: 'sent' } });
    expect(copied).toMatchObject({ found: true, value: { results: sent.results } });
    expect(offlineSavedAt(copied.found ? copied.value : null)).not.toBeNull();
    expect(await reads.copyOnly({ read: 'listPrices' })).toEqual({
      found: true,
      value: { results: [] },
    });
    // Another filter, a read the copy has no list for, or another account: nothing saved.
    expect(await reads.copyOnly({ read: 'listProposals', args: { status: 'countered' } })).toEqual({
      found: false,
    });
    expect(await reads.copyOnly({ read: 'listNetworks' })).toEqual({ found: false });
    switchTo(BRAND);
    expect(await reads.copyOnly({ read: 'listPrices' })).toEqual({ found: false });
    switchTo(null as unknown as string);
    expect(await reads.copyOnly({ read: 'listPrices' })).toEqual({ found: false });
  });

  it('answers another account of this desktop when named, as a switch to it starts', async () => {
    const { reads, store, switchTo } = await desktop();
    await store.write(CREATOR, { prices: [] });
    switchTo(BRAND);

    expect(await reads.copyOnly({ read: 'listPrices', accountId: CREATOR })).toEqual({
      found: true,
      value: { results: [] },
    });
    expect(await reads.copyOnly({ read: 'listPrices' })).toEqual({ found: false });
    // An account that is not signed in here gets nothing, whatever its folder holds.
    await store.write('http://127.0.0.1:1#nobody', { prices: [] });
    expect(
      await reads.copyOnly({ read: 'listPrices', accountId: 'http://127.0.0.1:1#nobody' }),
    ).toEqual({ found: false });
  });

  it('is a bridge method whose arguments main checks', async () => {
    const { reads } = await desktop();
    const dispatch = createDispatcher({
      handlers: withOfflineReads({} as BridgeHandlers, reads),
      isTrustedSender: (url) => url === APP,
    });
    expect(await dispatch('readSavedCopy', { read: 'listBriefcase' }, APP)).toEqual({
      ok: true,
      value: { found: false },
    });
    // Only the reads a screen paints from, with that read's own arguments.
    for (const bad of [
      { read: 'getProfile' },
      { read: 'listProposals', args: { status: 'nope' } },
      { read: 'listNetworks', args: {} },
      { read: 'listNetworks', accountId: '' },
      { read: 'listNetworks', accountId: 42 },
      null,
    ]) {
      expect(await dispatch('readSavedCopy', bad, APP)).toMatchObject({ ok: false });
    }
  });
});
