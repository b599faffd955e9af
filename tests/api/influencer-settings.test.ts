import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { InfluencerSettings } from '../../src-shared/domain/account-settings';
import type { Interest } from '../../src-shared/domain/finder';
import { registerAccount, registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Creator settings and interests (profile/influencer/, interests/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const read = (token: string | undefined) =>
    server.request<InfluencerSettings>('GET', ApiPath.influencerProfile, { token });
  const save = (token: string | undefined, body: unknown) =>
    server.request<InfluencerSettings>('PUT', ApiPath.influencerProfile, { token, body });

  it('starts open to offers without a minimum, and keeps what is saved per creator', async () => {
    const { token } = await registerWithRole(server);
    const other = await registerWithRole(server);
    expect((await read(token)).body).toEqual({
      response: { open_to_offers: true, minimum_budget: null },
    });

    const saved = await save(token, { open_to_offers: false, minimum_budget: 1250.5 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ response: { open_to_offers: false, minimum_budget: 1250.5 } });
    expect((await read(token)).body.response).toEqual({
      open_to_offers: false,
      minimum_budget: 1250.5,
    });
    expect((await read(other.token)).body.response.open_to_offers).toBe(true);

    const cleared = await save(token, { open_to_offers: true, minimum_budget: null });
    expect(cleared.body.response).toEqual({ open_to_offers: true, minimum_budget: null });
    expect((await read(token)).body.response).toEqual({
      open_to_offers: true,
      minimum_budget: null,
    });
  });

  it('checks the body and changes nothing on a 400', async () => {
    const { token } = await registerWithRole(server);
    await save(token, { open_to_offers: false, minimum_budget: 100 });
    for (const [body, field, message] of [
      [
        { open_to_offers: true, minimum_budget: -5 },
        'minimum_budget',
        'Escribe una cantidad mayor que 0 en dólares.',
      ],
      [
        { open_to_offers: true, minimum_budget: 10.555 },
        'minimum_budget',
        'Usa como máximo dos decimales (centavos).',
      ],
      [
        { open_to_offers: true, minimum_budget: '100' },
        'minimum_budget',
        'Escribe una cantidad mayor que 0 en dólares.',
      ],
      [
        { open_to_offers: 'sí', minimum_budget: null },
        'open_to_offers',
        'Elige una opción de la lista.',
      ],
      [
        { open_to_offers: true, minimum_budget: null, moneda: 'MXN' },
        'moneda',
        'Este campo no está permitido.',
      ],
    ] as const) {
      const answer = await save(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    expect((await read(token)).body.response).toEqual({
      open_to_offers: false,
      minimum_budget: 100,
    });
  });

  it('is for creators', async () => {
    const brand = await registerWithRole(server, 'brand');
    expect((await read(brand.token)).status).toBe(403);
    expect((await save(brand.token, { open_to_offers: true, minimum_budget: null })).status).toBe(
      403,
    );
    const noRole = await registerAccount(server);
    expect((await read(noRole.token)).status).toBe(403);
    expect((await read(undefined)).status).toBe(401);
    expect((await server.request('GET', ApiPath.interests)).status).toBe(401);
    expect((await server.request('GET', ApiPath.interests, { token: brand.token })).status).toBe(
      403,
    );
  });

  it('lists the caller’s own interests in the order picked', async () => {
    const { token } = await registerWithRole(server);
    const other = await registerWithRole(server);
    const list = (who: string) =>
      server.request<{ results: Interest[] }>('GET', ApiPath.interests, { token: who });
    expect((await list(token)).body).toEqual({ response: { results: [] } });
    for (const interest of ['travel', 'food']) {
      await server.request('POST', ApiPath.addInterest, { token, body: { interest } });
    }
    await server.request('POST', ApiPath.addInterest, {
      token: other.token,
      body: { interest: 'beauty' },
    });
    const answer = await list(token);
    expect(answer.status).toBe(200);
    expect(answer.body.response.results.map((item) => item.interest)).toEqual(['travel', 'food']);
    expect(answer.body.response.results[0]).toEqual({ id: expect.any(String), interest: 'travel' });
  });
});
