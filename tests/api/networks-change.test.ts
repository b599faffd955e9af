import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { AddNetworkAnswer, NetworkConnection } from '../../src-shared/domain/network';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { describeEngines } from './harness/engines';
import { registerWithRole } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

/** A username no other test of this server uses, since each account has one owner. */
function handle(prefix = 'cuenta'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}`;
}

describeEngines('Network update and remove (POST …/networks/update|remove/{uuid}/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function add(token: string, body: Record<string, unknown>): Promise<NetworkConnection> {
    const answer = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.response.user_network;
  }

  function update(token: string | undefined, uuid: string, body: unknown) {
    return server.request<NetworkConnection>('POST', ApiPath.updateNetwork(uuid), { token, body });
  }

  function remove(token: string | undefined, uuid: string) {
    return server.request<{ removed: boolean }>('POST', ApiPath.removeNetwork(uuid), { token });
  }

  async function listOf(token: string): Promise<NetworkConnection[]> {
    const answer = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body.response.results;
  }

  describe('update', () => {
    it('changes the caller’s own connection and the list shows it', async () => {
      const { token } = await registerWithRole(server);
      const created = await add(token, {
        network: 'spotify',
        username: handle('podcast'),
        name: 'Mi podcast',
        url: 'https://open.spotify.com/show/uno',
        followers: 10,
      });
      const username = handle('nuevo');
      const answer = await update(token, created.uuid, {
        network: 'spotify',
        username,
        name: 'Podcast de Ana',
        url: 'https://open.spotify.com/show/dos',
        followers: 2_500,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const expected = {
        ...created,
        username,
        name: 'Podcast de Ana',
        url: 'https://open.spotify.com/show/dos',
        followers: 2_500,
        metrics: expect.anything(),
        trend: expect.anything(),
      };
      expect(answer.body.response).toEqual(expected);
      expect(await listOf(token)).toEqual([expected]);
    });

    it('keeps is_channel and name when the form leaves them out', async () => {
      const { token } = await registerWithRole(server);
      const created = await add(token, {
        network: 'youtube',
        username: handle('UC'),
        name: 'Canal de Ana',
        followers: 1,
        is_channel: true,
      });
      const answer = await update(token, created.uuid, {
        network: 'youtube',
        username: created.username,
        followers: 99,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual({
        ...created,
        followers: 99,
        metrics: expect.anything(),
        trend: expect.anything(),
      });
    });

    it('stops calling a verified connection verified when its username or followers are typed', async () => {
      // tests/api/networks-verified-edit.test.ts covers the grant and the readings.
      const { token, user } = await registerWithRole(server);
      const verified = () =>
        insertNetwork(
          server.server.db,
          user.id,
          { network: 'instagram', username: handle('verificada'), followers: 5, connected: true },
          new Date(),
        );
      const first = await verified();
      const followersOnly = await update(token, first.uuid, {
        network: 'instagram',
        username: first.username,
        followers: 6,
      });
      expect(followersOnly.body.response).toMatchObject({ connected: false, followers: 6 });
      const second = await verified();
      const renamed = await update(token, second.uuid, {
        network: 'instagram',
        username: handle('otra'),
        followers: 5,
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.response.connected).toBe(false);
    });

    it('answers 404 for someone else’s connection and leaves it alone', async () => {
      const owner = await registerWithRole(server);
      const other = await registerWithRole(server);
      const created = await add(owner.token, {
        network: 'instagram',
        username: handle(),
        followers: 1,
      });
      const answer = await update(other.token, created.uuid, {
        network: 'instagram',
        username: handle(),
        followers: 2,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
      expect(await listOf(owner.token)).toEqual([created]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const { token } = await registerWithRole(server);
      const body = { network: 'instagram', username: handle(), followers: 1 };
      for (const uuid of [randomUUID(), 'no-es-un-uuid', '123']) {
        const answer = await update(token, uuid, body);
        expect(answer.status, uuid).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
    });

    it('answers 400 for a change of network', async () => {
      const { token } = await registerWithRole(server);
      const created = await add(token, { network: 'tiktok', username: handle(), followers: 1 });
      const answer = await update(token, created.uuid, {
        network: 'instagram',
        username: created.username,
        followers: 1,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {})).toEqual(['network']);
      expect(await listOf(token)).toEqual([created]);
    });

    it('answers 400 for a form that breaks the rules', async () => {
      const { token } = await registerWithRole(server);
      const created = await add(token, { network: 'tiktok', username: handle(), followers: 1 });
      const answer = await update(token, created.uuid, {
        network: 'tiktok',
        username: '',
        followers: 1.5,
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(['followers', 'username']);
    });

    it('answers 409 accountNetwrokExists for a username another user has, changing nothing', async () => {
      const owner = await registerWithRole(server);
      const other = await registerWithRole(server);
      const taken = await add(owner.token, {
        network: 'twitter',
        username: handle('Tomada'),
        followers: 1,
      });
      const mine = await add(other.token, { network: 'twitter', username: handle(), followers: 1 });
      const answer = await update(other.token, mine.uuid, {
        network: 'twitter',
        username: taken.username.toLowerCase(),
        followers: 1,
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 'accountNetwrokExists',
        message: 'Esta cuenta ya está vinculada a otro perfil.',
      });
      expect(await listOf(other.token)).toEqual([mine]);
      expect(await listOf(owner.token)).toEqual([taken]);
    });

    it('answers 400 on the username for an account the caller already has', async () => {
      const { token } = await registerWithRole(server);
      const first = await add(token, { network: 'facebook', username: handle(), followers: 1 });
      const second = await add(token, { network: 'facebook', username: handle(), followers: 1 });
      const answer = await update(token, second.uuid, {
        network: 'facebook',
        username: first.username,
        followers: 1,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ username: ['Ya tienes conectada esta cuenta.'] });
    });

    it('answers 403 to a brand and 401 without a token', async () => {
      const brand = await registerWithRole(server, 'brand');
      const body = { network: 'instagram', username: 'x', followers: 1 };
      expect((await update(brand.token, randomUUID(), body)).status).toBe(403);
      expect((await update(undefined, randomUUID(), body)).status).toBe(401);
    });
  });

  describe('remove', () => {
    it('removes the caller’s own connection', async () => {
      const { token } = await registerWithRole(server);
      const kept = await add(token, { network: 'snapchat', username: handle(), followers: 1 });
      const gone = await add(token, {
        network: 'blog',
        username: handle(),
        name: 'Blog',
        url: 'https://blog.mx',
        followers: 1,
      });
      const answer = await remove(token, gone.uuid);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ response: { removed: true } });
      expect(await listOf(token)).toEqual([kept]);
      expect((await remove(token, gone.uuid)).status).toBe(404);
      // The account is free again once its connection is gone.
      await add(token, {
        network: 'blog',
        username: gone.username,
        name: 'Blog',
        url: 'https://blog.mx',
        followers: 1,
      });
    });

    it('answers 404 for someone else’s connection, which stays', async () => {
      const owner = await registerWithRole(server);
      const other = await registerWithRole(server);
      const created = await add(owner.token, {
        network: 'twitch',
        username: handle(),
        followers: 1,
      });
      const answer = await remove(other.token, created.uuid);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
      expect(await listOf(owner.token)).toEqual([created]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const { token } = await registerWithRole(server);
      for (const uuid of [randomUUID(), 'no-es-un-uuid']) {
        expect((await remove(token, uuid)).status, uuid).toBe(404);
      }
    });

    it('answers 403 to a brand and 401 without a token, removing nothing', async () => {
      const owner = await registerWithRole(server);
      const created = await add(owner.token, {
        network: 'twitch',
        username: handle(),
        followers: 1,
      });
      const brand = await registerWithRole(server, 'brand');
      expect((await remove(brand.token, created.uuid)).status).toBe(403);
      expect((await remove(undefined, created.uuid)).status).toBe(401);
      expect(await listOf(owner.token)).toEqual([created]);
    });
  });
});
