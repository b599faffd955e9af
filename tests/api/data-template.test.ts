import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDataTemplate } from '../../src-server/db/data-template';
import { migrations } from '../../src-server/db/migrations';
import { startServer } from '../../src-server/index';
import { ApiPath } from '../../src-shared/api/paths';
import { PASSWORD, uniqueEmail } from './harness/accounts';

describe('A new PGlite data folder started from the shipped template', () => {
  let root: string;
  let template: string;
  let templateWrittenAt: Date;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'data-template-'));
    template = join(root, 'template.tar.gz');
    await writeDataTemplate(template);
    templateWrittenAt = new Date();
  }, 120_000);
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('holds every migration already and takes accounts at once', async () => {
    const server = await startServer({
      port: 0,
      dataDir: join(root, 'data'),
      dataTemplate: template,
    });
    try {
      const applied = await sql<{ name: string; timestamp: string }>`
        select name, timestamp from kysely_migration order by name`.execute(server.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      // Migrated when the template was made, not by this start.
      for (const row of applied.rows)
        expect(new Date(row.timestamp).getTime()).toBeLessThanOrEqual(templateWrittenAt.getTime());

      const answer = await fetch(`${server.url}${ApiPath.register}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('plantilla'), password: PASSWORD }),
      });
      expect(answer.status).toBe(201);
      await answer.arrayBuffer();
    } finally {
      await server.close();
    }
  }, 120_000);

  it('is ignored for a folder that already holds a database', async () => {
    const dataDir = join(root, 'existing');
    const first = await startServer({ port: 0, dataDir });
    const email = uniqueEmail('existente');
    const registered = await fetch(`${first.url}${ApiPath.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(registered.status).toBe(201);
    await registered.arrayBuffer();
    await first.close();

    const again = await startServer({ port: 0, dataDir, dataTemplate: template });
    try {
      const signIn = await fetch(`${again.url}${ApiPath.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      await signIn.arrayBuffer();
    } finally {
      await again.close();
    }
  }, 120_000);
});
