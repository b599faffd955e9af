import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { User } from '../../src-shared/domain/user';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

/** A GET with headers fetch will not forge (Host), over plain node:http. */
function getWithHeaders(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: { response: User } }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { response: User } });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describeEngines('Media URLs are on the server’s own origin, whatever Host says', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a forged Host or X-Forwarded-Host gets links to the listening address', async () => {
    const { token, user } = await registerWithRole(server);
    await server.server.db
      .updateTable('users')
      .set({ profile_image: 'avatars/foto.jpg' })
      .where('id', '=', user.id)
      .execute();
    const own = `${server.url}/media/avatars/foto.jpg`;
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const forged: Array<Record<string, string>> = [
      { host: 'evil.example' },
      {
        host: 'evil.example:443',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      { host: `localhost:${new URL(server.url).port}` },
    ];
    for (const headers of forged) {
      const answer = await getWithHeaders(`${server.url}${ApiPath.profile}`, {
        ...headers,
        authorization: `Bearer ${token}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.response.profile_image, JSON.stringify(headers)).toBe(own);
    }
  });
});
