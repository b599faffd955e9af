import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { startServer, type RunningServer, type ServerOptions } from '../../src-server/index';
import { findCredential, saveCredentials } from '../../src-server/networks/credential-repository';
import { generateSecretsKey } from '../../src-server/secrets/secret-box';
import { SECRETS_KEY_FILE } from '../../src-server/secrets/server-secrets';
import { describeEngines, type DatabaseForTest } from './harness/engines';
import { PASSWORD, uniqueEmail } from './harness/accounts';

const OLD_KEY = generateSecretsKey('old');
const NEW_KEY = generateSecretsKey('new');
const TOKENS = { accessToken: 'act.secreto-de-acceso', refreshToken: 'rft.secreto-de-renovacion' };

/** Issue 19: provider tokens at rest are sealed with SECRETS_KEY, and keys can rotate. */
describeEngines('Provider tokens sealed at rest', (engine) => {
  let database: DatabaseForTest;
  let mediaDir: string;
  let uuid: string;

  const start = (options: Partial<ServerOptions>) =>
    startServer({ port: 0, mediaDir, ...database.options, ...options });

  async function post<R>(server: RunningServer, path: string, body: unknown, token?: string) {
    const answer = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return ((await answer.json()) as { response: R }).response;
  }

  const stored = (server: RunningServer) =>
    server.db
      .selectFrom('network_credentials')
      .select(['access_token', 'refresh_token'])
      .where('user_network', '=', uuid)
      .executeTakeFirstOrThrow();

  async function withServer<T>(options: Partial<ServerOptions>, work: (s: RunningServer) => T) {
    const server = await start(options);
    try {
      return await work(server);
    } finally {
      await server.close();
    }
  }

  beforeAll(async () => {
    database = await engine.migratedDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'api-test-media-'));
    await withServer({ secretsKey: OLD_KEY }, async (server) => {
      const { token } = await post<{ token: string }>(server, ApiPath.register, {
        email: uniqueEmail('sellado'),
        password: PASSWORD,
      });
      await post(server, ApiPath.defineRole, { role: 'influencer' }, token);
      const body = { network: 'tiktok', username: `tt_${randomUUID().slice(0, 8)}`, followers: 10 };
      const added = await post<{ user_network: { uuid: string } }>(
        server,
        ApiPath.addNetwork,
        body,
        token,
      );
      uuid = added.user_network.uuid;
      const account = { providerUserId: 'open-id', username: body.username, displayName: 'Ana' };
      await saveCredentials(server.db, uuid, { ...account, followers: 10, ...TOKENS }, new Date());
    });
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('stores no clear token, and a server without the key refuses to start', async () => {
    await withServer({ secretsKey: OLD_KEY }, async (server) => {
      const row = await stored(server);
      expect(row.access_token).toMatch(/^v1:old:/);
      expect(JSON.stringify(row)).not.toMatch(/secreto/);
      expect(await findCredential(server.db, uuid)).toMatchObject(TOKENS);
    });
    await expect(start({ secretsKey: NEW_KEY })).rejects.toThrow(/key "old"/);
  });

  it('reads them after a rotation and re-seals them with the new key at start', async () => {
    await withServer({ secretsKey: `${NEW_KEY},${OLD_KEY}` }, async (server) => {
      expect((await stored(server)).access_token).toMatch(/^v1:new:/);
      expect(await findCredential(server.db, uuid)).toMatchObject(TOKENS);
    });
    // The old key can go once a server started with the new one first.
    await withServer({ secretsKey: NEW_KEY }, async (server) => {
      expect(await findCredential(server.db, uuid)).toMatchObject(TOKENS);
    });
  });

  it('seals tokens stored in clear before this release', async () => {
    await withServer({ secretsKey: NEW_KEY }, (server) =>
      server.db
        .updateTable('network_credentials')
        .set({ access_token: TOKENS.accessToken, refresh_token: TOKENS.refreshToken })
        .where('user_network', '=', uuid)
        .execute(),
    );
    await withServer({ secretsKey: NEW_KEY }, async (server) => {
      expect(JSON.stringify(await stored(server))).not.toMatch(/secreto/);
      expect(await findCredential(server.db, uuid)).toMatchObject(TOKENS);
    });
  });

  it('without SECRETS_KEY: PGlite keeps its own key (0600), PostgreSQL refuses to start', async () => {
    if (engine.name === 'PostgreSQL') {
      await expect(start({})).rejects.toThrow(/SECRETS_KEY is required with DATABASE_URL/);
      return;
    }
    // This folder's rows are sealed with NEW_KEY: a key of the folder's own needs another folder.
    const fresh = await engine.migratedDatabase();
    try {
      await withServer({ ...fresh.options }, () => undefined);
      const mode = (await stat(join(fresh.options.dataDir ?? '', SECRETS_KEY_FILE))).mode;
      expect(mode & 0o777).toBe(0o600);
    } finally {
      await fresh.dispose();
    }
  });

  it('forgets the grants it cannot open when told to (a desktop whose keychain lost its key)', async () => {
    const lost = { secretsKey: generateSecretsKey('lost'), forgetUnreadableGrants: true };
    await withServer(lost, async (server) => {
      expect(await findCredential(server.db, uuid)).toBeUndefined();
    });
  });
});
