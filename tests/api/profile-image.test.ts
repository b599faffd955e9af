import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src-shared/rules/image-file';
import type { User } from '../../src-shared/domain/user';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';

const AVATAR_URL = /^http:\/\/127\.0\.0\.1:\d+\/media\/avatars\/[0-9a-f-]{36}\.jpg$/;

/** A real PNG with transparency, larger than the avatar and not square. */
function pngImage(): Promise<Buffer> {
  return sharp({
    create: {
      width: 800,
      height: 600,
      channels: 4,
      background: { r: 0, g: 128, b: 255, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF (orientation and a copyright) that must not survive. */
function jpegImage(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Datos privados', Artist: 'Ana' } })
    .toBuffer();
}

function form(
  bytes: Uint8Array,
  fileName: string,
  type: string,
  field = 'profile_image',
): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return data;
}

/** GET with the path sent exactly as written: fetch would normalise `..` and `%2e%2e` away. */
function rawGet(baseUrl: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

describeEngines('Profile image (PUT /api/v1/accounts/profile/image/, GET /media/*)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function upload(token: string, data: FormData): Promise<Answer<User>> {
    return server.request<User>('PUT', ApiPath.profileImage, { token, form: data });
  }

  async function storedImage(userId: string): Promise<string | null> {
    const row = await server.server.db
      .selectFrom('users')
      .select('profile_image')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.profile_image;
  }

  function fileOf(url: string): string {
    return join(server.server.mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));
  }

  it('re-encodes a PNG as a 512×512 JPEG, stores its path and serves it at an absolute URL', async () => {
    const { token, user } = await registerWithRole(server);
    const answer = await upload(token, form(await pngImage(), 'foto.png', 'image/png'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const saved = answer.body.response;
    expect(saved).toEqual({ ...user, profile_image: expect.stringMatching(AVATAR_URL) });
    const url = saved.profile_image ?? '';
    expect(url.startsWith(`${server.url}/media/`)).toBe(true);

    // The database keeps the path inside the media folder, never a URL with this host and port.
    expect(await storedImage(user.id)).toBe(new URL(url).pathname.replace(/^\/media\//, ''));
    const profile = await server.request<User>('GET', ApiPath.profile, { token });
    expect(profile.body.response.profile_image).toBe(url);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
  });

  it('accepts a JPEG and drops its metadata', async () => {
    const { token } = await registerWithRole(server);
    const original = await jpegImage();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(token, form(original, 'retrato.jpg', 'image/jpeg'));
    expect(answer.status).toBe(200);
    const served = await fetch(answer.body.response.profile_image ?? '');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Datos privados'))).toBe(false);
  });

  it('judges the bytes, not the name or declared type', async () => {
    const { token } = await registerWithRole(server);
    // A real PNG sent as "foto.gif" with a made-up type is still a PNG.
    expect((await upload(token, form(await pngImage(), 'foto.gif', 'image/gif'))).status).toBe(200);

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const truncatedPng = (await pngImage()).subarray(0, 200);
    const cases: [Uint8Array, string, string, string][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'foto.png',
        'image/png',
        'Elige una imagen JPG o PNG.',
      ],
      [gif, 'animacion.gif', 'image/gif', 'Elige una imagen JPG o PNG.'],
      [gif, 'disfrazada.jpg', 'image/jpeg', 'Elige una imagen JPG o PNG.'],
      [
        truncatedPng,
        'rota.png',
        'image/png',
        'No pudimos leer esa imagen. Prueba con otro archivo.',
      ],
      [
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
        'rota.jpg',
        'image/jpeg',
        'No pudimos leer esa imagen. Prueba con otro archivo.',
      ],
    ];
    const before = (await server.request<User>('GET', ApiPath.profile, { token })).body.response;
    for (const [bytes, name, type, message] of cases) {
      const answer = await upload(token, form(bytes, name, type));
      expect(answer.status, name).toBe(415);
      expect(answer.body).toEqual({ code: 'unsupported_media_type', message });
    }
    const after = (await server.request<User>('GET', ApiPath.profile, { token })).body.response;
    expect(after.profile_image).toBe(before.profile_image);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const { token, user } = await registerWithRole(server);
    const png = await pngImage();
    const huge = Buffer.concat([png, randomBytes(PROFILE_IMAGE_MAX_BYTES + 1 - png.length)]);
    const answer = await upload(token, form(huge, 'enorme.png', 'image/png'));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 'payload_too_large',
      message: 'La imagen pesa más de 5\u00a0MB. Elige una más ligera.',
    });
    expect(await storedImage(user.id)).toBeNull();
  });

  it('needs exactly one file in profile_image, sent as multipart', async () => {
    const { token } = await registerWithRole(server);
    const onlyText = new FormData();
    onlyText.append('nombre', 'foto');
    const missing = await upload(token, onlyText);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'validation_error',
      fields: { profile_image: ['Este campo es obligatorio.'] },
    });

    const png = await pngImage();
    const otherField = await upload(token, form(png, 'foto.png', 'image/png', 'avatar'));
    expect(otherField.status).toBe(400);
    expect(otherField.body.fields).toEqual({ avatar: ['Envía un solo archivo.'] });

    const two = form(png, 'uno.png', 'image/png');
    two.append('profile_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dos.png');
    expect((await upload(token, two)).status).toBe(400);

    // Text fields beside the file are ignored.
    const withText = form(png, 'foto.png', 'image/png');
    withText.append('comentario', 'hola');
    expect((await upload(token, withText)).status).toBe(200);

    const json = await server.request('PUT', ApiPath.profileImage, {
      token,
      body: { profile_image: 'data:image/png;base64,AAAA' },
    });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('unsupported_media_type');
  });

  it('deletes the previous avatar file once the new one is saved', async () => {
    const { token } = await registerWithRole(server);
    const first = (await upload(token, form(await pngImage(), 'a.png', 'image/png'))).body.response;
    const firstUrl = first.profile_image ?? '';
    expect(existsSync(fileOf(firstUrl))).toBe(true);

    const second = await upload(token, form(await jpegImage(), 'b.jpg', 'image/jpeg'));
    expect(second.status).toBe(200);
    const secondUrl = second.body.response.profile_image ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    expect(existsSync(fileOf(secondUrl))).toBe(true);
    expect((await fetch(firstUrl)).status).toBe(404);
    expect((await fetch(secondUrl)).status).toBe(200);
  });

  it('passes a provider picture URL through and never deletes anything for it', async () => {
    const { token, user } = await registerWithRole(server);
    const picture = 'https://lh3.googleusercontent.com/a/foto=s96-c';
    await server.server.db
      .updateTable('users')
      .set({ profile_image: picture })
      .where('id', '=', user.id)
      .execute();
    const profile = await server.request<User>('GET', ApiPath.profile, { token });
    expect(profile.body.response.profile_image).toBe(picture);
    const answer = await upload(token, form(await pngImage(), 'a.png', 'image/png'));
    expect(answer.body.response.profile_image).toMatch(AVATAR_URL);
  });

  it('takes any role, but not an account without one, nor an anonymous call', async () => {
    const brand = await registerWithRole(server, 'brand');
    const png = await pngImage();
    expect((await upload(brand.token, form(png, 'logo.png', 'image/png'))).status).toBe(200);

    const noRole = await registerAccount(server);
    const forbidden = await upload(noRole.token, form(png, 'a.png', 'image/png'));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');

    const anonymous = await server.request('PUT', ApiPath.profileImage, {
      form: form(png, 'a.png', 'image/png'),
    });
    expect(anonymous.status).toBe(401);
  });

  describe('GET /media/*', () => {
    it('serves PNG files with their type, and 404 for anything else in the folder', async () => {
      const png = await pngImage();
      await mkdir(join(server.server.mediaDir, 'pruebas'), { recursive: true });
      await writeFile(join(server.server.mediaDir, 'pruebas', 'imagen.png'), png);
      await writeFile(join(server.server.mediaDir, 'pruebas', 'notas.txt'), 'secreto');
      const served = await fetch(`${server.url}/media/pruebas/imagen.png`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');

      for (const path of [
        '/media/pruebas/notas.txt',
        '/media/pruebas/no-existe.png',
        '/media/pruebas',
        '/media/pruebas/',
        '/media/',
      ]) {
        const answer = await fetch(`${server.url}${path}`);
        expect(answer.status, path).toBe(404);
        expect(await answer.json()).toEqual({
          code: 'not_found',
          message: 'No encontramos lo que buscas.',
        });
      }
    });

    it('never leaves the media folder, however the path is encoded', async () => {
      // A file beside the media folder, which a traversal would reach.
      const outside = join(
        dirname(server.server.mediaDir),
        `fuera-${randomBytes(4).toString('hex')}.png`,
      );
      await writeFile(outside, await pngImage());
      const name = outside.slice(dirname(outside).length + 1);
      await mkdir(join(server.server.mediaDir, 'avatars'), { recursive: true });
      await symlink(outside, join(server.server.mediaDir, 'avatars', 'enlace.png'));

      for (const path of [
        `/media/../${name}`,
        `/media/..%2f${name}`,
        `/media/..%2F${name}`,
        `/media/%2e%2e%2f${name}`,
        `/media/%2e%2e/${name}`,
        `/media/avatars/..%2f..%2f${name}`,
        `/media/avatars%2f..%2f..%2f${name}`,
        `/media/..%252f${name}`,
        `/media/..%5c${name}`,
        `/media/%2f${outside.slice(1)}`,
        '/media/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
        '/media/avatars/enlace.png',
      ]) {
        expect(await rawGet(server.url, path), path).toBe(404);
      }
    });
  });
});

describeEngines('Profile image URLs with PUBLIC_URL', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { publicUrl: 'https://api.example.com/core/' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('builds media URLs on the configured public URL instead of the request host', async () => {
    const { token } = await registerWithRole(server);
    const png = await pngImage();
    const answer = await server.request<User>('PUT', ApiPath.profileImage, {
      token,
      form: form(png, 'a.png', 'image/png'),
    });
    expect(answer.body.response.profile_image).toMatch(
      /^https:\/\/api\.example\.com\/core\/media\/avatars\/[0-9a-f-]{36}\.jpg$/,
    );
  });
});
