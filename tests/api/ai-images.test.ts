import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AiImageCatalog,
  GeneratedImage,
  SavedGeneratedImage,
} from '../../src-shared/domain/ai-image';
import { BRIEFCASE_MAX_ITEMS, type BriefcaseItem } from '../../src-shared/domain/briefcase';
import { pictureFor, startImagine, type ImagineStandIn } from '../fixtures/imagine';
import { PASSWORD, registerAccount, registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IMAGE_URL = /^http:\/\/127\.0\.0\.1:\d+\/media\/generated\/[0-9a-f-]{36}\.png$/;
/** Short, so the "slow provider" case takes a second rather than the real minute. */
const TIMEOUT_MS = 1000;

describeEngines('AI image studio (/api/v3/images/, Imagine stand-in)', (engine) => {
  let imagine: ImagineStandIn;
  let server: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    imagine = await startImagine();
    server = await startTestServer(engine, {
      imageGeneration: { apiUrl: imagine.url, apiKey: imagine.apiKey, timeoutMs: TIMEOUT_MS },
    });
    // A server with no image provider configured.
    bare = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
    await imagine?.close();
  });
  afterEach(() => {
    imagine.setFailure(null);
    imagine.setFormat('png');
  });

  function generate(
    on: TestServer,
    token: string | undefined,
    body: unknown,
  ): Promise<Answer<GeneratedImage>> {
    return on.request<GeneratedImage>('POST', ApiPath.aiImageGenerate, { token, body });
  }
  function list(token: string, query = ''): Promise<Answer<ListPage<GeneratedImage>>> {
    return server.request<ListPage<GeneratedImage>>('GET', `${ApiPath.aiImages}${query}`, {
      token,
    });
  }
  function save(token: string, id: string): Promise<Answer<SavedGeneratedImage>> {
    return server.request<SavedGeneratedImage>('POST', ApiPath.aiImageToBriefcase(id), { token });
  }
  function briefcase(token: string): Promise<Answer<ListPage<BriefcaseItem>>> {
    return server.request<ListPage<BriefcaseItem>>('GET', ApiPath.briefcase, { token });
  }
  async function created(token: string, body: unknown): Promise<GeneratedImage> {
    const answer = await generate(server, token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.response;
  }
  async function fetchBytes(url: string): Promise<{ response: Response; bytes: Buffer }> {
    const response = await fetch(url);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }
  /** A refused generation leaves no row for the creator and no file without a row. */
  async function expectNothingStored(on: TestServer, userId: string): Promise<void> {
    const rows = await on.server.db
      .selectFrom('generated_images')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
    const folder = join(on.server.mediaDir, 'generated');
    const files = existsSync(folder) ? await readdir(folder) : [];
    const known = await on.server.db.selectFrom('generated_images').select('path').execute();
    const owned = new Set(known.map((row) => row.path));
    expect(files.filter((name) => !owned.has(`generated/${name}`))).toEqual([]);
  }

  describe('catalogue', () => {
    it('lists the spec’s models and styles and says the generator is configured', async () => {
      const { token } = await registerWithRole(server);
      const answer = await server.request<AiImageCatalog>('GET', ApiPath.aiImageCatalog, {
        token,
      });
      expect(answer.status).toBe(200);
      const { models, styles, generator } = answer.body.response;
      expect(models.map((model) => model.value)).toEqual([
        21, 26, 29, 27, 28, 30, 31, 32, 33, 34, 122,
      ]);
      expect(models[10]).toEqual({ value: 122, category: 'sdxl', name: 'SDXL 1.0' });
      expect(styles.map((style) => style.value)).toEqual([null, 1, 2, 3, 4, 5]);
      expect(generator).toEqual({ configured: true, message: null });
      expect((await server.request('GET', ApiPath.aiImageCatalog)).status).toBe(401);
    });

    it('says what to configure on a server without a provider', async () => {
      const { token } = await registerWithRole(bare, 'brand');
      const answer = await bare.request<AiImageCatalog>('GET', ApiPath.aiImageCatalog, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.response.generator.configured).toBe(false);
      expect(answer.body.response.generator.message).toMatch(/IMAGE_API_KEY/);
    });
  });

  describe('generating', () => {
    it('sends the prompt, model and style with the key and keeps the PNG it answered', async () => {
      const { token, user } = await registerWithRole(server);
      const before = imagine.requests.length;
      const image = await created(token, {
        prompt: '  Un ajolote astronauta en Xochimilco  ',
        model: 122,
        style: 4,
      });
      expect(imagine.requests.slice(before)).toEqual([
        {
          authorization: `Bearer ${imagine.apiKey}`,
          fields: {
            prompt: 'Un ajolote astronauta en Xochimilco',
            style_id: '122',
            style: '4',
            aspect_ratio: '1:1',
          },
        },
      ]);
      expect(image).toMatchObject({
        prompt: 'Un ajolote astronauta en Xochimilco',
        model: 122,
        style: 4,
        width: 512,
        height: 512,
        saved_to_briefcase: false,
        briefcase_item_id: null,
      });
      expect(image.image_url).toMatch(IMAGE_URL);
      expect(image.size_bytes).toBeGreaterThan(0);
      expect(new Date(image.created_at).toString()).not.toBe('Invalid Date');

      // The image path as binary data: PNG bytes, image/png, the prompt's colour.
      const { response, bytes } = await fetchBytes(image.image_url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(bytes.length).toBe(image.size_bytes);
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const { colour } = pictureFor('Un ajolote astronauta en Xochimilco');
      expect([...data.subarray(0, 3)]).toEqual([colour.r, colour.g, colour.b]);

      const row = await server.server.db
        .selectFrom('generated_images')
        .selectAll()
        .where('id', '=', image.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: user.id, model: 122, style: 4, bytes: bytes.length });
    });

    it('sends no style for none, and keeps a JPEG answer as PNG within 2048 px', async () => {
      const { token } = await registerWithRole(server);
      const before = imagine.requests.length;
      const plain = await created(token, { prompt: 'Tacos al pastor', model: 33, style: null });
      expect(plain.style).toBeNull();
      expect(imagine.requests[before]?.fields).toEqual({
        prompt: 'Tacos al pastor',
        style_id: '33',
        aspect_ratio: '1:1',
      });
      const omitted = await created(token, { prompt: 'Tacos de canasta', model: 21 });
      expect(omitted.style).toBeNull();

      imagine.setFormat('jpeg');
      const wide = await created(token, { prompt: 'Panorama de Oaxaca 3000x1000', model: 29 });
      expect([wide.width, wide.height]).toEqual([2048, 683]);
      const { response, bytes } = await fetchBytes(wide.image_url);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'png',
        width: 2048,
        height: 683,
      });
    });

    it('refuses a bad prompt, model or style with 400 naming the field, asking nothing', async () => {
      const { token, user } = await registerWithRole(server);
      const before = imagine.requests.length;
      const cases: [unknown, string, string][] = [
        [{ model: 33 }, 'prompt', 'Este campo es obligatorio.'],
        [{ prompt: '', model: 33 }, 'prompt', 'Describe la imagen con al menos 3 caracteres.'],
        [{ prompt: '  a ', model: 33 }, 'prompt', 'Describe la imagen con al menos 3 caracteres.'],
        [
          { prompt: 'x'.repeat(5000), model: 33 },
          'prompt',
          'La descripción de la imagen no puede tener más de 1,000 caracteres.',
        ],
        [{ prompt: 'Un gato', model: 22 }, 'model', 'Elige un modelo de la lista.'],
        [{ prompt: 'Un gato', model: '33' }, 'model', 'Elige un modelo de la lista.'],
        [{ prompt: 'Un gato' }, 'model', 'Este campo es obligatorio.'],
        [
          { prompt: 'Un gato', model: 33, style: 9 },
          'style',
          'Elige un estilo de la lista, o ninguno.',
        ],
        [
          { prompt: 'Un gato', model: 33, style: 0 },
          'style',
          'Elige un estilo de la lista, o ninguno.',
        ],
        [{ prompt: 'Un gato', model: 33, size: 4 }, 'size', 'Este campo no está permitido.'],
      ];
      for (const [body, field, message] of cases) {
        const answer = await generate(server, token, body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(answer.body.code).toBe('validation_error');
        expect(answer.body.fields).toEqual({ [field]: [message] });
      }
      expect(imagine.requests.length).toBe(before);
      await expectNothingStored(server, user.id);
    });

    it('is for creators only', async () => {
      const brand = await registerWithRole(server, 'brand');
      const answer = await generate(server, brand.token, { prompt: 'Un gato', model: 33 });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        code: 'forbidden',
        message: 'Solo las cuentas de creador pueden generar imágenes.',
      });
      expect((await list(brand.token)).status).toBe(403);
      const noRole = await registerAccount(server);
      expect((await generate(server, noRole.token, { prompt: 'Un gato', model: 33 })).status).toBe(
        403,
      );
      expect((await generate(server, undefined, { prompt: 'Un gato', model: 33 })).status).toBe(
        401,
      );
      await expectNothingStored(server, brand.user.id);
    });
  });

  describe('when the provider fails', () => {
    it('answers 502 for a 500, a timeout, a page or bytes that are not an image; keeps nothing', async () => {
      const { token, user } = await registerWithRole(server);
      const cases = [
        ['server_error', /no respondió bien/],
        ['slow', /tardó demasiado/],
        ['not_image', /no devolvió una imagen válida/],
        ['fake_image', /no devolvió una imagen válida/],
      ] as const;
      for (const [failure, message] of cases) {
        imagine.setFailure(failure, { slowMs: TIMEOUT_MS * 3 });
        const started = Date.now();
        const answer = await generate(server, token, { prompt: 'Un gato', model: 33 });
        expect(answer.status, failure).toBe(502);
        expect(answer.body.code).toBe('provider_unavailable');
        expect(answer.body.message).toMatch(message);
        expect(answer.body.message).toMatch(/No se guardó nada/);
        if (failure === 'slow') expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
      }
      await expectNothingStored(server, user.id);
    });

    it('passes a rate limit on as 429 with the wait', async () => {
      const { token, user } = await registerWithRole(server);
      imagine.setFailure('rate_limited');
      const answer = await generate(server, token, { prompt: 'Un gato', model: 33 });
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe('rate_limited');
      expect(answer.body.message).toMatch(/Espera 7 segundos/);
      await expectNothingStored(server, user.id);
    });

    it('answers 503 with what to configure when there is no provider or it refuses the key', async () => {
      const { token, user } = await registerWithRole(bare);
      const answer = await generate(bare, token, { prompt: 'Un gato', model: 33 });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('provider_not_configured');
      expect(answer.body.message).toMatch(/IMAGE_API_KEY/);
      // Bad input is still a 400 there: the same answers on every server.
      expect((await generate(bare, token, { prompt: 'Un gato', model: 1 })).status).toBe(400);
      await expectNothingStored(bare, user.id);

      imagine.setFailure('key_refused');
      const creator = await registerWithRole(server);
      const refused = await generate(server, creator.token, { prompt: 'Un gato', model: 33 });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('provider_not_configured');
      expect(refused.body.message).toMatch(/rechazó la clave.*IMAGE_API_KEY/);
      await expectNothingStored(server, creator.user.id);
    });
  });

  describe('the creator’s images', () => {
    it('lists them newest first, paged, without anyone else’s', async () => {
      const { token } = await registerWithRole(server);
      const other = await registerWithRole(server);
      await created(other.token, { prompt: 'De otra persona', model: 33 });
      const ids: string[] = [];
      for (const prompt of ['Primera', 'Segunda', 'Tercera']) {
        ids.push((await created(token, { prompt, model: 27 })).id);
        server.clock.advance(1000);
      }
      const all = await list(token);
      expect(all.status).toBe(200);
      expect(all.body.response.count).toBe(3);
      expect(all.body.response.results.map((image) => image.id)).toEqual([...ids].reverse());
      const second = await list(token, '?page=2&size_page=2');
      expect(second.body.response).toMatchObject({ count: 3, page: 2, size_page: 2 });
      expect(second.body.response.results.map((image) => image.prompt)).toEqual(['Primera']);
      expect((await list(token, '?page=0')).status).toBe(400);
    });

    it('saves one to the briefcase once, as an image piece with a thumbnail', async () => {
      const { token } = await registerWithRole(server);
      const image = await created(token, {
        prompt: 'Mural de colores 800x600',
        model: 31,
        style: 2,
      });
      const first = await save(token, image.id);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const { image: saved, briefcase_item: item } = first.body.response;
      expect(saved).toMatchObject({
        id: image.id,
        saved_to_briefcase: true,
        briefcase_item_id: item.id,
      });
      expect(item).toMatchObject({
        media_type: 'image',
        title: 'Mural de colores 800x600',
        profile_url: '',
      });
      expect(item.image_url).toMatch(/\/media\/briefcase\/[0-9a-f-]{36}\.png$/);
      expect(item.thumbnail_url).toMatch(/\/media\/briefcase\/[0-9a-f-]{36}\.png$/);
      const thumbnail = await fetchBytes(item.thumbnail_url ?? '');
      expect(thumbnail.response.headers.get('content-type')).toBe('image/png');
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 480, height: 360 });

      const pieces = await briefcase(token);
      expect(pieces.body.response.results.map((piece) => piece.id)).toEqual([item.id]);

      // Again, and twice at once: the same piece, never a second copy.
      const again = await save(token, image.id);
      expect(again.status).toBe(200);
      expect(again.body.response.briefcase_item.id).toBe(item.id);
      expect((await briefcase(token)).body.response.count).toBe(1);
      expect((await list(token)).body.response.results[0]?.briefcase_item_id).toBe(item.id);

      // Deleting the piece unlinks the image, which can then be saved again.
      expect(
        (await server.request('DELETE', ApiPath.briefcaseItem(item.id), { token })).status,
      ).toBe(200);
      expect((await list(token)).body.response.results[0]).toMatchObject({
        saved_to_briefcase: false,
        briefcase_item_id: null,
      });
      const other = await created(token, { prompt: 'Otro mural', model: 31 });
      const [a, b] = await Promise.all([save(token, other.id), save(token, other.id)]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body.response.briefcase_item.id).toBe(b.body.response.briefcase_item.id);
      expect((await briefcase(token)).body.response.count).toBe(1);
    });

    it('refuses to save into a full briefcase, copying nothing', async () => {
      const { token, user } = await registerWithRole(server);
      const image = await created(token, { prompt: 'Un alebrije', model: 34 });
      await server.server.db
        .insertInto('briefcase_items')
        .values(
          Array.from({ length: BRIEFCASE_MAX_ITEMS }, (_, index) => ({
            id: crypto.randomUUID(),
            user_id: user.id,
            media_type: 'image' as const,
            file_path: `briefcase/${crypto.randomUUID()}.png`,
            thumbnail_path: null,
            position: index + 1,
            size_bytes: 100,
          })),
        )
        .execute();
      const answer = await save(token, image.id);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('briefcase_full');
      expect((await briefcase(token)).body.response.count).toBe(BRIEFCASE_MAX_ITEMS);
      expect((await list(token)).body.response.results[0]?.saved_to_briefcase).toBe(false);
    });

    it('answers 404 for someone else’s image, an unknown or a malformed id', async () => {
      const owner = await registerWithRole(server);
      const stranger = await registerWithRole(server);
      const image = await created(owner.token, { prompt: 'Un nopal', model: 26 });
      for (const id of [image.id, UNKNOWN_ID, 'no-es-un-id']) {
        expect((await save(stranger.token, id)).status, id).toBe(404);
        const removed = await server.request('DELETE', ApiPath.aiImage(id), {
          token: stranger.token,
        });
        expect(removed.status, id).toBe(404);
      }
      expect((await briefcase(stranger.token)).body.response.count).toBe(0);
      expect((await list(owner.token)).body.response.count).toBe(1);
      expect((await fetchBytes(image.image_url)).response.status).toBe(200);
    });

    it('deletes an image and its file; its briefcase copy stays', async () => {
      const { token } = await registerWithRole(server);
      const image = await created(token, { prompt: 'Un colibrí', model: 32 });
      const { briefcase_item: item } = (await save(token, image.id)).body.response;
      const removed = await server.request('DELETE', ApiPath.aiImage(image.id), { token });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ response: { removed: true } });
      expect((await list(token)).body.response.count).toBe(0);
      expect((await fetchBytes(image.image_url)).response.status).toBe(404);
      expect((await fetchBytes(item.image_url)).response.status).toBe(200);
      expect((await briefcase(token)).body.response.count).toBe(1);
      expect((await server.request('DELETE', ApiPath.aiImage(image.id), { token })).status).toBe(
        404,
      );
    });

    it('goes with the account when the creator deletes it', async () => {
      const { token, user } = await registerWithRole(server);
      const image = await created(token, { prompt: 'Un jaguar', model: 30 });
      const deleted = await server.request('POST', ApiPath.deleteAccount, {
        token,
        body: { password: PASSWORD, confirmation: 'ELIMINAR' },
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      await expectNothingStored(server, user.id);
      expect((await fetchBytes(image.image_url)).response.status).toBe(404);
    });
  });
});
