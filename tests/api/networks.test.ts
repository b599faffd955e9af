import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { NetworkConnection } from '../../src-shared/domain/network';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Networks list (GET /api/v1/accounts/profile/networks/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function list(token: string, query = '') {
    return server.request<ListPage<NetworkConnection>>('GET', `${ApiPath.networks}${query}`, {
      token,
    });
  }

  /** Rows written straight through the repository, a second apart so their order is known. */
  async function addNetworks(userId: string, count: number, prefix = 'cuenta'): Promise<void> {
    const start = Date.parse('2024-01-01T00:00:00Z');
    for (let index = 0; index < count; index += 1) {
      await insertNetwork(
        server.server.db,
        userId,
        { network: 'instagram', username: `${prefix}_${index}` },
        new Date(start + index * 1000),
      );
    }
  }

  it('answers an empty first page for a new user', async () => {
    const { token } = await registerAccount(server);
    const answer = await list(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response: { results: [], count: 0, page: 1, size_page: 20 } });
  });

  it('lists the caller’s own networks in the order they were added, followers as a number', async () => {
    const { token, user } = await registerWithRole(server);
    const other = await registerWithRole(server);
    const now = Date.parse('2024-02-01T00:00:00Z');
    const youtube = await insertNetwork(
      server.server.db,
      user.id,
      {
        network: 'youtube',
        username: 'UCcanal',
        name: 'Cocina con Ana',
        followers: 3_000_000_000,
        connected: true,
        is_channel: true,
      },
      new Date(now + 1000),
    );
    const tiktok = await insertNetwork(
      server.server.db,
      user.id,
      { network: 'tiktok', username: 'ana.cocina', followers: 12_345 },
      new Date(now),
    );
    await insertNetwork(
      server.server.db,
      other.user.id,
      { network: 'instagram', username: 'ajena', followers: 99 },
      new Date(now - 1000),
    );

    const answer = await list(token);
    expect(answer.status).toBe(200);
    expect(answer.body.response).toEqual({
      results: [
        {
          uuid: tiktok.uuid,
          network: 'tiktok',
          username: 'ana.cocina',
          name: '',
          followers: 12_345,
          connected: false,
          is_channel: false,
          url: '',
          metrics: null,
          // Inserted without readings nor a stored grant.
          trend: { points: [], change_30d: null },
          access: null,
        },
        {
          uuid: youtube.uuid,
          network: 'youtube',
          username: 'UCcanal',
          name: 'Cocina con Ana',
          followers: 3_000_000_000,
          connected: true,
          is_channel: true,
          url: '',
          metrics: null,
          // Inserted without readings nor a stored grant.
          trend: { points: [], change_30d: null },
          access: null,
        },
      ],
      count: 2,
      page: 1,
      size_page: 20,
    });
    expect(tiktok.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const others = await list(other.token);
    expect(others.body.response.count).toBe(1);
    expect(others.body.response.results.map((row) => row.username)).toEqual(['ajena']);
  });

  it('pages with page and size_page, counting all of the user’s networks', async () => {
    const { token, user } = await registerWithRole(server);
    await addNetworks(user.id, 25);
    const first = await list(token);
    expect(first.body.response.results).toHaveLength(20);
    expect(first.body.response.count).toBe(25);

    const second = await list(token, '?page=2');
    expect(second.body.response).toMatchObject({ count: 25, page: 2, size_page: 20 });
    expect(second.body.response.results.map((row) => row.username)).toEqual(
      [20, 21, 22, 23, 24].map((index) => `cuenta_${index}`),
    );

    const small = await list(token, '?page=3&size_page=10');
    expect(small.body.response).toMatchObject({ count: 25, page: 3, size_page: 10 });
    expect(small.body.response.results).toHaveLength(5);

    const all = await list(token, '?size_page=100');
    expect(all.body.response.results).toHaveLength(25);
    const beyond = await list(token, '?page=9');
    expect(beyond.body.response).toEqual({ results: [], count: 25, page: 9, size_page: 20 });
  });

  it('answers 400 for paging that is not a whole number in range', async () => {
    const { token } = await registerAccount(server);
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=dos', 'page'],
      ['?page=', 'page'],
      ['?page=1&page=2', 'page'],
      ['?size_page=0', 'size_page'],
      ['?size_page=101', 'size_page'],
      ['?size_page=1e1', 'size_page'],
    ] as const) {
      const answer = await list(token, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {}), query).toEqual([field]);
    }
  });

  it('needs a token', async () => {
    expect((await server.request('GET', ApiPath.networks)).status).toBe(401);
  });

  it('removes a user’s networks with the user', async () => {
    const { user } = await registerWithRole(server);
    // Each account belongs to one user (migration 0003): other tests already hold `cuenta_*`.
    await addNetworks(user.id, 2, 'borrada');
    await server.server.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await server.server.db
      .selectFrom('user_networks')
      .select('uuid')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
