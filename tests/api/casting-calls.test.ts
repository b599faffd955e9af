import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { CastingCall } from '../../src-shared/domain/casting-call';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import {
  callInput,
  createBrand,
  createCall,
  dayFromToday,
  openCall,
  registerBrand,
  registerCreator,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';
import { ISO_DATE_TIME, UUID } from './harness/answer-patterns';

describeEngines('Casting calls (/api/v3/casting-calls/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function get(token: string, id: string) {
    return server.request<CastingCall>('GET', ApiPath.castingCall(id), { token });
  }
  function list(token: string, query = '') {
    return server.request<ListPage<CastingCall>>('GET', `${ApiPath.castingCalls}${query}`, {
      token,
    });
  }
  function post(token: string, path: string, body?: unknown) {
    return server.request<CastingCall>('POST', path, { token, body });
  }

  it('creates a draft of one of the caller’s brands: 201, money as numbers, nobody applied yet', async () => {
    const owner = await registerBrand(server);
    const input = callInput(server, owner.brand.id, {
      country: 'MX',
      categories: ['macroinfluencer'],
    });
    const answer = await server.request<CastingCall>('POST', ApiPath.castingCalls, {
      token: owner.token,
      body: input,
    });
    expect(answer.status).toBe(201);
    const call = answer.body.response;
    expect(call).toEqual({
      id: expect.stringMatching(UUID),
      brand: { id: owner.brand.id, name: 'Refresco Sol', logo: null },
      title: input.title,
      brief: input.brief,
      networks: ['instagram', 'tiktok'],
      content_types: ['reel', 'video'],
      budget_min: 100,
      budget_max: 500.5,
      country: 'MX',
      categories: ['macroinfluencer'],
      deadline: input.deadline,
      status: 'draft',
      applications_count: 0,
      my_application: null,
      invited_at: null,
      published_at: null,
      created_at: expect.stringMatching(ISO_DATE_TIME),
      updated_at: expect.stringMatching(ISO_DATE_TIME),
    });
    expect((await get(owner.token, call.id)).body.response).toEqual(call);
  });

  it('refuses creators (403), accounts without a role (403) and anonymous callers (401)', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const noRole = await registerAccount(server);
    const body = callInput(server, owner.brand.id);
    expect((await post(creator.token, ApiPath.castingCalls, body)).status).toBe(403);
    expect((await post(noRole.token, ApiPath.castingCalls, body)).status).toBe(403);
    expect((await list(noRole.token)).status).toBe(403);
    const anonymous = await server.request('POST', ApiPath.castingCalls, { body });
    expect(anonymous.status).toBe(401);
    expect((await list(owner.token)).body.response.count).toBe(0);
  });

  it('answers 404 for a brand that is not the caller’s, and creates nothing', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const answer = await post(owner.token, ApiPath.castingCalls, callInput(server, other.brand.id));
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
    expect((await list(owner.token)).body.response.count).toBe(0);
    expect((await list(other.token)).body.response.count).toBe(0);
  });

  it('answers 400 naming each bad field, and creates nothing', async () => {
    const owner = await registerBrand(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ budget_min: 600, budget_max: 500 }, 'budget_max'],
      [{ budget_min: 10.005 }, 'budget_min'],
      [{ budget_min: -5 }, 'budget_min'],
      [{ budget_max: '500' }, 'budget_max'],
      [{ deadline: '2030-02-31' }, 'deadline'],
      [{ deadline: 'mañana' }, 'deadline'],
      [{ networks: [] }, 'networks'],
      [{ networks: ['myspace'] }, 'networks.0'],
      [{ content_types: ['reel', 'reel'] }, 'content_types'],
      [{ categories: ['famous'] }, 'categories.0'],
      [{ country: 'XX' }, 'country'],
      [{ title: 'ab' }, 'title'],
      [{ brand_id: 'not-an-id' }, 'brand_id'],
      [{ color: 'red' }, 'color'],
    ];
    for (const [override, field] of cases) {
      const answer = await post(owner.token, ApiPath.castingCalls, {
        ...callInput(server, owner.brand.id),
        ...override,
      });
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(override)).toEqual([field]);
    }
    const range = await post(owner.token, ApiPath.castingCalls, {
      ...callInput(server, owner.brand.id),
      budget_min: 600,
      budget_max: 500,
    });
    expect(range.body.fields).toEqual({
      budget_max: ['El presupuesto mínimo no puede ser mayor que el máximo.'],
    });
    expect((await list(owner.token)).body.response.count).toBe(0);
  });

  it('lets only the owner read a draft; creators read open calls; others get 404', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const creator = await registerCreator(server);
    const draft = await createCall(server, owner);
    expect((await get(owner.token, draft.id)).status).toBe(200);
    expect((await get(other.token, draft.id)).status).toBe(404);
    expect((await get(creator.token, draft.id)).status).toBe(404);
    expect((await get(owner.token, 'no-es-un-id')).status).toBe(404);

    const open = await openCall(server, owner);
    expect((await get(creator.token, open.id)).body.response).toMatchObject({
      id: open.id,
      status: 'open',
      my_application: null,
    });
    expect((await get(other.token, open.id)).status).toBe(404);
  });

  it('edits drafts and open calls; a closed call is a 409 casting_call_closed', async () => {
    const owner = await registerBrand(server);
    const draft = await createCall(server, owner);
    const edited = await server.request<CastingCall>('PUT', ApiPath.castingCall(draft.id), {
      token: owner.token,
      body: callInput(server, owner.brand.id, { title: 'Nuevo título', budget_max: 900 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.response).toMatchObject({
      title: 'Nuevo título',
      budget_max: 900,
      status: 'draft',
    });

    const open = await openCall(server, owner);
    const put = (body: unknown) =>
      server.request<CastingCall>('PUT', ApiPath.castingCall(open.id), {
        token: owner.token,
        body,
      });
    const openEdit = await put(callInput(server, owner.brand.id, { title: 'Abierto y editado' }));
    expect(openEdit.status).toBe(200);
    expect(openEdit.body.response).toMatchObject({ title: 'Abierto y editado', status: 'open' });

    // Draft or open, a deadline cannot move into the past (two days back is past in every zone).
    const past = await put(
      callInput(server, owner.brand.id, { deadline: dayFromToday(server, -2) }),
    );
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fields ?? {})).toEqual(['deadline']);

    expect((await post(owner.token, ApiPath.castingCallClose(open.id))).status).toBe(200);
    const closed = await put(callInput(server, owner.brand.id, { title: 'Ya cerrado' }));
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('casting_call_closed');
    expect((await get(owner.token, open.id)).body.response.title).toBe('Abierto y editado');
  });

  it('keeps a call unchanged when another brand, a foreign brand id or bad input tries to edit it', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const call = await createCall(server, owner);
    const put = (token: string, body: unknown) =>
      server.request<CastingCall>('PUT', ApiPath.castingCall(call.id), { token, body });

    expect((await put(other.token, callInput(server, other.brand.id))).status).toBe(404);
    expect((await put(owner.token, callInput(server, other.brand.id))).status).toBe(404);
    const bad = await put(owner.token, callInput(server, owner.brand.id, { budget_min: 9000 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['budget_max']);
    const creator = await registerCreator(server);
    expect((await put(creator.token, callInput(server, owner.brand.id))).status).toBe(403);
    expect((await get(owner.token, call.id)).body.response).toEqual(call);
  });

  it('publishes a draft once: open again answers it unchanged; a passed deadline is a 400', async () => {
    const owner = await registerBrand(server);
    const draft = await createCall(server, owner);
    const published = await post(owner.token, ApiPath.castingCallPublish(draft.id));
    expect(published.status).toBe(200);
    expect(published.body.response.status).toBe('open');
    expect(published.body.response.published_at).toMatch(ISO_DATE_TIME);
    const again = await post(owner.token, ApiPath.castingCallPublish(draft.id));
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual(published.body.response);

    // A draft cannot be saved with a passed deadline; one saved in time can still go stale.
    const stale = await createCall(server, owner, { deadline: dayFromToday(server, 0) });
    server.clock.advance(2 * 86_400_000);
    try {
      const refused = await post(owner.token, ApiPath.castingCallPublish(stale.id));
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({
        deadline: ['La fecha límite ya pasó: elige hoy o una fecha posterior.'],
      });
    } finally {
      server.clock.reset();
    }
    expect((await get(owner.token, stale.id)).body.response.status).toBe('draft');

    const today = await createCall(server, owner, { deadline: dayFromToday(server, 0) });
    expect((await post(owner.token, ApiPath.castingCallPublish(today.id))).status).toBe(200);
  });

  it('closes an open call (closed again answers it as is); a draft cannot close, a closed call cannot reopen', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const draft = await createCall(server, owner);
    const notOpen = await post(owner.token, ApiPath.castingCallClose(draft.id));
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.code).toBe('casting_call_not_open');

    const open = await openCall(server, owner);
    expect((await post(other.token, ApiPath.castingCallClose(open.id))).status).toBe(404);
    expect((await post(other.token, ApiPath.castingCallPublish(draft.id))).status).toBe(404);
    const closed = await post(owner.token, ApiPath.castingCallClose(open.id));
    expect(closed.status).toBe(200);
    expect(closed.body.response.status).toBe('closed');
    const again = await post(owner.token, ApiPath.castingCallClose(open.id));
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual(closed.body.response);
    const reopen = await post(owner.token, ApiPath.castingCallPublish(open.id));
    expect(reopen.status).toBe(409);
    expect(reopen.body.code).toBe('casting_call_closed');
  });

  it('moves a call to another of the caller’s brands (edit-brand), never to someone else’s', async () => {
    const owner = await registerBrand(server);
    const second = await createBrand(server, owner.token, 'Agua Sol');
    const other = await registerBrand(server, 'Otra Marca');
    const call = await createCall(server, owner);
    const move = (token: string, body: unknown) =>
      post(token, ApiPath.castingCallEditBrand(call.id), body);

    const moved = await move(owner.token, { brand_id: second.id });
    expect(moved.status).toBe(200);
    expect(moved.body.response.brand).toEqual({ id: second.id, name: 'Agua Sol', logo: null });

    expect((await move(owner.token, { brand_id: other.brand.id })).status).toBe(404);
    expect((await move(other.token, { brand_id: other.brand.id })).status).toBe(404);
    const bad = await move(owner.token, { brand_id: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['brand_id']);
    expect((await get(owner.token, call.id)).body.response.brand.id).toBe(second.id);

    await post(owner.token, ApiPath.castingCallPublish(call.id));
    await post(owner.token, ApiPath.castingCallClose(call.id));
    const closed = await move(owner.token, { brand_id: owner.brand.id });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('casting_call_closed');
  });

  it('lists a brand’s own calls newest first, by status, paged (20 by default)', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    await createCall(server, other);
    // A second apart, so "newest first" does not depend on how fast the requests run.
    const first = await createCall(server, owner, { title: 'Primero' });
    server.clock.advance(1000);
    const second = await openCall(server, owner, { title: 'Segundo' });
    server.clock.advance(1000);
    const third = await createCall(server, owner, { title: 'Tercero' });
    server.clock.reset();

    const all = await list(owner.token);
    expect(all.status).toBe(200);
    expect(all.body.response).toMatchObject({ count: 3, page: 1, size_page: 20 });
    expect(all.body.response.results.map((call) => call.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);

    const drafts = await list(owner.token, '?status=draft');
    expect(drafts.body.response.results.map((call) => call.id)).toEqual([third.id, first.id]);
    const paged = await list(owner.token, '?page=2&size_page=2');
    expect(paged.body.response).toMatchObject({ count: 3, page: 2, size_page: 2 });
    expect(paged.body.response.results.map((call) => call.id)).toEqual([first.id]);

    const badStatus = await list(owner.token, '?status=archived');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fields).toEqual({ status: ['Elige un estado de la lista.'] });
    const badPage = await list(owner.token, '?page=0&size_page=101');
    expect(badPage.status).toBe(400);
    expect(Object.keys(badPage.body.fields ?? {}).sort()).toEqual(['page', 'size_page']);
  });
});

describeEngines('Casting calls a creator sees (GET /api/v3/casting-calls/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function titles(token: string, query = '') {
    return server
      .request<ListPage<CastingCall>>('GET', `${ApiPath.castingCalls}${query}`, { token })
      .then((answer) => {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.response.results.map((call) => call.title).sort();
      });
  }

  it('shows open calls before their deadline that fit the creator’s country, category and networks', async () => {
    const owner = await registerBrand(server);
    // A microinfluencer in Mexico on Instagram (50,000) and a typed YouTube channel (2,000).
    const creator = await registerCreator(server, { instagram: 50_000, youtube: 2_000 });
    await openCall(server, owner, { title: 'Cualquiera' });
    await openCall(server, owner, { title: 'Mexico', country: 'MX' });
    await openCall(server, owner, { title: 'Colombia', country: 'CO' });
    await openCall(server, owner, {
      title: 'Micro',
      categories: ['microinfluencer', 'nanoinfluencer'],
    });
    await openCall(server, owner, { title: 'Celebridades', categories: ['top-celebrity'] });
    await openCall(server, owner, {
      title: 'YouTube',
      networks: ['youtube'],
      content_types: ['short'],
    });
    await openCall(server, owner, {
      title: 'Twitch',
      networks: ['twitch'],
      content_types: ['live'],
    });
    await openCall(server, owner, { title: 'Hoy', deadline: dayFromToday(server, 0) });
    await createCall(server, owner, { title: 'Borrador' });
    const closing = await openCall(server, owner, { title: 'Cerrado' });
    await server.request('POST', ApiPath.castingCallClose(closing.id), { token: owner.token });

    expect(await titles(creator.token)).toEqual([
      'Cualquiera',
      'Hoy',
      'Mexico',
      'Micro',
      'YouTube',
    ]);
    expect(await titles(creator.token, '?status=open')).toEqual([
      'Cualquiera',
      'Hoy',
      'Mexico',
      'Micro',
      'YouTube',
    ]);
    // A creator never sees drafts or closed calls in the list.
    expect(await titles(creator.token, '?status=closed')).toEqual([]);
    expect(await titles(creator.token, '?status=draft')).toEqual([]);

    const colombian = await registerCreator(server, { tiktok: 20_000_000 }, 'CO');
    expect(await titles(colombian.token)).toEqual([
      'Celebridades',
      'Colombia',
      'Cualquiera',
      'Hoy',
    ]);

    const withoutNetworks = await registerCreator(server, {});
    expect(await titles(withoutNetworks.token)).toEqual([]);
  });

  it('drops a call from the list once its deadline passes, and says which ones the creator applied to', async () => {
    const owner = await registerBrand(server, 'Marca Plazo');
    const creator = await registerCreator(server, { pinterest: 500 });
    const soon = await openCall(server, owner, {
      title: 'Pronto',
      networks: ['pinterest'],
      content_types: ['pin'],
      deadline: dayFromToday(server, 1),
    });
    await openCall(server, owner, {
      title: 'Luego',
      networks: ['pinterest'],
      content_types: ['pin'],
      deadline: dayFromToday(server, 30),
    });
    const applied = await server.request('POST', ApiPath.castingCallApply(soon.id), {
      token: creator.token,
      body: { price: 80 },
    });
    expect(applied.status).toBe(201);

    const listed = await server.request<ListPage<CastingCall>>('GET', ApiPath.castingCalls, {
      token: creator.token,
    });
    const byTitle = new Map(listed.body.response.results.map((call) => [call.title, call]));
    expect(byTitle.get('Pronto')?.my_application).toMatchObject({
      casting_call_id: soon.id,
      price: 80,
      message: '',
      status: 'applied',
    });
    expect(byTitle.get('Pronto')?.applications_count).toBe(1);
    expect(byTitle.get('Luego')?.my_application).toBeNull();

    server.clock.advance(3 * 86_400_000);
    try {
      expect(await titles(creator.token)).toEqual(['Luego']);
    } finally {
      server.clock.reset();
    }
  });

  it('answers a brand’s call list with my_application null', async () => {
    const owner = await registerWithRole(server, 'brand');
    const answer = await server.request<ListPage<CastingCall>>('GET', ApiPath.castingCalls, {
      token: owner.token,
    });
    expect(answer.body.response).toEqual({ results: [], count: 0, page: 1, size_page: 20 });
  });
});
