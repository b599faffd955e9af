import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AddNetworkAnswer } from '../../src-shared/domain/network';
import type { PublicProfile } from '../../src-shared/domain/public-profile';
import type { User } from '../../src-shared/domain/user';
import { recordMetrics } from '../../src-server/networks/network-metrics';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { saveCredentials } from '../../src-server/networks/credential-repository';
import { PASSWORD, registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 13: `GET /api/v3/profile/{vanityName}` carries the creator's networks (in the order they
 * were added, with the figures anyone may see and where they come from) and category; deleted
 * creators and handles that cannot be handles are a Spanish 404, never a 500.
 */
describeEngines('Public profile networks and category', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const unique = () => randomUUID().slice(0, 8);

  async function creator(handle: string): Promise<{ token: string; user: User }> {
    const { token } = await registerWithRole(server);
    const saved = await server.request<User>('PUT', ApiPath.profile, {
      token,
      body: { vanity_name: handle },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.request<User>('PUT', ApiPath.profile, {
      token,
      body: { country: 'MX', telephone: '+52 55 1234 5678', languages: ['es'] },
    });
    return { token, user: saved.body.response };
  }

  const profileOf = (handle: string) =>
    server.request<PublicProfile>('GET', ApiPath.publicProfile(handle));

  it('lists the networks in the order added, with their public figures, and the category', async () => {
    const handle = `ana.${unique()}`;
    const { token, user } = await creator(handle);
    const blog = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body: {
        network: 'blog',
        username: `blog_${unique()}`,
        name: 'Cocina en casa',
        url: 'https://cocina.example/',
        followers: 2_500,
      },
    });
    expect(blog.status).toBe(201);
    // A verified TikTok with figures its network reported, and a grant that must stay private.
    const now = new Date();
    const tiktok = await insertNetwork(
      server.server.db,
      user.id,
      {
        network: 'tiktok',
        username: `tt_${unique()}`,
        name: 'Ana TT',
        followers: 120_000,
        connected: true,
      },
      new Date(now.getTime() + 1000),
    );
    await saveCredentials(
      server.server.db,
      tiktok.uuid,
      {
        providerUserId: 'open-id-secreto',
        username: tiktok.username,
        displayName: 'Ana TT',
        followers: 120_000,
        accessToken: 'act.token-secreto',
        refreshToken: 'rft.token-secreto',
      },
      now,
    );
    await recordMetrics(server.server.db, tiktok, 120_000, 'tiktok', now, {
      er: 4.2,
      views_avg: 30_000,
    });

    const answer = await profileOf(handle.toUpperCase());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response.category).toBe('macroinfluencer');
    expect(answer.body.response.networks).toEqual([
      {
        network: 'blog',
        username: blog.body.response.user_network.username,
        name: 'Cocina en casa',
        url: 'https://cocina.example/',
        followers: 2_500,
        connected: false,
        er: null,
        aqs: null,
        views_avg: null,
        read_at: blog.body.response.user_network.metrics?.read_at,
        source: 'manual',
      },
      {
        network: 'tiktok',
        username: tiktok.username,
        name: 'Ana TT',
        url: '',
        followers: 120_000,
        connected: true,
        er: 4.2,
        aqs: null,
        views_avg: 30_000,
        read_at: now.toISOString(),
        source: 'tiktok',
      },
    ]);
    const text = JSON.stringify(answer.body);
    for (const secret of [
      'token-secreto',
      'open-id-secreto',
      user.email,
      '+52 55 1234 5678',
      tiktok.uuid,
      blog.body.response.user_network.uuid,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('answers 404 with a Spanish message for an unknown handle and a deleted creator', async () => {
    const handle = `borrada.${unique()}`;
    const { token } = await creator(handle);
    expect((await profileOf(handle)).status).toBe(200);
    const deleted = await server.request('POST', ApiPath.deleteAccount, {
      token,
      body: { password: PASSWORD, confirmation: 'ELIMINAR' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const gone of [handle, `nadie.${unique()}`]) {
      const answer = await profileOf(gone);
      expect(answer.status, gone).toBe(404);
      expect(answer.body).toEqual({
        code: 'not_found',
        message: 'No encontramos ese perfil. Revisa el nombre de usuario.',
      });
    }
  });

  it('answers a Spanish 404, never a 500, for handles with spaces, emoji or broken escapes', async () => {
    for (const path of [
      ApiPath.publicProfile('con espacio'),
      ApiPath.publicProfile('ana😀'),
      ApiPath.publicProfile('😀😀😀'),
      '/api/v3/profile/%20ana%20',
    ]) {
      const answer = await server.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code, path).toBe('not_found');
      expect(answer.body.message, path).toMatch(/^No encontramos ese perfil/);
    }
    // A percent sign that escapes nothing cannot even be read as a path: a 400 in the API's own
    // error shape, in Spanish, not Fastify's.
    const broken = await server.request('GET', '/api/v3/profile/ana%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'validation_error' });
  });
});
