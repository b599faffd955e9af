import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INCOMING_FOLDER, sweepAbandonedUploads } from './upload-scratch';

describe('sweepAbandonedUploads', () => {
  let mediaDir = '';
  afterEach(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('removes the upload files a crash left hours ago and keeps one arriving now', async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'media-sweep-'));
    const incoming = join(mediaDir, INCOMING_FOLDER);
    await mkdir(incoming);
    await writeFile(join(incoming, 'old.part'), 'half a video');
    await writeFile(join(incoming, 'new.part'), 'arriving');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(incoming, 'old.part'), twoHoursAgo, twoHoursAgo);

    expect(await sweepAbandonedUploads(mediaDir)).toBe(1);
    expect(await readdir(incoming)).toEqual(['new.part']);
  });

  it('does nothing when no upload ever arrived', async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'media-sweep-'));
    expect(await sweepAbandonedUploads(mediaDir)).toBe(0);
  });
});
