import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { pictureFor, startImagine, type ImagineStandIn } from '../../tests/fixtures/imagine';
import { signedIn } from '../../tests/support/signed-in-creator';
import { AiImageService } from './ai-image-service';
import { SavingDialogs } from './test-support';
import { fromTemplate } from '../../tests/support/test-database';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let imagine: ImagineStandIn;
let server: RunningServer;
let bare: RunningServer;

beforeAll(async () => {
  imagine = await startImagine();
  const options = async () => ({
    dataDir: await mkdtemp(join(tmpdir(), 'ai-images-api-')),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  server = await startServer({
    ...fromTemplate(),
    ...(await options()),
    // Long enough for the "slow" provider below to be cancelled by main first.
    imageGeneration: { apiUrl: imagine.url, apiKey: imagine.apiKey, timeoutMs: 5_000 },
  });
  bare = await startServer({ ...fromTemplate(), ...(await options()) });
});
afterAll(async () => {
  await server?.close();
  await bare?.close();
  await imagine?.close();
});
afterEach(() => imagine.setFailure(null));

async function studio(on: RunningServer = server, role: 'influencer' | 'brand' = 'influencer') {
  const { api, session } = await signedIn(on.url, role);
  const dialogs = await SavingDialogs.inTemporaryFolder();
  return { service: new AiImageService(api, session, dialogs), dialogs };
}

describe('AI image studio from main', () => {
  it('generates with the chosen model and style, lists, exports the PNG and saves it to the briefcase', async () => {
    const { service, dialogs } = await studio();
    expect((await service.catalog()).generator).toEqual({ configured: true, message: null });

    const prompt = 'Gato astronauta en la Luna, estilo acuarela suave';
    const image = await service.generate({ prompt, model: 122, style: 1 });
    expect(image).toMatchObject({ prompt, model: 122, style: 1, saved_to_briefcase: false });
    expect(imagine.requests.at(-1)?.fields).toMatchObject({ style_id: '122', style: '1' });
    expect((await service.list({})).results.map((listed) => listed.id)).toEqual([image.id]);

    const exported = await service.export({ id: image.id });
    expect(exported).toEqual({
      saved: true,
      fileName: 'imagen-gato-astronauta-en-la-luna-estilo.png',
    });
    const path = join(dialogs.folder, exported.fileName!);
    expect(dialogs.revealed).toEqual([path]);
    expect(dialogs.saveRequests.at(-1)).toMatchObject({
      kind: 'png',
      title: 'Guardar imagen generada',
    });
    const written = await readFile(path);
    expect([...written.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // The file is the stored image: the colour the stand-in drew for this prompt.
    const { data } = await sharp(written).raw().toBuffer({ resolveWithObject: true });
    const { colour } = pictureFor(prompt);
    expect([...data.subarray(0, 3)]).toEqual([colour.r, colour.g, colour.b]);

    // Closing the dialog writes nothing.
    dialogs.closeNextDialog();
    expect(await service.export({ id: image.id })).toEqual({ saved: false, fileName: null });
    expect(await readdir(dialogs.folder)).toEqual([exported.fileName]);

    const saved = await service.saveToBriefcase({ id: image.id });
    expect(saved.image.saved_to_briefcase).toBe(true);
    expect(saved.briefcase_item.title).toBe(prompt);

    expect(await service.remove({ id: image.id })).toEqual({ removed: true });
    expect((await service.list({})).results).toEqual([]);
    await expect(service.export({ id: image.id })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('cancels the generation in flight with request_cancelled', async () => {
    const { service } = await studio();
    imagine.setFailure('slow', { slowMs: 1_500 });
    const generation = service.generate({ prompt: 'Un faro de noche', model: 27, style: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(service.cancel()).toEqual({ cancelled: true });
    await expect(generation).rejects.toMatchObject({ code: 'request_cancelled' });
    expect(service.cancel()).toEqual({ cancelled: false });
  });

  it('passes on the provider’s failures with the core API’s Spanish message', async () => {
    const { service } = await studio();
    imagine.setFailure('server_error');
    await expect(
      service.generate({ prompt: 'Montañas al amanecer', model: 30, style: null }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'provider_unavailable',
      message: expect.stringContaining('No se guardó nada'),
    });
    imagine.setFailure('rate_limited');
    await expect(
      service.generate({ prompt: 'Montañas al amanecer', model: 30, style: null }),
    ).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect((await service.list({})).count).toBe(0);
  });

  it('says what to configure on a server without a provider, and is for creators only', async () => {
    const { service } = await studio(bare);
    const { generator } = await service.catalog();
    expect(generator.configured).toBe(false);
    expect(generator.message).toMatch(/IMAGE_API_KEY/);
    await expect(
      service.generate({ prompt: 'Un perro feliz', model: 21, style: 5 }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'provider_not_configured',
      message: expect.stringContaining('IMAGE_API_KEY'),
    });

    const brand = await studio(server, 'brand');
    await expect(
      brand.service.generate({ prompt: 'Un perro feliz', model: 21, style: 5 }),
    ).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });
});
