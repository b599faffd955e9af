import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { Brand, BrandInput } from '../../src-shared/domain/brand';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src-shared/rules/image-file';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';
import { ISO_DATE_TIME, UUID } from './harness/answer-patterns';

const LOGO_URL = /^http:\/\/127\.0\.0\.1:\d+\/media\/logos\/[0-9a-f-]{36}\.(png|jpg)$/;

const REFRESCO: BrandInput = {
  name: 'Refresco Sol',
  industry: 'beverages',
  website: 'https://sol.example.mx',
  description: 'Bebidas de frutas naturales.',
};

/** A real PNG with transparency, wider than tall. */
function widePng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 800,
      height: 400,
      channels: 4,
      background: { r: 255, g: 0, b: 0, alpha: 0.4 },
    },
  })
    .png()
    .toBuffer();
}

function logoForm(bytes: Uint8Array, fileName: string, type: string, field = 'logo'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return data;
}

describeEngines('Brands (GET, POST /api/v1/brands/, POST /api/v1/brands//{id}/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function create(token: string | undefined, body: unknown) {
    return server.request<Brand>('POST', ApiPath.brands, { token, body });
  }
  function list(token: string | undefined, query = '') {
    return server.request<ListPage<Brand>>('GET', `${ApiPath.brands}${query}`, { token });
  }
  function update(token: string | undefined, path: string, body: unknown) {
    return server.request<Brand>('POST', path, { token, body });
  }
  async function storedBrand(id: string) {
    return server.server.db
      .selectFrom('brands')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  it('creates a brand (201) with its id, no logo yet, and lists it', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const created = await create(token, REFRESCO);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const brand = created.body.response;
    expect(brand).toEqual({
      ...REFRESCO,
      id: expect.stringMatching(UUID),
      logo: null,
      created_at: expect.stringMatching(ISO_DATE_TIME),
      updated_at: brand.created_at,
    });
    const listed = await list(token);
    expect(listed.status).toBe(200);
    expect(listed.body.response).toEqual({ results: [brand], count: 1, page: 1, size_page: 20 });
  });

  it('trims the name and fills the optional website and description', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const created = await create(token, { name: '  Nube  ', industry: 'technology' });
    expect(created.status).toBe(201);
    expect(created.body.response).toMatchObject({ name: 'Nube', website: '', description: '' });
  });

  it('lists only the caller’s brands, newest first, 20 a page unless asked', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const other = await registerWithRole(server, 'brand');
    await create(other.token, { ...REFRESCO, name: 'Ajena' });
    const names: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      server.clock.advance(1000);
      const name = `Marca ${index}`;
      names.push(name);
      expect((await create(token, { ...REFRESCO, name })).status).toBe(201);
    }
    const newestFirst = [...names].reverse();

    const first = await list(token);
    expect(first.body.response).toMatchObject({ count: 23, page: 1, size_page: 20 });
    expect(first.body.response.results.map((brand) => brand.name)).toEqual(
      newestFirst.slice(0, 20),
    );
    const second = await list(token, '?page=2');
    expect(second.body.response.results.map((brand) => brand.name)).toEqual(newestFirst.slice(20));
    const small = await list(token, '?page=3&size_page=5');
    expect(small.body.response).toMatchObject({ count: 23, page: 3, size_page: 5 });
    expect(small.body.response.results.map((brand) => brand.name)).toEqual(
      newestFirst.slice(10, 15),
    );

    const bad = await list(token, '?page=0&size_page=101');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['page', 'size_page']);
  });

  it('answers 400 naming each bad field of a brand', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const answer = await create(token, {
      name: '',
      industry: 'mining',
      website: 'sol.mx',
      description: 'x'.repeat(1001),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'validation_error',
      message: 'Revisa los datos marcados.',
      fields: {
        name: ['Escribe el nombre de la marca.'],
        industry: ['Elige una industria de la lista.'],
        website: ['Escribe una dirección web válida que empiece con http:// o https://.'],
        description: ['La descripción no puede tener más de 1,000 caracteres.'],
      },
    });
    const missing = await create(token, { industry: 'food', logo: 'https://x.mx/a.png' });
    expect(missing.status).toBe(400);
    // A missing key gets the generic text (valibot reports it on the object, not the field).
    expect(missing.body.fields).toEqual({
      name: ['Este campo es obligatorio.'],
      logo: ['Este campo no está permitido.'],
    });
    expect((await list(token)).body.response.count).toBe(0);
  });

  it('updates the caller’s brand through the spec’s double-slash path and a single slash', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const brand = (await create(token, REFRESCO)).body.response;
    server.clock.advance(5000);

    const changed = await update(token, ApiPath.brand(brand.id), {
      name: 'Sol Light',
      industry: 'food',
      website: '',
      description: 'Sin azúcar.',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.response).toEqual({
      ...brand,
      name: 'Sol Light',
      industry: 'food',
      website: '',
      description: 'Sin azúcar.',
      updated_at: expect.stringMatching(ISO_DATE_TIME),
    });
    expect(changed.body.response.updated_at > brand.updated_at).toBe(true);

    const single = await update(token, `/api/v1/brands/${brand.id}/`, REFRESCO);
    expect(single.status).toBe(200);
    expect(single.body.response.name).toBe('Refresco Sol');
    // Without the trailing slash too, as every route.
    const bare = await update(token, `/api/v1/brands/${brand.id}`, { ...REFRESCO, name: 'Sol' });
    expect(bare.status).toBe(200);
    expect(bare.body.response.name).toBe('Sol');

    const invalid = await update(token, ApiPath.brand(brand.id), { ...REFRESCO, name: ' ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ name: ['Escribe el nombre de la marca.'] });
    expect((await storedBrand(brand.id))?.name).toBe('Sol');
  });

  it('answers 404 for someone else’s, an unknown or a malformed id, and changes nothing', async () => {
    const owner = await registerWithRole(server, 'brand');
    const intruder = await registerWithRole(server, 'brand');
    const brand = (await create(owner.token, REFRESCO)).body.response;
    const before = await storedBrand(brand.id);

    for (const path of [
      ApiPath.brand(brand.id),
      `/api/v1/brands/${brand.id}/`,
      ApiPath.brand('00000000-0000-4000-8000-000000000000'),
      ApiPath.brand('no-es-un-id'),
    ]) {
      const answer = await update(intruder.token, path, { ...REFRESCO, name: 'Robada' });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ code: 'not_found', message: 'No encontramos lo que buscas.' });
    }
    expect(await storedBrand(brand.id)).toEqual(before);
    expect((await list(intruder.token)).body.response.count).toBe(0);
    expect((await list(owner.token)).body.response.results).toEqual([brand]);
  });

  it('is for brand accounts: 403 for a creator or an account without role, 401 anonymous', async () => {
    const owner = await registerWithRole(server, 'brand');
    const brand = (await create(owner.token, REFRESCO)).body.response;
    const creator = await registerWithRole(server, 'influencer');
    const noRole = await registerAccount(server);
    for (const token of [creator.token, noRole.token]) {
      const answers: Answer[] = [
        await list(token),
        await create(token, REFRESCO),
        await update(token, ApiPath.brand(brand.id), REFRESCO),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('forbidden');
      }
    }
    for (const answer of [
      await list(undefined),
      await create(undefined, {}),
      await update(undefined, ApiPath.brand(brand.id), {}),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('not_authenticated');
    }
    expect(await storedBrand(brand.id)).toMatchObject({ name: REFRESCO.name });
  });

  describe('PUT /api/v1/brands/{id}/logo/', () => {
    function uploadLogo(token: string | undefined, brandId: string, data: FormData) {
      return server.request<Brand>('PUT', ApiPath.brandLogo(brandId), { token, form: data });
    }
    async function logoFiles(): Promise<string[]> {
      return readdir(join(server.server.mediaDir, 'logos')).catch(() => []);
    }

    it('re-encodes a PNG within 512×512, keeping its aspect and transparency, served from /media', async () => {
      const { token } = await registerWithRole(server, 'brand');
      const brand = (await create(token, REFRESCO)).body.response;
      const answer = await uploadLogo(
        token,
        brand.id,
        logoForm(await widePng(), 'logo.png', 'image/png'),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const logo = answer.body.response.logo ?? '';
      expect(logo).toMatch(LOGO_URL);
      expect(logo.endsWith('.png')).toBe(true);
      expect(answer.body.response).toEqual({
        ...brand,
        logo,
        updated_at: expect.stringMatching(ISO_DATE_TIME),
      });
      // The database keeps the path inside the media folder, not this host and port.
      expect((await storedBrand(brand.id))?.logo).toBe(
        new URL(logo).pathname.slice('/media/'.length),
      );
      expect((await list(token)).body.response.results[0]?.logo).toBe(logo);

      const served = await fetch(logo);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
    });

    it('keeps a JPEG a JPEG, never enlarged, and deletes the logo it replaces', async () => {
      const { token } = await registerWithRole(server, 'brand');
      const brand = (await create(token, REFRESCO)).body.response;
      const first = await uploadLogo(
        token,
        brand.id,
        logoForm(await widePng(), 'a.png', 'image/png'),
      );
      const firstUrl = first.body.response.logo ?? '';

      const jpeg = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#123456' },
      })
        .jpeg()
        .withExif({ IFD0: { Artist: 'Secreto' } })
        .toBuffer();
      // The declared name and type do not matter: the bytes are a JPEG.
      const second = await uploadLogo(token, brand.id, logoForm(jpeg, 'logo.png', 'image/png'));
      expect(second.status).toBe(200);
      const secondUrl = second.body.response.logo ?? '';
      expect(secondUrl).toMatch(LOGO_URL);
      expect(secondUrl.endsWith('.jpg')).toBe(true);
      const served = await fetch(secondUrl);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: 300,
        height: 200,
      });
      expect(bytes.includes(Buffer.from('Secreto'))).toBe(false);
      expect((await fetch(firstUrl)).status).toBe(404);
    });

    it('refuses what is not a JPEG or PNG (415), an empty file (415) and one over 5 MB (413)', async () => {
      const { token } = await registerWithRole(server, 'brand');
      const brand = (await create(token, REFRESCO)).body.response;
      const before = await logoFiles();

      const text = await uploadLogo(
        token,
        brand.id,
        logoForm(Buffer.from('no soy una imagen'), 'logo.jpg', 'image/jpeg'),
      );
      expect(text.status).toBe(415);
      expect(text.body).toEqual({
        code: 'unsupported_media_type',
        message: 'Elige una imagen JPG o PNG.',
      });

      const empty = await uploadLogo(
        token,
        brand.id,
        logoForm(new Uint8Array(0), 'vacio.png', 'image/png'),
      );
      expect(empty.status).toBe(415);
      expect(empty.body.code).toBe('unsupported_media_type');

      const png = await widePng();
      const huge = Buffer.concat([png, randomBytes(PROFILE_IMAGE_MAX_BYTES + 1 - png.length)]);
      const tooLarge = await uploadLogo(token, brand.id, logoForm(huge, 'enorme.png', 'image/png'));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toEqual({
        code: 'payload_too_large',
        message: 'La imagen pesa más de 5\u00a0MB. Elige una más ligera.',
      });

      const missing = new FormData();
      missing.append('nombre', 'logo');
      const noFile = await uploadLogo(token, brand.id, missing);
      expect(noFile.status).toBe(400);
      expect(noFile.body.fields).toEqual({ logo: ['Este campo es obligatorio.'] });

      const json = await server.request('PUT', ApiPath.brandLogo(brand.id), {
        token,
        body: { logo: 'x' },
      });
      expect(json.status).toBe(415);

      expect((await storedBrand(brand.id))?.logo).toBeNull();
      expect(await logoFiles()).toEqual(before);
    });

    it('answers 404 for someone else’s or an unknown brand and leaves no file behind', async () => {
      const owner = await registerWithRole(server, 'brand');
      const intruder = await registerWithRole(server, 'brand');
      const brand = (await create(owner.token, REFRESCO)).body.response;
      const before = await logoFiles();
      for (const id of [brand.id, '00000000-0000-4000-8000-000000000000', 'x']) {
        const answer = await uploadLogo(
          intruder.token,
          id,
          logoForm(await widePng(), 'a.png', 'image/png'),
        );
        expect(answer.status, id).toBe(404);
      }
      expect((await storedBrand(brand.id))?.logo).toBeNull();
      expect(await logoFiles()).toEqual(before);
    });

    it('is for the brand owner only: 403 for a creator, 401 anonymous', async () => {
      const owner = await registerWithRole(server, 'brand');
      const brand = (await create(owner.token, REFRESCO)).body.response;
      const creator = await registerWithRole(server, 'influencer');
      const png = await widePng();
      expect(
        (await uploadLogo(creator.token, brand.id, logoForm(png, 'a.png', 'image/png'))).status,
      ).toBe(403);
      expect(
        (await uploadLogo(undefined, brand.id, logoForm(png, 'a.png', 'image/png'))).status,
      ).toBe(401);
    });
  });
});

describeEngines('Brand logo URLs with PUBLIC_URL', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { publicUrl: 'https://api.example.com' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('builds the logo URL on the configured public URL', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const brand = (await server.request<Brand>('POST', ApiPath.brands, { token, body: REFRESCO }))
      .body.response;
    const answer = await server.request<Brand>('PUT', ApiPath.brandLogo(brand.id), {
      token,
      form: logoForm(await widePng(), 'a.png', 'image/png'),
    });
    expect(answer.body.response.logo).toMatch(
      /^https:\/\/api\.example\.com\/media\/logos\/[0-9a-f-]{36}\.png$/,
    );
  });
});
