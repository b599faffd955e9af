import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { AddNetworkAnswer, NetworkConnection } from '../../src-shared/domain/network';
import type { User } from '../../src-shared/domain/user';
import { describeEngines } from './harness/engines';
import { registerWithRole } from './harness/accounts';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';

const NEED_FOLLOWERS = 'Escribe un número de seguidores mayor que cero para continuar.';
const TOO_YOUNG = 'Debes tener al menos 18 años.';

/** `YYYY-MM-DD` for today's UTC date moved by whole years and days, as the server counts. */
function utcDate(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The shared rules the core API enforces exactly as the forms and main do (issue 13). */
describeEngines('Profile and connection rules shared with the forms', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function expect400(answer: Answer, fields: Record<string, string[]>): void {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('validation_error');
    expect(answer.body.fields).toEqual(fields);
  }

  async function networksOf(token: string): Promise<NetworkConnection[]> {
    const answer = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body.response.results;
  }

  describe('0 followers on a manual connection', () => {
    it('is refused on add with the form’s message, and nothing is stored', async () => {
      const { token } = await registerWithRole(server);
      const answer = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
        token,
        body: { network: 'instagram', username: `ana.${randomUUID().slice(0, 8)}`, followers: 0 },
      });
      expect400(answer, { followers: [NEED_FOLLOWERS] });
      expect(await networksOf(token)).toEqual([]);
    });

    it('is refused on edit too, keeping the count it had', async () => {
      const { token } = await registerWithRole(server);
      const username = `ana.${randomUUID().slice(0, 8)}`;
      const added = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
        token,
        body: { network: 'twitch', username, followers: 120 },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const uuid = added.body.response.user_network.uuid;
      const changed = await server.request<NetworkConnection>('POST', ApiPath.updateNetwork(uuid), {
        token,
        body: { network: 'twitch', username, followers: 0 },
      });
      expect400(changed, { followers: [NEED_FOLLOWERS] });
      expect((await networksOf(token))[0]).toMatchObject({ uuid, followers: 120 });
    });

    it('names decimals and negatives for what they are', async () => {
      const { token } = await registerWithRole(server);
      const add = (followers: number) =>
        server.request('POST', ApiPath.addNetwork, {
          token,
          body: { network: 'instagram', username: 'ana', followers },
        });
      expect400(await add(1.5), { followers: ['Escribe un número entero, sin decimales.'] });
      expect400(await add(-5), { followers: ['El número de seguidores no puede ser negativo.'] });
    });
  });

  describe('minimum age', () => {
    const profileStep = (birthday: string) => ({
      first_name: 'Ana',
      last_name: 'López',
      birthday,
      question_text: 'Creadora de recetas mexicanas y viajes por el país.',
    });

    it('refuses a creator younger than 18 at the birth date, storing nothing', async () => {
      const { token } = await registerWithRole(server);
      for (const birthday of [utcDate(-18, 1), utcDate(-10), utcDate(0)]) {
        const answer = await server.request<User>('PUT', ApiPath.profile, {
          token,
          body: profileStep(birthday),
        });
        expect400(answer, { birthday: [TOO_YOUNG] });
      }
      const profile = await server.request<User>('GET', ApiPath.profile, { token });
      expect(profile.body.response.meta_info.birthday).toBeNull();
      expect(profile.body.response.first_name).toBe('');
    });

    it('accepts the 18th birthday itself', async () => {
      const { token } = await registerWithRole(server);
      const birthday = utcDate(-18);
      const answer = await server.request<User>('PUT', ApiPath.profile, {
        token,
        body: profileStep(birthday),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.response.meta_info.birthday).toBe(birthday);
    });
  });
});
