import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  coreApiForTests,
  signUpBrand,
  signUpCreator,
  type OfflineDesktop,
} from '../../tests/support/offline-desktop';
import { ApiPath } from '../../src-shared/api/paths';
import type { SessionState } from '../../src-shared/bridge/contract';
import { AccountSync } from './account-sync';
import { downloadImage } from './image-download';

const coreApi = coreApiForTests();

const lastSession = (desktop: OfflineDesktop) =>
  desktop.events.filter((e) => e.event === 'sessionChanged').at(-1)?.payload as SessionState;

describe('account sync', () => {
  it('copies a creator’s kit data with that account’s token, even when another is active', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop, {
      networks: [
        { network: 'instagram', followers: 25_000 },
        { network: 'tiktok', followers: 120_000 },
      ],
      pieces: [
        { title: 'Mole', kind: 'image' },
        { title: 'Reel sin portada', kind: 'video' },
        { title: 'Pozole', kind: 'image' },
      ],
      withPhoto: true,
    });
    await signUpBrand(desktop);

    const copy = await desktop.sync.sync(creator.accountId);
    expect(copy).toMatchObject({
      account_id: creator.accountId,
      user: { id: creator.user.id, first_name: 'Sofía', role: 'influencer' },
      prices: [{ network: 'instagram', content_type: 'post', price: 350 }],
    });
    expect(copy?.networks?.map((n) => [n.network, n.followers])).toEqual(
      expect.arrayContaining([
        ['instagram', 25_000],
        ['tiktok', 120_000],
      ]),
    );
    const pieces = copy?.briefcase ?? [];
    expect(pieces.map((item) => item.title)).toEqual(['Mole', 'Reel sin portada', 'Pozole']);
    const [mole, reel, pozole] = pieces;
    expect(await desktop.store.thumbnailDataUrl(creator.accountId, mole!.id)).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    expect(await desktop.store.hasThumbnail(creator.accountId, pozole!.id)).toBe(true);
    // A video without a poster has no still to keep.
    expect(await desktop.store.hasThumbnail(creator.accountId, reel!.id)).toBe(false);
    expect(await desktop.store.photoDataUrl(creator.accountId)).toMatch(/^data:image\/jpeg/);
    // The marketplace's first screens too (issue 17), so they open offline.
    for (const shelf of ['proposals', 'castingCalls', 'myApplications', 'interests'] as const) {
      expect(await desktop.store.findRead(creator.accountId, shelf, '{}')).not.toBeNull();
    }

    const state = lastSession(desktop);
    expect(state.activeAccountId).not.toBe(creator.accountId);
    const summary = state.accounts.find((account) => account.id === creator.accountId);
    expect(summary?.syncedAt).toBe(copy?.synced_at);
  });

  it('never puts back a user older than one stored while it was reading (the role just chosen)', async () => {
    const desktop = await coreApi.desktop();
    const state = await desktop.session.signUp({
      email: `sync.race.${Date.now()}@ejemplo.mx`,
      password: 'contraseña-1',
    });
    const accountId = state.activeAccountId!;
    // The sign-up's sync reads the profile (no role yet), then the role is chosen mid-sync.
    const syncing = desktop.sync.sync(accountId);
    await desktop.session.defineRole({ role: 'influencer' });
    await syncing;

    // Once a window heard of the role, no later event takes it back (the renderer would send the
    // new creator back to define-role, then home, skipping the welcome screen).
    const roles = desktop.events
      .filter((e) => e.event === 'sessionChanged')
      .map((e) => (e.payload as SessionState).user?.role ?? null);
    expect(roles.slice(roles.indexOf('influencer'))).not.toContain(null);
    expect((await desktop.session.getSession()).user?.role).toBe('influencer');
  });

  it('copies the profile of a brand account and its brands, and names the account after its brand', async () => {
    const desktop = await coreApi.desktop();
    const brand = await signUpBrand(desktop);
    await desktop.session.withActiveToken((token) =>
      desktop.api.post(ApiPath.brands, { name: 'Café Aurora', industry: 'beverages' }, { token }),
    );
    const copy = await desktop.sync.sync(brand);
    expect(copy).toMatchObject({
      user: { role: 'brand' },
      networks: null,
      prices: null,
      briefcase: null,
      photo_source: null,
    });
    expect((await desktop.session.getSession()).accounts[0]?.displayName).toBe('Café Aurora');
    expect(await desktop.store.findRead(brand, 'brands', '{}')).toMatchObject({
      value: { results: [{ name: 'Café Aurora' }] },
    });
    expect(await desktop.store.findRead(brand, 'company', '{}')).toMatchObject({ value: null });
    for (const shelf of ['shortlist', 'proposals', 'castingCalls'] as const) {
      expect(await desktop.store.findRead(brand, shelf, '{}')).not.toBeNull();
    }
  });

  it('keeps going when one image cannot be had, and downloads each still only once', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop, {
      networks: [],
      pieces: [
        { title: 'Perdida', kind: 'image' },
        { title: 'Tacos', kind: 'image' },
      ],
    });
    const listed = await desktop.briefcase.list();
    const lost = listed.results[0]!;
    // The server lost the file: its address answers 404.
    const stored = new URL(lost.thumbnail_url!).pathname.replace(/^\/media\//, '');
    await rm(join(coreApi.server.mediaDir, decodeURIComponent(stored)));

    const downloads: string[] = [];
    const sync = new AccountSync({
      api: desktop.api,
      session: desktop.session,
      store: desktop.store,
      log: () => undefined,
      download: (url) => {
        downloads.push(url);
        return downloadImage(url);
      },
    });
    const copy = await sync.sync(creator.accountId);
    expect(copy?.briefcase).toHaveLength(2);
    expect(await desktop.store.hasThumbnail(creator.accountId, lost.id)).toBe(false);
    expect(await desktop.store.hasThumbnail(creator.accountId, listed.results[1]!.id)).toBe(true);

    downloads.length = 0;
    await sync.sync(creator.accountId);
    expect(downloads).toEqual([lost.thumbnail_url]);
  });

  it('fails as offline when the core API does not answer; in the background it never throws', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    desktop.goOffline();
    await expect(desktop.sync.sync(creator.accountId)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    const logged: string[] = [];
    const sync = new AccountSync({
      api: desktop.api,
      session: desktop.session,
      store: desktop.store,
      log: (message) => logged.push(message),
    });
    sync.inBackground(creator.accountId);
    // Offline is expected, not worth a log line; another failure (here: an unknown account) is.
    sync.inBackground('embedded#nadie');
    await expect.poll(() => logged).toEqual(['sync of embedded#nadie failed']);
    expect(await desktop.store.read(creator.accountId)).toBeNull();
  });

  it('writes nothing back for an account signed out while its sync ran', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    const running = desktop.sync.sync(creator.accountId);
    await desktop.session.signOutAccount(creator.accountId);
    await running.catch(() => null);
    expect(await desktop.store.read(creator.accountId)).toBeNull();
  });

  it('after switches, syncs only the account the person stays on, once the moment passed', async () => {
    const desktop = await coreApi.desktop();
    const passedBy = await signUpCreator(desktop);
    const stayedOn = await signUpCreator(desktop);
    desktop.sync.afterSwitch(passedBy.accountId, 20);
    desktop.sync.afterSwitch(stayedOn.accountId, 20);
    expect(await desktop.store.read(stayedOn.accountId)).toBeNull();
    // Timers fire in the order they are due: the sync has started by the time this one fires.
    await new Promise((resolve) => setTimeout(resolve, 40));
    await desktop.sync.idle();
    expect(await desktop.store.read(stayedOn.accountId)).toMatchObject({
      account_id: stayedOn.accountId,
    });
    expect(await desktop.store.read(passedBy.accountId)).toBeNull();
  });
});
