import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { CoreApiClient } from '../api/core-api-client';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import { AccountRegistry } from '../session/account-registry';
import { SessionService } from '../session/session-service';
import { ProfileService } from './profile-service';
import { fromTemplate } from '../../tests/support/test-database';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    ...fromTemplate(),
    dataDir: await mkdtemp(join(tmpdir(), 'profile-service-')),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
});
afterAll(() => server.close());

async function signedInCreator() {
  const events: string[] = [];
  const api = new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] });
  const session = new SessionService({
    api,
    tokens: new MemoryTokenStore(),
    registry: new AccountRegistry(await mkdtemp(join(tmpdir(), 'profile-user-'))),
    events: { emit: (event) => events.push(event) },
    serverKey: async () => 'embedded',
  });
  await session.signUp({
    email: `creadora.${Date.now()}.${Math.random()}@ejemplo.mx`,
    password: 'contraseña-1',
  });
  await session.defineRole({ role: 'influencer' });
  events.length = 0;
  return { session, profile: new ProfileService(api, session), events };
}

describe('profile service', () => {
  it('saves a step, caches the answered user and tells the windows', async () => {
    const { session, profile, events } = await signedInCreator();
    const user = await profile.saveSection({
      section: 'profile',
      values: {
        first_name: 'Ana',
        last_name: 'López',
        birthday: '1995-04-12',
        question_text: 'Viajes y comida.',
      },
    });
    expect(user).toMatchObject({ first_name: 'Ana', meta_info: { birthday: '1995-04-12' } });
    expect((await session.getSession()).user?.first_name).toBe('Ana');
    expect(events).toContain('sessionChanged');
  });

  it('uploads avatar bytes as multipart and answers a URL the server serves', async () => {
    const { profile } = await signedInCreator();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c026d3' },
    })
      .png()
      .toBuffer();
    const user = await profile.uploadImage({ bytes: new Uint8Array(png), fileName: 'yo.png' });
    expect(user.profile_image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    const image = await fetch(user.profile_image!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('cancels the previous handle check when a new one starts', async () => {
    const { profile } = await signedInCreator();
    const first = profile.checkVanity({ vanity_name: 'ana.primera' });
    const second = profile.checkVanity({ vanity_name: 'ana.segunda' });
    await expect(first).rejects.toMatchObject({ code: 'request_cancelled' });
    await expect(second).resolves.toEqual({ ready_vanity_name: false });
  });

  it('reads a public profile without a token', async () => {
    const { profile } = await signedInCreator();
    await profile.saveSection({ section: 'vanity', values: { vanity_name: `ana${Date.now()}` } });
    const mine = await profile.saveSection({
      section: 'vanity',
      values: { vanity_name: 'ana.publica' },
    });
    const visible = await profile.getPublicProfile({ vanity_name: mine.vanity_name! });
    expect(visible.vanity_name).toBe('ana.publica');
    expect(visible).not.toHaveProperty('email');
  });
});
