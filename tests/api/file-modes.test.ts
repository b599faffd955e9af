import { chmod, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { User } from '../../src-shared/domain/user';
import { registerWithRole, uniqueEmail } from './harness/accounts';
import { availableEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const pglite = availableEngines.find((engine) => engine.name === 'PGlite')!;
const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

// Windows has no POSIX modes: the user profile's ACL is what protects these files there.
describe.skipIf(process.platform === 'win32')('Private files: data folder, outbox, media', () => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    const database = await pglite.migratedDatabase();
    dataDir = database.options.dataDir!;
    // As a folder made by an earlier version (or copied by hand) would be.
    await chmod(dataDir, 0o755);
    // Outbox and media where the embedded default keeps them: inside the data folder.
    server = await startTestServer(
      { name: 'PGlite', migratedDatabase: async () => database },
      { mediaDir: join(dataDir, 'media') },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the PGlite folder to its owner (0700)', async () => {
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('writes reset mails (live codes) 0600 in a 0700 outbox', async () => {
    const email = uniqueEmail('modes');
    await registerWithRole(server, 'influencer', email);
    const asked = await server.request('POST', ApiPath.sendPassword, { body: { email } });
    expect(asked.status).toBe(200);
    const outbox = join(dataDir, 'outbox');
    const mails = async () => (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    await expect.poll(async () => (await mails()).length).toBe(1);
    expect(await modeOf(join(outbox, (await mails())[0]!))).toBe(0o600);
    expect(await modeOf(outbox)).toBe(0o700);
  });

  it('stores media 0600 in 0700 folders', async () => {
    const { token } = await registerWithRole(server);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('profile_image', new Blob([new Uint8Array(png)]), 'avatar.png');
    const answer = await server.request<User>('PUT', ApiPath.profileImage, { token, form });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.response.profile_image ?? '');
    expect(await modeOf(join(dataDir, 'media', url.pathname.slice('/media/'.length)))).toBe(0o600);
    expect(await modeOf(join(dataDir, 'media', 'avatars'))).toBe(0o700);
    expect(await modeOf(join(dataDir, 'media'))).toBe(0o700);
  });
});
