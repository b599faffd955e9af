import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { PGlite as PGlite04 } from 'pglite-04';
import { pg_trgm as pgTrgm04 } from 'pglite-04/contrib/pg_trgm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { ApiPath } from '../../src-shared/api/paths';
import { PASSWORD, uniqueEmail } from './harness/accounts';

interface Person {
  email: string;
  token: string;
}

async function call<R>(
  server: RunningServer,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; response: R }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const answer = await fetch(`${server.url}${path}`, init);
  const json = (await answer.json()) as { response: R };
  return { status: answer.status, response: json.response };
}

/** The desktop's data as a person leaves it: an account, a connection, a photo, a price. */
async function fillWithData(server: RunningServer): Promise<Person> {
  const email = uniqueEmail('antes-de-0-5');
  const registered = await call<{ token: string }>(server, 'POST', ApiPath.register, undefined, {
    email,
    password: PASSWORD,
  });
  const token = registered.response.token;
  expect(
    (await call(server, 'POST', ApiPath.defineRole, token, { role: 'influencer' })).status,
  ).toBe(200);
  expect(
    (
      await call(server, 'POST', ApiPath.addNetwork, token, {
        network: 'instagram',
        username: 'ana.viaja',
        followers: 12_345,
      })
    ).status,
  ).toBe(201);
  const photo = new FormData();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#369' } })
    .png()
    .toBuffer();
  photo.append('profile_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'yo.png');
  expect((await call(server, 'PUT', ApiPath.profileImage, token, photo)).status).toBe(200);
  return { email, token };
}

/** A file's bytes over a connection of its own, closed with the answer. */
function download(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
    });
    request.on('error', reject);
  });
}

/** What the person sees after the upgrade must be what they saw before it. */
async function snapshot(server: RunningServer, token: string) {
  const profile = await call<Record<string, unknown>>(server, 'GET', ApiPath.profile, token);
  const networks = await call<{ results: Array<Record<string, unknown>> }>(
    server,
    'GET',
    ApiPath.networks,
    token,
  );
  const image = String(profile.response.profile_image ?? '');
  const photo = image ? await download(image.replace(/^http:\/\/[^/]+/, server.url)) : null;
  return {
    status: profile.status,
    email: profile.response.email,
    role: profile.response.role,
    networks: networks.response.results.map(({ network, username, followers }) => ({
      network,
      username,
      followers,
    })),
    photoStatus: photo?.status,
    photoBytes: photo?.bytes,
  };
}

/**
 * A PGlite 0.4 (Postgres 17) folder holding the real schema and data: the app writes it with the
 * current engine, and the dump is loaded into PGlite 0.4 as the previous release left it.
 */
async function makePreviousFolder(from: string, to: string): Promise<void> {
  const current = await PGlite.create(from, { extensions: { pg_trgm } });
  const sql = await (await pgDump({ pg: current })).text();
  await current.close();
  const previous = await PGlite04.create(to, { extensions: { pg_trgm: pgTrgm04 } });
  await previous.exec(sql);
  await previous.close();
  for (const entry of ['media', 'outbox']) {
    if (existsSync(join(from, entry)))
      await cp(join(from, entry), join(to, entry), { recursive: true });
  }
}

describe('A data folder of PGlite 0.4 (Postgres 17)', () => {
  let root: string;
  let previousFolder: string;
  let person: Person;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pglite-upgrade-'));
    const written = join(root, 'written');
    const server = await startServer({ port: 0, dataDir: written });
    try {
      person = await fillWithData(server);
      before = await snapshot(server, person.token);
    } finally {
      await server.close();
    }
    previousFolder = join(root, 'previous');
    await makePreviousFolder(written, previousFolder);
  }, 120_000);
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function copyOfPrevious(name: string): Promise<string> {
    const dataDir = join(root, name);
    await cp(previousFolder, dataDir, { recursive: true });
    return dataDir;
  }

  async function startAndRead(dataDir: string) {
    const server = await startServer({ port: 0, dataDir });
    try {
      return await snapshot(server, person.token);
    } finally {
      await server.close();
    }
  }

  it('is carried over on first start with everything in it, and the old copy goes once it opens', async () => {
    const dataDir = await copyOfPrevious('plain');
    expect((await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).trim()).toBe('17');
    expect(before.networks).toHaveLength(1);
    expect(before.photoStatus).toBe(200);

    expect(await startAndRead(dataDir)).toEqual(before);
    expect((await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).trim()).toBe('18');
    expect(await readdir(root)).not.toContain('plain.pg17');
    expect(await readdir(root)).not.toContain('plain.upgrading');
    // Later starts open it as it is.
    expect(await startAndRead(dataDir)).toEqual(before);
  }, 120_000);

  it('starts again from the old folder when an earlier attempt died half-way through the restore', async () => {
    const dataDir = await copyOfPrevious('half-restored');
    await cp(join(previousFolder, 'base'), join(root, 'half-restored.upgrading', 'base'), {
      recursive: true,
    });
    expect(await startAndRead(dataDir)).toEqual(before);
    expect(existsSync(`${dataDir}.upgrading`)).toBe(false);
  }, 120_000);

  it('finishes the swap when an earlier attempt stopped between moving the old folder and the new one', async () => {
    const dataDir = await copyOfPrevious('between-renames');
    await rename(dataDir, `${dataDir}.pg17`);
    expect(await startAndRead(dataDir)).toEqual(before);
    expect(existsSync(`${dataDir}.pg17`)).toBe(false);
  }, 120_000);

  it('brings the photos over when an earlier attempt stopped right after the swap', async () => {
    const dataDir = await copyOfPrevious('after-swap');
    expect(await startAndRead(dataDir)).toEqual(before);
    // As if the process died after the swap, before the app's files followed the database.
    await rename(join(dataDir, 'media'), join(root, 'media-aside'));
    await cp(previousFolder, `${dataDir}.pg17`, { recursive: true });
    await rm(join(`${dataDir}.pg17`, 'media'), { recursive: true });
    await rename(join(root, 'media-aside'), join(`${dataDir}.pg17`, 'media'));

    expect(await startAndRead(dataDir)).toEqual(before);
    expect(existsSync(`${dataDir}.pg17`)).toBe(false);
  }, 120_000);
});
