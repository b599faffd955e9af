import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DraftStaging } from './draft-staging';
import { stagedFileResponse, type StagedFileResponse } from './staged-file-response';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ACCOUNT = 'embedded#creadora-rangos';
const key = createHash('sha256').update(ACCOUNT).digest('hex').slice(0, 32);

let dir: string;
let root: string;
/** A 300 KB "PNG" (its signature, then random bytes): several chunks of a read stream. */
let image: Buffer;
let imageToken: string;
let video: Buffer;
let videoToken: string;
let movToken: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staged-response-'));
  root = join(dir, 'offline');
  const staging = new DraftStaging({
    folderFor: (accountId) =>
      join(root, createHash('sha256').update(accountId).digest('hex').slice(0, 32)),
    previewUrl: (folderKey, token) => `/staged/${folderKey}/${token}`,
  });
  image = Buffer.concat([Buffer.from(PNG_SIGNATURE), randomBytes(300 * 1024)]);
  video = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    randomBytes(5000),
  ]);
  const mov = Buffer.concat([
    Buffer.from([0, 0, 0, 0x14]),
    Buffer.from('ftypqt  ', 'ascii'),
    randomBytes(100),
  ]);
  await writeFile(join(dir, 'imagen.png'), image);
  await writeFile(join(dir, 'clip.mp4'), video);
  await writeFile(join(dir, 'toma.mov'), mov);
  const { files, refused } = await staging.stage(ACCOUNT, [
    join(dir, 'imagen.png'),
    join(dir, 'clip.mp4'),
    join(dir, 'toma.mov'),
  ]);
  expect(refused).toEqual([]);
  [imageToken, videoToken, movToken] = files.map((file) => file.token) as [string, string, string];
  await staging.setPoster(ACCOUNT, videoToken, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  await writeFile(join(dir, 'secreto.png'), image);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function bodyOf(answer: StagedFileResponse): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const pathOf = (token: string) => `/staged/${key}/${token}`;

describe('serving a staged file to the page', () => {
  it('answers the whole file with its length and type, never cached', async () => {
    const answer = await stagedFileResponse(root, pathOf(imageToken), undefined);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'image/png',
      'Content-Length': String(image.length),
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    expect((await bodyOf(answer)).equals(image)).toBe(true);
  });

  it('answers videos with their own types', async () => {
    const mp4 = await stagedFileResponse(root, pathOf(videoToken), undefined);
    expect(mp4.headers['Content-Type']).toBe('video/mp4');
    expect((await bodyOf(mp4)).equals(video)).toBe(true);
    const mov = await stagedFileResponse(root, pathOf(movToken), undefined);
    expect(mov.headers['Content-Type']).toBe('video/quicktime');
    await bodyOf(mov);
  });

  it('honours one byte range: the first bytes, from an offset, the last bytes', async () => {
    const first = await stagedFileResponse(root, pathOf(videoToken), 'bytes=0-9');
    expect(first.status).toBe(206);
    expect(first.headers).toMatchObject({
      'Content-Type': 'video/mp4',
      'Content-Range': `bytes 0-9/${video.length}`,
      'Content-Length': '10',
      'Accept-Ranges': 'bytes',
    });
    expect((await bodyOf(first)).equals(video.subarray(0, 10))).toBe(true);

    const rest = await stagedFileResponse(root, pathOf(videoToken), 'bytes=10-');
    expect(rest.status).toBe(206);
    expect(rest.headers).toMatchObject({
      'Content-Range': `bytes 10-${video.length - 1}/${video.length}`,
      'Content-Length': String(video.length - 10),
    });
    expect((await bodyOf(rest)).equals(video.subarray(10))).toBe(true);

    const last = await stagedFileResponse(root, pathOf(videoToken), 'bytes=-5');
    expect(last.status).toBe(206);
    expect(last.headers).toMatchObject({
      'Content-Range': `bytes ${video.length - 5}-${video.length - 1}/${video.length}`,
      'Content-Length': '5',
    });
    expect((await bodyOf(last)).equals(video.subarray(-5))).toBe(true);
  });

  it('streams a range from the middle of a larger file exactly', async () => {
    const answer = await stagedFileResponse(root, pathOf(imageToken), 'bytes=70000-250000');
    expect(answer.status).toBe(206);
    expect(answer.headers['Content-Length']).toBe('180001');
    expect((await bodyOf(answer)).equals(image.subarray(70000, 250001))).toBe(true);
    // An end past the file is cut at its last byte.
    const past = await stagedFileResponse(
      root,
      pathOf(videoToken),
      `bytes=100-${video.length * 2}`,
    );
    expect(past.headers['Content-Range']).toBe(`bytes 100-${video.length - 1}/${video.length}`);
    expect((await bodyOf(past)).equals(video.subarray(100))).toBe(true);
  });

  it('answers 416 for a range past the end, without a body', async () => {
    for (const range of [
      `bytes=${video.length}-`,
      `bytes=${video.length + 10}-${video.length + 20}`,
      'bytes=-0',
    ]) {
      const answer = await stagedFileResponse(root, pathOf(videoToken), range);
      expect(answer, range).toMatchObject({
        status: 416,
        body: null,
        headers: { 'Content-Range': `bytes */${video.length}` },
      });
    }
  });

  it('sends the whole file for a range it does not take (several ranges, other units)', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=-', 'nonsense']) {
      const answer = await stagedFileResponse(root, pathOf(videoToken), range);
      expect(answer.status, range).toBe(200);
      expect((await bodyOf(answer)).equals(video), range).toBe(true);
    }
  });

  it('answers 404 for anything but a staged file’s own path', async () => {
    const paths = [
      '/staged/../secreto.png',
      '/staged/../../secreto.png',
      `/staged/${key}/../${imageToken}`,
      `/staged/${key}/${imageToken}/extra`,
      `/staged/${key}/${imageToken}/`,
      `/staged/${key}//${imageToken}`,
      `/staged/${key}/${imageToken}.png`,
      `/staged/${key}/${videoToken}.poster.jpg`,
      `/staged/${key}/${videoToken}.poster`,
      `/staged/${key}/${imageToken.toUpperCase()}`,
      `/staged/${key.toUpperCase()}/${imageToken}`,
      `/staged/%2e%2e/${imageToken}`,
      `/staged/${key}/%2e%2e%2fsecreto.png`,
      `/staged/${key}/${randomUUID()}`,
      `/staged/${'0'.repeat(32)}/${imageToken}`,
      `/staged/${key}`,
      `/staged/${key}/`,
      '/staged/',
      `/stagedx/${key}/${imageToken}`,
      `/otra/${key}/${imageToken}`,
      `staged/${key}/${imageToken}`,
      `//staged/${key}/${imageToken}`,
    ];
    for (const path of paths) {
      const answer = await stagedFileResponse(root, path, 'bytes=0-9');
      expect(answer, path).toEqual({ status: 404, headers: {}, body: null });
    }
  });
});
