import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { picture } from '../../tests/support/offline-desktop';
import type { PriceItem } from '../../src-shared/domain/finder';
import { OfflineStore } from './offline-store';

const ACCOUNT = 'embedded#9b2f6c1e-1111-4c3b-9a55-0a0b0c0d0e0f';
const OTHER = 'https://equipo.ejemplo.mx#9b2f6c1e-2222-4c3b-9a55-0a0b0c0d0e0f';
const price: PriceItem = { id: 'p1', network: 'instagram', content_type: 'post', price: 350 };

async function store(now = () => new Date('2030-05-06T07:08:09.000Z')) {
  return new OfflineStore(await mkdtemp(join(tmpdir(), 'offline-store-')), { now });
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('offline store', () => {
  it('keeps each account in a folder named by a hash, never by the account id', async () => {
    const offline = await store();
    await offline.write(ACCOUNT, { prices: [price] });
    await offline.write(OTHER, { prices: [] });
    const folders = await readdir(offline.root);
    expect(folders).toHaveLength(2);
    for (const folder of folders) expect(folder).toMatch(/^[0-9a-f]{32}$/);
    expect(
      JSON.parse(await readFile(join(offline.folderFor(ACCOUNT), 'snapshot.json'), 'utf8')),
    ).toMatchObject({ account_id: ACCOUNT, prices: [price] });
  });

  it('round-trips parts; later parts keep the others and the age of the last full sync', async () => {
    let clock = new Date('2030-01-01T00:00:00.000Z');
    const offline = await store(() => clock);
    expect(await offline.read(ACCOUNT)).toBeNull();

    await offline.write(ACCOUNT, { prices: [price], networks: [] }, { fullSync: true });
    clock = new Date('2030-01-02T00:00:00.000Z');
    await offline.write(ACCOUNT, { networks: null, briefcase: [] });
    expect(await offline.read(ACCOUNT)).toEqual({
      account_id: ACCOUNT,
      user: null,
      networks: null,
      prices: [price],
      briefcase: [],
      collaborations: null,
      photo_source: null,
      synced_at: '2030-01-01T00:00:00.000Z',
    });

    clock = new Date('2030-01-03T00:00:00.000Z');
    await offline.write(ACCOUNT, {}, { fullSync: true });
    expect((await offline.read(ACCOUNT))?.synced_at).toBe('2030-01-03T00:00:00.000Z');
  });

  it('stores stills and the photo as files and answers them as data: URLs', async () => {
    const offline = await store();
    const jpeg = await picture('#e67e22');
    const png = await picture('#16a085', 'png');
    expect(await offline.saveThumbnail(ACCOUNT, 'item-1', jpeg)).toBe(true);
    expect(await offline.saveThumbnail(ACCOUNT, 'item-2', png)).toBe(true);
    expect(await offline.saveThumbnail(ACCOUNT, 'item-3', new TextEncoder().encode('<svg/>'))).toBe(
      false,
    );
    expect(await readdir(join(offline.folderFor(ACCOUNT), 'thumbs'))).toEqual([
      'item-1.jpg',
      'item-2.png',
    ]);
    expect(await offline.thumbnailDataUrl(ACCOUNT, 'item-1')).toBe(
      `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    );
    expect(await offline.thumbnailDataUrl(ACCOUNT, 'item-2')).toMatch(/^data:image\/png;base64,/);
    expect(await offline.thumbnailDataUrl(ACCOUNT, 'item-3')).toBeNull();

    await offline.pruneThumbnails(ACCOUNT, ['item-2']);
    expect(await offline.hasThumbnail(ACCOUNT, 'item-1')).toBe(false);
    expect(await offline.hasThumbnail(ACCOUNT, 'item-2')).toBe(true);

    expect(await offline.savePhoto(ACCOUNT, png, 'http://127.0.0.1:1/media/a.png')).toBe(true);
    expect((await offline.read(ACCOUNT))?.photo_source).toBe('http://127.0.0.1:1/media/a.png');
    await offline.savePhoto(ACCOUNT, jpeg, 'http://127.0.0.1:1/media/b.jpg');
    expect(await offline.photoDataUrl(ACCOUNT)).toMatch(/^data:image\/jpeg;base64,/);
    await offline.removePhoto(ACCOUNT);
    expect(await offline.photoDataUrl(ACCOUNT)).toBeNull();
  });

  it('forgets an account wholly, and a late write for it does not bring it back', async () => {
    const offline = await store();
    await offline.write(ACCOUNT, { prices: [price] });
    await offline.saveThumbnail(ACCOUNT, 'item-1', await picture('#8e44ad'));
    await offline.remove(ACCOUNT);
    expect(await exists(offline.folderFor(ACCOUNT))).toBe(false);

    expect(await offline.write(ACCOUNT, { prices: [price] })).toBeNull();
    expect(await offline.saveThumbnail(ACCOUNT, 'item-1', await picture('#8e44ad'))).toBe(false);
    expect(await exists(offline.folderFor(ACCOUNT))).toBe(false);

    offline.reopen(ACCOUNT);
    await offline.write(ACCOUNT, { prices: [] });
    expect((await offline.read(ACCOUNT))?.prices).toEqual([]);
  });

  it('survives a crash between write and rename: the old copy reads whole, the sweep tidies', async () => {
    const offline = await store();
    await offline.write(ACCOUNT, { prices: [price] });
    const folder = offline.folderFor(ACCOUNT);
    // What a crash leaves: the next copy half-written under its temporary name.
    await writeFile(join(folder, 'snapshot.json.a1b2c3d4e5f6.tmp'), '{"account_id": "emb');
    await writeFile(join(folder, 'thumbs.0123456789ab.tmp'), 'half');
    expect((await offline.read(ACCOUNT))?.prices).toEqual([price]);

    expect(await offline.sweep()).toBe(2);
    expect(await readdir(folder)).toEqual(['snapshot.json']);
  });

  it('never leaves temporary files behind after many writes at once', async () => {
    const offline = await store();
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        offline.write(ACCOUNT, { prices: [{ ...price, price: n }] }),
      ),
    );
    expect(await readdir(offline.folderFor(ACCOUNT))).toEqual(['snapshot.json']);
    expect((await offline.read(ACCOUNT))?.prices?.[0]?.price).toBe(9);
  });
});
