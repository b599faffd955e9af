import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_MAX_ITEMS,
  BRIEFCASE_VIDEO_MAX_BYTES,
  type BriefcaseItem,
} from '../../src-shared/domain/briefcase';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MEDIA_URL = (extension: string) =>
  new RegExp(`^http://127\\.0\\.0\\.1:\\d+/media/briefcase/[0-9a-f-]{36}\\.${extension}$`);

/** A box of an ISO BMFF file: 32-bit size, 4-character type, payload. */
function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/**
 * The start of an MP4 (or, with brand `qt  `, a QuickTime) file: an `ftyp` box with its major
 * brand, minor version and compatible brands, then `padding` bytes in a `free` box.
 */
function videoBytes(brand: 'isom' | 'qt  ' = 'isom', padding = 2048): Buffer {
  const minor = Buffer.alloc(4);
  minor.writeUInt32BE(0x200, 0);
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from(brand, 'latin1'), minor, Buffer.from(`${brand}mp41`, 'latin1')]),
  );
  return Buffer.concat([ftyp, box('free', randomBytes(padding))]);
}

function pngImage(width = 3000, height = 1000): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Datos privados', Artist: 'Ana' } })
    .toBuffer();
}

interface Part {
  bytes: Uint8Array;
  name: string;
  type?: string;
  field?: string;
}

function uploadForm(
  file: Part,
  extra: { poster?: Part; title?: string; profile_url?: string } = {},
) {
  const data = new FormData();
  const append = (part: Part, field: string) =>
    data.append(
      part.field ?? field,
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }),
      part.name,
    );
  append(file, 'file_for_profile');
  if (extra.poster) append(extra.poster, 'poster');
  if (extra.title !== undefined) data.append('title', extra.title);
  if (extra.profile_url !== undefined) data.append('profile_url', extra.profile_url);
  return data;
}

describeEngines(
  'Briefcase (POST, GET /api/v1/briefcase/, DELETE /api/v1/briefcase/{id})',
  (engine) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    function add(token: string | undefined, form: FormData): Promise<Answer<BriefcaseItem>> {
      return server.request<BriefcaseItem>('POST', ApiPath.briefcase, { token, form });
    }
    function list(token: string | undefined, query = ''): Promise<Answer<ListPage<BriefcaseItem>>> {
      return server.request<ListPage<BriefcaseItem>>('GET', `${ApiPath.briefcase}${query}`, {
        token,
      });
    }
    function remove(token: string | undefined, id: string, slash = false) {
      const path = `${ApiPath.briefcaseItem(id)}${slash ? '/' : ''}`;
      return server.request<{ removed: true }>('DELETE', path, { token });
    }
    function fileOf(url: string): string {
      return join(server.server.mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));
    }
    async function tinyPng(): Promise<Part> {
      return { bytes: await pngImage(8, 8), name: 'pieza.png', type: 'image/png' };
    }
    /** What a refused upload must leave behind: no row, no file. */
    async function expectNothingStored(userId: string): Promise<void> {
      const rows = await server.server.db
        .selectFrom('briefcase_items')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toEqual([]);
      const folder = join(server.server.mediaDir, 'briefcase');
      const files = existsSync(folder) ? await readdir(folder) : [];
      const known = await server.server.db
        .selectFrom('briefcase_items')
        .select(['file_path', 'thumbnail_path'])
        .execute();
      const owned = new Set(known.flatMap((row) => [row.file_path, row.thumbnail_path]));
      expect(files.filter((name) => !owned.has(`briefcase/${name}`))).toEqual([]);
    }

    it('keeps an image re-encoded within 2048 px, without metadata, with a 480 px thumbnail', async () => {
      const { token } = await registerWithRole(server);
      const answer = await add(
        token,
        uploadForm(
          { bytes: await pngImage(), name: 'campaña.png', type: 'image/png' },
          { title: '  Campaña de verano  ', profile_url: 'https://www.instagram.com/p/abc123/' },
        ),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const item = answer.body.response;
      expect(item).toEqual({
        id: expect.any(String),
        media_type: 'image',
        image_url: expect.stringMatching(MEDIA_URL('png')),
        thumbnail_url: expect.stringMatching(MEDIA_URL('png')),
        profile_url: 'https://www.instagram.com/p/abc123/',
        title: 'Campaña de verano',
        position: 1,
        size_bytes: expect.any(Number),
        created_at: expect.any(String),
      });

      const full = await fetch(item.image_url);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('image/png');
      const fullBytes = Buffer.from(await full.arrayBuffer());
      expect(fullBytes.length).toBe(item.size_bytes);
      expect(await sharp(fullBytes).metadata()).toMatchObject({ width: 2048, height: 683 });
      const thumbnail = Buffer.from(await (await fetch(item.thumbnail_url ?? '')).arrayBuffer());
      expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 480, height: 160 });

      const jpeg = await add(
        token,
        uploadForm({ bytes: await jpegWithExif(), name: 'retrato.jpg', type: 'image/jpeg' }),
      );
      expect(jpeg.status).toBe(201);
      expect(jpeg.body.response.image_url).toMatch(MEDIA_URL('jpg'));
      const served = Buffer.from(await (await fetch(jpeg.body.response.image_url)).arrayBuffer());
      const metadata = await sharp(served).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
      expect(metadata.exif).toBeUndefined();
      expect(served.includes(Buffer.from('Datos privados'))).toBe(false);
      expect(jpeg.body.response).toMatchObject({ title: '', profile_url: '', position: 2 });
    });

    it('keeps an mp4 or mov as sent, with its poster as thumbnail, served with byte ranges', async () => {
      const { token } = await registerWithRole(server);
      const mp4 = videoBytes('isom', 4096);
      const poster: Part = {
        bytes: await pngImage(1280, 720),
        name: 'poster.png',
        type: 'image/png',
      };
      const answer = await add(
        token,
        uploadForm({ bytes: mp4, name: 'Reel.MP4', type: 'video/mp4' }, { poster, title: 'Reel' }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const item = answer.body.response;
      expect(item).toMatchObject({
        media_type: 'video',
        image_url: expect.stringMatching(MEDIA_URL('mp4')),
        thumbnail_url: expect.stringMatching(MEDIA_URL('png')),
        size_bytes: mp4.length,
        title: 'Reel',
      });
      const thumbnail = Buffer.from(await (await fetch(item.thumbnail_url ?? '')).arrayBuffer());
      expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 480, height: 270 });

      const whole = await fetch(item.image_url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);

      const part = await fetch(item.image_url, { headers: { range: 'bytes=4-11' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 4-11/${mp4.length}`);
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
      const tail = await fetch(item.image_url, { headers: { range: 'bytes=-10' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(-10))).toBe(true);
      const past = await fetch(item.image_url, { headers: { range: `bytes=${mp4.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${mp4.length}`);

      const mov = await add(token, uploadForm({ bytes: videoBytes('qt  '), name: 'clip.mov' }));
      expect(mov.status).toBe(201);
      expect(mov.body.response).toMatchObject({
        media_type: 'video',
        image_url: expect.stringMatching(MEDIA_URL('mov')),
        thumbnail_url: null,
      });
      expect((await fetch(mov.body.response.image_url)).headers.get('content-type')).toBe(
        'video/quicktime',
      );
    });

    it('refuses files whose bytes are not what the name says, and empty ones, with a 415', async () => {
      const { token, user } = await registerWithRole(server);
      const text = Buffer.from('Esto no es una imagen, es texto.\n'.repeat(20));
      const cases: [Part, string][] = [
        [
          { bytes: text, name: 'foto.jpg', type: 'image/jpeg' },
          'Sube una imagen JPG o PNG, o un video MP4 o MOV.',
        ],
        [
          { bytes: text, name: 'video.mp4', type: 'video/mp4' },
          'El archivo no es un video MP4 o MOV válido.',
        ],
        // A real video named as an image, and a real image named as a video.
        [
          { bytes: videoBytes(), name: 'foto.png' },
          'Sube una imagen JPG o PNG, o un video MP4 o MOV.',
        ],
        [
          { bytes: await pngImage(8, 8), name: 'clip.mov' },
          'El archivo no es un video MP4 o MOV válido.',
        ],
        [
          { bytes: new Uint8Array(0), name: 'vacia.jpg', type: 'image/jpeg' },
          'El archivo está vacío.',
        ],
        [
          { bytes: new Uint8Array(0), name: 'vacio.mp4', type: 'video/mp4' },
          'El archivo está vacío.',
        ],
        [
          { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), name: 'rota.jpg' },
          'No pudimos leer esa imagen. Prueba con otro archivo.',
        ],
      ];
      for (const [file, message] of cases) {
        const answer = await add(token, uploadForm(file));
        expect(answer.status, file.name).toBe(415);
        expect(answer.body).toEqual({ code: 'unsupported_media_type', message });
      }
      const badPoster = await add(
        token,
        uploadForm(
          { bytes: videoBytes(), name: 'clip.mp4' },
          { poster: { bytes: text, name: 'p.jpg' } },
        ),
      );
      expect(badPoster.status).toBe(415);
      expect(badPoster.body.message).toBe('La portada del video debe ser una imagen JPG o PNG.');
      await expectNothingStored(user.id);
    });

    it('answers 413 for an image over 10 MB and a video over 50 MB, storing nothing', async () => {
      const { token, user } = await registerWithRole(server);
      const png = await pngImage(8, 8);
      const bigImage = Buffer.concat([
        png,
        randomBytes(BRIEFCASE_IMAGE_MAX_BYTES + 1 - png.length),
      ]);
      const image = await add(token, uploadForm({ bytes: bigImage, name: 'enorme.png' }));
      expect(image.status).toBe(413);
      expect(image.body).toEqual({
        code: 'payload_too_large',
        message: 'La imagen no puede pesar más de 10 MB.',
      });

      // Between the two limits: a fine size for a video, too much for an image.
      const mid = videoBytes('isom', BRIEFCASE_IMAGE_MAX_BYTES + 1024);
      expect((await add(token, uploadForm({ bytes: mid, name: 'clip.jpg' }))).status).toBe(413);

      const bigVideo = videoBytes('isom', BRIEFCASE_VIDEO_MAX_BYTES);
      const video = await add(token, uploadForm({ bytes: bigVideo, name: 'largo.mp4' }));
      expect(video.status).toBe(413);
      expect(video.body).toEqual({
        code: 'payload_too_large',
        message: 'El video no puede pesar más de 50 MB.',
      });
      await expectNothingStored(user.id);

      // The server is still fine afterwards.
      expect((await add(token, uploadForm(await tinyPng()))).status).toBe(201);
    });

    it('checks the text fields and the parts', async () => {
      const { token, user } = await registerWithRole(server);
      const png = await tinyPng();
      const long = await add(token, uploadForm(png, { title: 'x'.repeat(121) }));
      expect(long.status).toBe(400);
      expect(long.body.fields).toEqual({
        title: ['El título no puede tener más de 120 caracteres.'],
      });
      const url = await add(token, uploadForm(png, { profile_url: 'instagram.com/p/1' }));
      expect(url.status).toBe(400);
      expect(url.body.fields).toEqual({
        profile_url: ['Escribe una dirección web válida que empiece con http:// o https://.'],
      });
      const posterOnImage = await add(token, uploadForm(png, { poster: png }));
      expect(posterOnImage.status).toBe(400);
      expect(posterOnImage.body.fields).toEqual({ poster: ['Solo los videos llevan portada.'] });

      const onlyText = new FormData();
      onlyText.append('title', 'Sin archivo');
      const missing = await add(token, onlyText);
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ file_for_profile: ['Este campo es obligatorio.'] });

      const otherField = await add(token, uploadForm({ ...png, field: 'archivo' }));
      expect(otherField.status).toBe(400);
      const unknownText = uploadForm(png);
      unknownText.append('color', 'rojo');
      expect((await add(token, unknownText)).body.fields).toEqual({
        color: ['Este campo no está permitido.'],
      });

      const json = await server.request('POST', ApiPath.briefcase, { token, body: { title: 'x' } });
      expect(json.status).toBe(415);
      await expectNothingStored(user.id);
    });

    it('keeps the order, and refuses the 61st piece with 409 briefcase_full', async () => {
      const { token } = await registerWithRole(server);
      const png = await tinyPng();
      for (let index = 1; index < BRIEFCASE_MAX_ITEMS; index += 1) {
        const answer = await add(token, uploadForm(png, { title: `Pieza ${index}` }));
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      }
      // Three at once for the last free slot: exactly one gets it.
      const racing = await Promise.all([1, 2, 3].map(() => add(token, uploadForm(png))));
      expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      const full = racing.find((answer) => answer.status === 409);
      expect(full?.body).toEqual({
        code: 'briefcase_full',
        message: 'Tu portafolio ya tiene el máximo de piezas. Quita alguna para agregar otra.',
      });
      expect((await add(token, uploadForm(png))).status).toBe(409);

      const page = await list(token, '?size_page=100');
      expect(page.body.response.count).toBe(BRIEFCASE_MAX_ITEMS);
      const positions = page.body.response.results.map((item) => item.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(page.body.response.results[0]?.title).toBe('Pieza 1');
      const second = await list(token, '?page=2&size_page=20');
      expect(second.body.response.results[0]?.title).toBe('Pieza 21');

      // Room again after a delete; the new piece goes last.
      const first = page.body.response.results[0];
      expect((await remove(token, first?.id ?? '')).status).toBe(200);
      const added = await add(token, uploadForm(png, { title: 'Nueva' }));
      expect(added.status).toBe(201);
      const after = await list(token, '?size_page=100');
      expect(after.body.response.results.at(-1)?.title).toBe('Nueva');
      expect(after.body.response.results[0]?.title).toBe('Pieza 2');
    });

    it('deletes only the caller’s own pieces, with their files', async () => {
      const owner = await registerWithRole(server);
      const other = await registerWithRole(server);
      const poster: Part = { bytes: await pngImage(64, 64), name: 'p.png' };
      const video = (
        await add(owner.token, uploadForm({ bytes: videoBytes(), name: 'clip.mp4' }, { poster }))
      ).body.response;
      const image = (await add(owner.token, uploadForm(await tinyPng()))).body.response;
      const files = [video.image_url, video.thumbnail_url ?? '', image.image_url].map(fileOf);
      for (const file of files) expect(existsSync(file)).toBe(true);

      for (const id of [video.id, UNKNOWN_ID, 'no-es-un-id']) {
        const answer = await remove(other.token, id);
        expect(answer.status, id).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
      expect((await list(owner.token)).body.response.count).toBe(2);

      const removed = await remove(owner.token, video.id);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ response: { removed: true } });
      expect(existsSync(files[0] ?? '')).toBe(false);
      expect(existsSync(files[1] ?? '')).toBe(false);
      expect((await fetch(video.image_url)).status).toBe(404);
      expect((await remove(owner.token, video.id)).status).toBe(404);

      // With the trailing slash too.
      expect((await remove(owner.token, image.id, true)).status).toBe(200);
      expect(existsSync(files[2] ?? '')).toBe(false);
      expect((await list(owner.token)).body.response).toEqual({
        results: [],
        count: 0,
        page: 1,
        size_page: 20,
      });
    });

    it('is for creators: a brand gets 403, anonymous callers 401', async () => {
      const brand = await registerWithRole(server, 'brand');
      const png = await tinyPng();
      for (const answer of [
        await add(brand.token, uploadForm(png)),
        await list(brand.token),
        await remove(brand.token, UNKNOWN_ID),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('forbidden');
      }
      expect((await add(undefined, uploadForm(png))).status).toBe(401);
      expect((await list(undefined)).status).toBe(401);
      expect((await remove(undefined, UNKNOWN_ID)).status).toBe(401);
      expect((await list((await registerWithRole(server)).token, '?size_page=0')).status).toBe(400);
    });
  },
);
