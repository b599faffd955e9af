import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_VIDEO_MAX_BYTES,
} from '../../src-shared/domain/briefcase';
import { DraftStaging, stagedFileFor, type StagingPlaces } from './draft-staging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const REASONS = {
  notMedia: 'No es una imagen JPG o PNG ni un video MP4 o MOV.',
  empty: 'El archivo está vacío.',
  imageTooLarge: 'La imagen pesa más de 10 MB.',
  videoTooLarge: 'El video pesa más de 50 MB.',
  notAFile: 'No es un archivo.',
  unreadable: 'No pudimos leer el archivo. Comprueba que siga en su carpeta.',
};

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A folder key as the offline store makes them (32 hex characters of a hash). */
const keyOf = (accountId: string) =>
  createHash('sha256').update(accountId).digest('hex').slice(0, 32);

interface Rig {
  root: string;
  picked: string;
  places: StagingPlaces;
  clock: { now: Date };
  staging: DraftStaging;
  /** The account's staged folder. */
  folder(accountId: string): string;
  /** Writes a file the person picks and answers its path. */
  pick(name: string, bytes: Uint8Array | string): Promise<string>;
}

async function rig(): Promise<Rig> {
  const root = join(await tempDir('draft-staging-'), 'offline');
  const picked = await tempDir('draft-picked-');
  const places: StagingPlaces = {
    folderFor: (accountId) => join(root, keyOf(accountId)),
    previewUrl: (key, token) => `/staged/${key}/${token}`,
  };
  const clock = { now: new Date('2030-03-01T12:00:00Z') };
  return {
    root,
    picked,
    places,
    clock,
    staging: new DraftStaging(places, () => clock.now),
    folder: (accountId) => join(root, keyOf(accountId), 'draft-files'),
    pick: async (name, bytes) => {
      const path = join(picked, name);
      await writeFile(path, bytes);
      return path;
    },
  };
}

const jpeg = (color = '#e67e22') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
const png = (color = '#16a085') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A file that starts with an `ftyp` box of the given major brand, then some bytes. */
function ftyp(brand: 'isom' | 'qt  ', extra = 200): Buffer {
  const box = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftyp', 'ascii'),
    Buffer.from(brand, 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(brand === 'qt  ' ? 'qt  qt  ' : 'isommp41', 'ascii'),
  ]);
  return Buffer.concat([box, Buffer.alloc(extra, 7)]);
}
const mp4 = () => ftyp('isom');
const mov = () => ftyp('qt  ');

/** A sparse file of `size` bytes that starts with `head` (truncate extends without writing). */
async function sparse(r: Rig, name: string, head: Uint8Array, size: number): Promise<string> {
  const path = await r.pick(name, head);
  await truncate(path, size);
  return path;
}

const ACCOUNT = 'embedded#creadora-1';

describe('staging the files picked for a draft', () => {
  it('takes JPEG, PNG, MP4 and MOV by their bytes, whatever their names say', async () => {
    const r = await rig();
    const sources = {
      'foto.jpg': await jpeg(),
      'notas.txt': await png(),
      'clip.bin': mp4(),
      'toma.MOV': mov(),
    };
    const paths = await Promise.all(
      Object.entries(sources).map(([name, bytes]) => r.pick(name, bytes)),
    );

    const answer = await r.staging.stage(ACCOUNT, paths);
    expect(answer.refused).toEqual([]);
    expect(answer.files.map((file) => [file.file_name, file.media_type, file.size_bytes])).toEqual([
      ['foto.jpg', 'image', sources['foto.jpg'].length],
      ['notas.txt', 'image', sources['notas.txt'].length],
      ['clip.bin', 'video', sources['clip.bin'].length],
      ['toma.MOV', 'video', sources['toma.MOV'].length],
    ]);
    const key = keyOf(ACCOUNT);
    for (const file of answer.files) {
      expect(file.token).toMatch(UUID);
      expect(file.preview_url).toBe(`/staged/${key}/${file.token}`);
    }
    expect(new Set(answer.files.map((file) => file.token)).size).toBe(4);

    // Copied under the token with the extension of the bytes, byte for byte.
    const [a, b, c, d] = answer.files.map((file) => file.token);
    expect((await readdir(r.folder(ACCOUNT))).sort()).toEqual(
      [`${a}.jpg`, `${b}.png`, `${c}.mp4`, `${d}.mov`, 'staged.json'].sort(),
    );
    expect(await readFile(join(r.folder(ACCOUNT), `${b}.png`))).toEqual(sources['notas.txt']);
    expect(await readFile(join(r.folder(ACCOUNT), `${d}.mov`))).toEqual(sources['toma.MOV']);
    // The originals are left where they were.
    expect(await readFile(paths[0]!)).toEqual(sources['foto.jpg']);
  });

  it('refuses what is not a draft’s file, each with its reason, and keeps the others', async () => {
    const r = await rig();
    const folderPicked = join(r.picked, 'una-carpeta');
    await mkdir(folderPicked);
    const paths = [
      await r.pick('foto.jpg', 'esto es texto, no una foto'),
      await r.pick('primera.png', await png()),
      await r.pick('vacio.jpg', ''),
      await sparse(r, 'enorme.png', await png(), BRIEFCASE_IMAGE_MAX_BYTES + 1),
      await sparse(r, 'largo.mp4', mp4(), BRIEFCASE_VIDEO_MAX_BYTES + 1),
      folderPicked,
      join(r.picked, 'se-movio.jpg'),
      await r.pick('segunda.jpg', await jpeg()),
    ];

    const answer = await r.staging.stage(ACCOUNT, paths);
    expect(answer.refused).toEqual([
      { file_name: 'foto.jpg', reason: REASONS.notMedia },
      { file_name: 'vacio.jpg', reason: REASONS.empty },
      { file_name: 'enorme.png', reason: REASONS.imageTooLarge },
      { file_name: 'largo.mp4', reason: REASONS.videoTooLarge },
      { file_name: 'una-carpeta', reason: REASONS.notAFile },
      { file_name: 'se-movio.jpg', reason: REASONS.unreadable },
    ]);
    expect(answer.files.map((file) => file.file_name)).toEqual(['primera.png', 'segunda.jpg']);
    // Nothing refused was copied.
    const tokens = answer.files.map((file) => file.token);
    expect((await readdir(r.folder(ACCOUNT))).sort()).toEqual(
      [`${tokens[0]}.png`, `${tokens[1]}.jpg`, 'staged.json'].sort(),
    );
  });

  it('takes files of exactly the largest size allowed', async () => {
    const r = await rig();
    const answer = await r.staging.stage(ACCOUNT, [
      await sparse(r, 'justo.jpg', await jpeg(), BRIEFCASE_IMAGE_MAX_BYTES),
      await sparse(r, 'justo.mp4', mp4(), BRIEFCASE_VIDEO_MAX_BYTES),
    ]);
    expect(answer.refused).toEqual([]);
    expect(answer.files.map((file) => file.size_bytes)).toEqual([
      BRIEFCASE_IMAGE_MAX_BYTES,
      BRIEFCASE_VIDEO_MAX_BYTES,
    ]);
  });

  it('keeps its list across a restart, and each account’s files apart', async () => {
    const r = await rig();
    const first = await r.staging.stage(ACCOUNT, [
      await r.pick('a.jpg', await jpeg()),
      await r.pick('b.png', await png()),
    ]);
    const other = await r.staging.stage('embedded#otra', [await r.pick('c.png', await png())]);

    const restarted = new DraftStaging(r.places, () => r.clock.now);
    const tokens = first.files.map((file) => file.token);
    const files = await restarted.filesFor(ACCOUNT, tokens);
    expect(files?.map((file) => [file.token, file.file_name, file.media_type])).toEqual([
      [tokens[0], 'a.jpg', 'image'],
      [tokens[1], 'b.png', 'image'],
    ]);
    expect(files?.[0]).toMatchObject({
      path: join(r.folder(ACCOUNT), `${tokens[0]}.jpg`),
      extension: 'jpg',
      staged_at: r.clock.now.toISOString(),
      poster: false,
      posterPath: null,
      media_id: null,
    });
    // Another account's token is not this account's file.
    expect(await restarted.filesFor(ACCOUNT, [other.files[0]!.token])).toBeNull();
    expect(await restarted.filesFor('embedded#otra', [other.files[0]!.token])).not.toBeNull();
  });

  it('writes the list once per change even when files are staged at the same time', async () => {
    const r = await rig();
    const batches = await Promise.all(
      [0, 1, 2, 3].map(async (i) =>
        r.staging.stage(ACCOUNT, [
          await r.pick(`lote-${i}-a.png`, await png()),
          await r.pick(`lote-${i}-b.jpg`, await jpeg()),
        ]),
      ),
    );
    const tokens = batches.flatMap((batch) => batch.files.map((file) => file.token));
    expect(tokens).toHaveLength(8);
    const restarted = new DraftStaging(r.places, () => r.clock.now);
    expect(await restarted.filesFor(ACCOUNT, tokens)).toHaveLength(8);
  });

  it('keeps a poster frame only for a staged video', async () => {
    const r = await rig();
    const { files } = await r.staging.stage(ACCOUNT, [
      await r.pick('clip.mp4', mp4()),
      await r.pick('foto.png', await png()),
    ]);
    const [video, image] = files;
    const poster = await jpeg('#222222');

    expect(await r.staging.setPoster(ACCOUNT, image!.token, poster)).toBe(false);
    expect(await r.staging.setPoster(ACCOUNT, randomUUID(), poster)).toBe(false);
    expect(await r.staging.setPoster(ACCOUNT, video!.token, poster)).toBe(true);

    const posterPath = join(r.folder(ACCOUNT), `${video!.token}.poster.jpg`);
    expect(await readFile(posterPath)).toEqual(poster);
    expect(await readdir(r.folder(ACCOUNT))).not.toContain(`${image!.token}.poster.jpg`);
    const [onDisk, imageOnDisk] = (await r.staging.filesFor(ACCOUNT, [
      video!.token,
      image!.token,
    ]))!;
    expect(onDisk).toMatchObject({ poster: true, posterPath });
    expect(imageOnDisk).toMatchObject({ poster: false, posterPath: null });
  });

  it('answers a hand-in’s files in its order, and null when one of them is gone', async () => {
    const r = await rig();
    const { files } = await r.staging.stage(ACCOUNT, [
      await r.pick('uno.png', await png()),
      await r.pick('dos.jpg', await jpeg()),
      await r.pick('tres.png', await png()),
    ]);
    const [one, two, three] = files.map((file) => file.token);
    const ordered = await r.staging.filesFor(ACCOUNT, [three!, one!, two!]);
    expect(ordered?.map((file) => file.file_name)).toEqual(['tres.png', 'uno.png', 'dos.jpg']);
    expect(await r.staging.filesFor(ACCOUNT, [one!, randomUUID()])).toBeNull();
    expect(await r.staging.filesFor('embedded#nadie', [one!])).toBeNull();
  });

  it('names each upload with the extension of its bytes', async () => {
    const r = await rig();
    const { files } = await r.staging.stage(ACCOUNT, [
      await r.pick('notas.txt', await png()),
      await r.pick('foto.jpeg', await jpeg()),
      await r.pick('Toma Final.MOV', mov()),
      await r.pick('clip', mp4()),
      await r.pick('captura.png', await jpeg()),
    ]);
    const onDisk = await r.staging.filesFor(
      ACCOUNT,
      files.map((file) => file.token),
    );
    expect(onDisk?.map((file) => file.uploadName)).toEqual([
      'notas.png',
      'foto.jpg',
      'Toma Final.mov',
      'clip.mp4',
      'captura.jpg',
    ]);
    expect(onDisk?.map((file) => file.path.slice(-4))).toEqual([
      '.png',
      '.jpg',
      '.mov',
      '.mp4',
      '.jpg',
    ]);
  });

  it('remembers what was uploaded, across a restart', async () => {
    const r = await rig();
    const { files } = await r.staging.stage(ACCOUNT, [await r.pick('uno.png', await png())]);
    const token = files[0]!.token;
    const mediaId = randomUUID();
    await r.staging.markUploaded(ACCOUNT, token, mediaId);
    await r.staging.markUploaded(ACCOUNT, randomUUID(), randomUUID());
    const restarted = new DraftStaging(r.places, () => r.clock.now);
    expect((await restarted.filesFor(ACCOUNT, [token]))?.[0]?.media_id).toBe(mediaId);
    await restarted.markUploaded(ACCOUNT, token, null);
    expect((await r.staging.filesFor(ACCOUNT, [token]))?.[0]?.media_id).toBeNull();
  });

  it('discards files with their poster, and ignores tokens it does not hold', async () => {
    const r = await rig();
    const { files } = await r.staging.stage(ACCOUNT, [
      await r.pick('clip.mp4', mp4()),
      await r.pick('foto.png', await png()),
    ]);
    const [video, image] = files.map((file) => file.token);
    await r.staging.setPoster(ACCOUNT, video!, await jpeg());

    await r.staging.discard(ACCOUNT, [video!, randomUUID()]);
    expect((await readdir(r.folder(ACCOUNT))).sort()).toEqual([`${image}.png`, 'staged.json']);
    expect(await r.staging.filesFor(ACCOUNT, [video!])).toBeNull();
    expect(await r.staging.filesFor(ACCOUNT, [image!])).not.toBeNull();
    await r.staging.discard(ACCOUNT, [image!]);
    expect(await readdir(r.folder(ACCOUNT))).toEqual(['staged.json']);
  });
});

describe('sweeping abandoned files', () => {
  it('removes files over a week old that nothing names, and leftovers with no line', async () => {
    const r = await rig();
    const start = r.clock.now;
    const old = await r.staging.stage(ACCOUNT, [
      await r.pick('abandonada.png', await png()),
      await r.pick('en-cola.jpg', await jpeg()),
      await r.pick('video.mp4', mp4()),
    ]);
    const [abandoned, queued, video] = old.files.map((file) => file.token);
    await r.staging.setPoster(ACCOUNT, video!, await jpeg());
    r.clock.now = new Date(start.getTime() + WEEK_MS - 60_000);
    const recent = await r.staging.stage(ACCOUNT, [await r.pick('reciente.png', await png())]);
    const fresh = recent.files[0]!.token;
    // A crash between the copy and the manifest line left these.
    const leftover = randomUUID();
    await writeFile(join(r.folder(ACCOUNT), `${leftover}.jpg`), await jpeg());
    await writeFile(join(r.folder(ACCOUNT), `${leftover}.poster.jpg`), await jpeg());
    await writeFile(join(r.folder(ACCOUNT), 'nota-de-otra-cosa.txt'), 'no es nuestro');

    r.clock.now = new Date(start.getTime() + WEEK_MS + 60_000);
    await r.staging.sweep(ACCOUNT, new Set([queued!]));

    expect((await readdir(r.folder(ACCOUNT))).sort()).toEqual(
      [`${queued}.jpg`, `${fresh}.png`, 'nota-de-otra-cosa.txt', 'staged.json'].sort(),
    );
    const restarted = new DraftStaging(r.places, () => r.clock.now);
    expect(await restarted.filesFor(ACCOUNT, [queued!, fresh])).toHaveLength(2);
    expect(await restarted.filesFor(ACCOUNT, [abandoned!])).toBeNull();
    expect(await restarted.filesFor(ACCOUNT, [video!])).toBeNull();
  });

  it('is harmless for an account that never staged anything', async () => {
    const r = await rig();
    await expect(r.staging.sweep('embedded#sin-archivos', new Set())).resolves.toBeUndefined();
  });
});

describe('the file a preview URL names', () => {
  it('answers a staged file of the account’s folder with its type', async () => {
    const r = await rig();
    const { files } = await r.staging.stage(ACCOUNT, [
      await r.pick('a.jpg', await jpeg()),
      await r.pick('b.png', await png()),
      await r.pick('c.mp4', mp4()),
      await r.pick('d.mov', mov()),
    ]);
    const key = keyOf(ACCOUNT);
    const found = await Promise.all(files.map((file) => stagedFileFor(r.root, key, file.token)));
    expect(found.map((file) => file?.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'video/mp4',
      'video/quicktime',
    ]);
    expect(found[1]?.path).toBe(join(r.folder(ACCOUNT), `${files[1]!.token}.png`));
  });

  it('refuses keys and tokens that are not of the staged shape, and never leaves the folder', async () => {
    const r = await rig();
    const { files } = await r.staging.stage(ACCOUNT, [
      await r.pick('clip.mp4', mp4()),
      await r.pick('foto.png', await png()),
    ]);
    const [video, image] = files.map((file) => file.token);
    await r.staging.setPoster(ACCOUNT, video!, await jpeg());
    const key = keyOf(ACCOUNT);
    // A file beside the offline folder that a crafted path might reach.
    await writeFile(join(r.root, '..', 'secreto.png'), await png());

    const refused: Array<[string, string]> = [
      ['..', image!],
      ['', image!],
      [key.toUpperCase(), image!],
      [key.slice(1), image!],
      [`${key}0`, image!],
      [`../${key}`, image!],
      [key, ''],
      [key, '..'],
      [key, '../../secreto'],
      [key, image!.toUpperCase()],
      [key, `${image}.png`],
      [key, `${image}/`],
      [key, `${video}.poster`],
      [key, randomUUID()],
      [keyOf('embedded#otra'), image!],
    ];
    for (const [folderKey, token] of refused) {
      expect(await stagedFileFor(r.root, folderKey, token), `${folderKey} ${token}`).toBeNull();
    }
    // The video's token answers the video itself, never its poster.
    const videoFile = await stagedFileFor(r.root, key, video!);
    expect(videoFile?.path).toBe(join(r.folder(ACCOUNT), `${video}.mp4`));
    const inside = relative(r.root, videoFile!.path);
    expect(inside.startsWith('..') || inside.startsWith(sep)).toBe(false);
  });
});
