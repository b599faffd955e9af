import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteMedia, mediaFile, saveMedia } from './media-store';

describe('mediaFile', () => {
  const root = '/srv/media';

  it('maps stored paths inside the media folder', () => {
    expect(mediaFile(root, 'avatars/abc-123.jpg')).toBe('/srv/media/avatars/abc-123.jpg');
    expect(mediaFile(root, 'logo.png')).toBe('/srv/media/logo.png');
  });

  it('refuses anything that could leave it or that the server never writes', () => {
    for (const stored of [
      '../secret.jpg',
      'avatars/../../secret.jpg',
      '/etc/passwd.jpg',
      'avatars\\..\\x.jpg',
      'avatars/.hidden.jpg',
      'avatars/a.jpg.tmp',
      'avatars/a.txt',
      'avatars//a.jpg',
      'avatars/',
      '',
      'https://example.com/a.jpg',
      'avatars/%2e%2e.jpg',
    ]) {
      expect(mediaFile(root, stored), stored).toBeNull();
    }
  });
});

describe('saveMedia / deleteMedia', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes under a new random name and leaves no temporary file', async () => {
    const first = await saveMedia(root, 'avatars', 'jpg', Buffer.from('uno'));
    const second = await saveMedia(root, 'avatars', 'jpg', Buffer.from('dos'));
    expect(first).toMatch(/^avatars\/[0-9a-f-]{36}\.jpg$/);
    expect(second).not.toBe(first);
    expect(await readFile(join(root, first), 'utf8')).toBe('uno');
    expect((await readdir(join(root, 'avatars'))).sort()).toEqual(
      [first, second].map((path) => path.slice('avatars/'.length)).sort(),
    );
  });

  it('deletes stored files and ignores URLs, missing files and paths outside', async () => {
    const stored = await saveMedia(root, 'avatars', 'jpg', Buffer.from('x'));
    await deleteMedia(root, stored);
    expect(existsSync(join(root, stored))).toBe(false);
    await deleteMedia(root, stored);
    await deleteMedia(root, null);
    await deleteMedia(root, 'https://lh3.googleusercontent.com/a/foto.jpg');
    await deleteMedia(root, '../fuera.jpg');
  });
});
