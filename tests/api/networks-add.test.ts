import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { AddNetworkAnswer, NetworkConnection } from '../../src-shared/domain/network';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

const LINKED_ELSEWHERE = 'Esta cuenta ya está vinculada a otro perfil.';

/** A username no other test of this server uses, since each account has one owner. */
function handle(prefix = 'cuenta'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}`;
}

describeEngines('Network add (POST /api/v1/accounts/profile/networks/add/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function add(token: string | undefined, body: unknown) {
    return server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, { token, body });
  }

  async function listOf(token: string): Promise<NetworkConnection[]> {
    const answer = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body.response.results;
  }

  /** Rows holding this account in any case, whoever owns them. */
  async function rowsFor(network: string, username: string) {
    return server.server.db
      .selectFrom('user_networks')
      .select(['uuid', 'user_id', 'username', 'followers'])
      .where('network', '=', network as NetworkConnection['network'])
      .where((eb) => eb(eb.fn<string>('lower', ['username']), '=', username.toLowerCase()))
      .execute();
  }

  describe('a new account', () => {
    it('adds an instagram account, unverified, and lists it', async () => {
      const { token } = await registerWithRole(server);
      const username = handle('ana');
      const answer = await add(token, { network: 'instagram', username, followers: 12_345 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { user_network: created, ...rest } = answer.body.response;
      expect(rest).toEqual({ new: true, code: 'created' });
      expect(created).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        network: 'instagram',
        username,
        name: '',
        followers: 12_345,
        connected: false,
        is_channel: false,
        url: '',
        metrics: expect.anything(),
        trend: expect.anything(),
        // Typed by hand: no grant to tell about.
        access: null,
      });
      expect(await listOf(token)).toEqual([created]);
    });

    it('trims the username and drops its leading "@"', async () => {
      const { token } = await registerWithRole(server);
      const username = handle();
      const answer = await add(token, {
        network: 'tiktok',
        username: `  @${username} `,
        followers: 1,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.response.user_network).toMatchObject({ username, followers: 1 });
    });

    it('tells a youtube channel from a youtube user name, and keeps is_channel only on youtube', async () => {
      const first = await registerWithRole(server);
      const second = await registerWithRole(server);
      const username = handle('Canal');
      const channel = await add(first.token, {
        network: 'youtube',
        username,
        followers: 10,
        is_channel: true,
      });
      expect(channel.status).toBe(201);
      expect(channel.body.response.user_network.is_channel).toBe(true);
      const user = await add(second.token, { network: 'youtube', username, followers: 20 });
      expect(user.status).toBe(201);
      expect(user.body.response.user_network.is_channel).toBe(false);

      const instagram = await add(first.token, {
        network: 'instagram',
        username,
        followers: 5,
        is_channel: true,
      });
      expect(instagram.status).toBe(201);
      expect(instagram.body.response.user_network.is_channel).toBe(false);
      // On instagram is_channel is no part of the account: the same name is the same account.
      const again = await add(second.token, { network: 'instagram', username, followers: 5 });
      expect(again.status).toBe(409);
    });

    it.each(['linkedin', 'blog', 'spotify'] as const)(
      'adds %s with its name and URL',
      async (network) => {
        const { token } = await registerWithRole(server);
        const username = handle();
        const answer = await add(token, {
          network,
          username,
          name: 'Ana Cocina',
          url: `https://example.com/${username}`,
          followers: 300,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body.response.user_network).toMatchObject({
          network,
          name: 'Ana Cocina',
          url: `https://example.com/${username}`,
        });
      },
    );

    it('does not store a URL for a network whose form has none', async () => {
      const { token } = await registerWithRole(server);
      const answer = await add(token, {
        network: 'twitch',
        username: handle(),
        url: 'https://twitch.tv/otra',
        followers: 1,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.response.user_network.url).toBe('');
    });
  });

  describe('validation', () => {
    let token: string;
    beforeAll(async () => {
      token = (await registerWithRole(server)).token;
    });

    const valid = { network: 'instagram', username: 'valida', followers: 1 };
    const withName = { username: 'valida', name: 'Ana', url: 'https://ana.mx', followers: 1 };

    it.each([
      ['missing name', { ...withName, network: 'linkedin', name: undefined }, 'name'],
      ['empty name', { ...withName, network: 'blog', name: '' }, 'name'],
      ['missing URL', { ...withName, network: 'spotify', url: undefined }, 'url'],
      ['ftp URL', { ...withName, network: 'linkedin', url: 'ftp://ana.mx/feed' }, 'url'],
      ['javascript URL', { ...withName, network: 'blog', url: 'javascript:alert(1)' }, 'url'],
      [
        'URL over 250 characters',
        { ...withName, network: 'blog', url: `https://ana.mx/${'a'.repeat(240)}` },
        'url',
      ],
      ['name over 50', { ...withName, network: 'linkedin', name: 'n'.repeat(51) }, 'name'],
      ['username over 50', { ...valid, username: 'u'.repeat(51) }, 'username'],
      ['empty username', { ...valid, username: '' }, 'username'],
      ['blank username', { ...valid, username: '   ' }, 'username'],
      ['missing username', { ...valid, username: undefined }, 'username'],
      ['negative followers', { ...valid, followers: -1 }, 'followers'],
      ['fractional followers', { ...valid, followers: 1.5 }, 'followers'],
      ['followers as text', { ...valid, followers: '100' }, 'followers'],
      ['missing followers', { ...valid, followers: undefined }, 'followers'],
      ['unknown network', { ...valid, network: 'myspace' }, 'network'],
      ['is_channel not a boolean', { ...valid, is_channel: 'si' }, 'is_channel'],
      ['unknown field', { ...valid, connected: true }, 'connected'],
    ])('answers 400 for %s, naming the field', async (_case, body, field) => {
      const answer = await add(token, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {})).toEqual([field]);
      // Spanish text, never an i18n key or valibot's English.
      for (const text of answer.body.fields?.[field] ?? []) {
        expect(text).not.toMatch(/^validation\.|Invalid|Expected/);
      }
    });

    it('says what is wrong in Spanish', async () => {
      const answer = await add(token, {
        network: 'linkedin',
        username: '',
        url: 'ftp://x.mx',
        followers: -1,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        username: ['Escribe tu usuario en esta red.'],
        url: ['Escribe una URL que empiece con https://'],
        followers: ['El número de seguidores no puede ser negativo.'],
      });
      // The name is checked first; a named form without a URL then hears about the URL.
      const naming = await add(token, { network: 'blog', username: 'b', followers: 1 });
      expect(naming.body.fields).toEqual({
        name: ['Escribe el nombre que se muestra en esta red.'],
      });
      const addressing = await add(token, {
        network: 'blog',
        username: 'b',
        name: 'B',
        followers: 1,
      });
      expect(addressing.body.fields).toEqual({
        url: ['Escribe una URL que empiece con https://'],
      });
    });

    it('writes nothing for a rejected form', async () => {
      await add(token, { ...valid, username: 'rechazada', followers: -5 });
      expect(await rowsFor('instagram', 'rechazada')).toEqual([]);
    });
  });

  describe('an account already linked', () => {
    it('answers new false for the caller’s own account in any case, refreshing its numbers', async () => {
      const { token } = await registerWithRole(server);
      const username = handle('Ana.Cocina');
      const first = await add(token, {
        network: 'linkedin',
        username,
        name: 'Ana',
        url: 'https://linkedin.com/in/ana',
        followers: 100,
      });
      expect(first.status).toBe(201);
      const again = await add(token, {
        network: 'linkedin',
        username: username.toUpperCase(),
        name: 'Ana Cocina',
        url: 'https://linkedin.com/in/ana-cocina',
        followers: 150,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.response).toEqual({
        new: false,
        code: 'already_connected',
        user_network: {
          ...first.body.response.user_network,
          name: 'Ana Cocina',
          url: 'https://linkedin.com/in/ana-cocina',
          metrics: expect.anything(),
          trend: expect.anything(),
          followers: 150,
        },
      });
      expect(await rowsFor('linkedin', username)).toHaveLength(1);
      expect(await listOf(token)).toEqual([again.body.response.user_network]);
    });

    it('answers 409 accountNetwrokExists for another user’s account and writes nothing', async () => {
      const owner = await registerWithRole(server);
      const intruder = await registerWithRole(server);
      const username = handle('propia');
      const owned = await add(owner.token, { network: 'instagram', username, followers: 10 });
      expect(owned.status).toBe(201);

      const answer = await add(intruder.token, {
        network: 'instagram',
        username: username.toUpperCase(),
        followers: 999,
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'accountNetwrokExists', message: LINKED_ELSEWHERE });
      expect(await listOf(intruder.token)).toEqual([]);
      expect(await listOf(owner.token)).toEqual([owned.body.response.user_network]);
      expect(await rowsFor('instagram', username)).toHaveLength(1);
    });

    it('gives two users adding the same account at once exactly one 201 and one 409', async () => {
      const first = await registerWithRole(server);
      const second = await registerWithRole(server);
      const username = handle('carrera');
      const answers = await Promise.all(
        [first, second].map(({ token }) =>
          add(token, { network: 'twitch', username, followers: 1 }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const winner = answers[0]?.status === 201 ? first : second;
      expect((await rowsFor('twitch', username)).map((row) => row.user_id)).toEqual([
        winner.user.id,
      ]);
    });

    it('gives one user adding the same account twice at once one 201 and one 200', async () => {
      const { token } = await registerWithRole(server);
      const username = handle('doble');
      const answers = await Promise.all(
        [1, 2].map(() => add(token, { network: 'pinterest', username, followers: 7 })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(answers.map((answer) => answer.body.response.new).sort()).toEqual([false, true]);
      expect(await rowsFor('pinterest', username)).toHaveLength(1);
    });
  });

  describe('who may add', () => {
    it('answers 403 to a brand and to an account without a role', async () => {
      const brand = await registerWithRole(server, 'brand');
      const answer = await add(brand.token, {
        network: 'instagram',
        username: 'marca',
        followers: 1,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('forbidden');
      const fresh = await registerAccount(server);
      expect(
        (await add(fresh.token, { network: 'instagram', username: 'x', followers: 1 })).status,
      ).toBe(403);
      expect(await rowsFor('instagram', 'marca')).toEqual([]);
    });

    it('answers 401 without a token, whatever the body', async () => {
      const answer = await add(undefined, { network: 'nada' });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('not_authenticated');
    });
  });
});
