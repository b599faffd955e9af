import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { CastingApplication, CastingCall } from '../../src-shared/domain/casting-call';
import { describeEngines } from './harness/engines';
import {
  apply,
  createCall,
  dayFromToday,
  openCall,
  registerBrand,
  registerCreator,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';
import { ISO_DATE_TIME, UUID } from './harness/answer-patterns';

describeEngines('Casting applications (apply, decide, list, mine)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function applyTo(token: string, callId: string, body: unknown) {
    return server.request<CastingApplication>('POST', ApiPath.castingCallApply(callId), {
      token,
      body,
    });
  }
  function applicants(token: string, callId: string, query = '') {
    return server.request<ListPage<CastingApplication>>(
      'GET',
      `${ApiPath.castingCallApplications(callId)}${query}`,
      { token },
    );
  }
  function decide(token: string, id: string, decision: 'shortlist' | 'accept' | 'decline') {
    return server.request<CastingApplication>('POST', ApiPath.applicationDecision(id, decision), {
      token,
    });
  }
  function mine(token: string, query = '') {
    return server.request<ListPage<CastingApplication>>(
      'GET',
      `${ApiPath.myApplications}${query}`,
      { token },
    );
  }

  it('applies once to an open call: 201 with the call’s title, brand and the creator’s summary', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const call = await openCall(server, owner);
    const answer = await applyTo(creator.token, call.id, { price: 250.75, message: ' Hola ' });
    expect(answer.status).toBe(201);
    expect(answer.body.response).toEqual({
      id: expect.stringMatching(UUID),
      casting_call_id: call.id,
      casting_call_title: call.title,
      brand: { id: owner.brand.id, name: 'Refresco Sol', logo: null },
      creator: {
        id: creator.user.id,
        first_name: '',
        last_name: '',
        vanity_name: null,
        profile_image: null,
      },
      price: 250.75,
      message: 'Hola',
      status: 'applied',
      created_at: expect.stringMatching(ISO_DATE_TIME),
      updated_at: expect.stringMatching(ISO_DATE_TIME),
    });

    const read = await server.request<CastingCall>('GET', ApiPath.castingCall(call.id), {
      token: creator.token,
    });
    expect(read.body.response.applications_count).toBe(1);
    expect(read.body.response.my_application).toEqual(answer.body.response);

    const twice = await applyTo(creator.token, call.id, { price: 300 });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_applied');
    expect((await applicants(owner.token, call.id)).body.response.count).toBe(1);
  });

  it('takes applications only for open calls before their deadline (409 casting_call_not_open; a draft 404)', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const draft = await createCall(server, owner);
    const closed = await openCall(server, owner);
    await server.request('POST', ApiPath.castingCallClose(closed.id), { token: owner.token });
    const expiring = await openCall(server, owner, { deadline: dayFromToday(server, 0) });

    const closedAnswer = await applyTo(creator.token, closed.id, { price: 100 });
    expect(closedAnswer.status).toBe(409);
    expect(closedAnswer.body.code).toBe('casting_call_not_open');
    // Another brand's draft is unseen: the same 404 as an unknown call, nothing recorded.
    const draftAnswer = await applyTo(creator.token, draft.id, { price: 100 });
    expect(draftAnswer.status).toBe(404);
    expect(draftAnswer.body).toEqual({ code: 'not_found', message: 'No encontramos ese casting.' });
    expect((await applicants(owner.token, draft.id)).body.response.count).toBe(0);
    server.clock.advance(2 * 86_400_000);
    try {
      const late = await applyTo(creator.token, expiring.id, { price: 100 });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('casting_call_not_open');
    } finally {
      server.clock.reset();
    }
    expect((await applyTo(creator.token, expiring.id, { price: 100 })).status).toBe(201);
    const unknown = await applyTo(creator.token, '8a0c4f4e-3b0e-4d43-9f0e-5a5b1b8f7c11', {
      price: 100,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 400 naming price or message for bad input, and records nothing', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const call = await openCall(server, owner);
    const cases: [unknown, string][] = [
      [{ price: 10.005 }, 'price'],
      [{ price: -1 }, 'price'],
      [{ price: 0 }, 'price'],
      [{ price: '100' }, 'price'],
      [{}, 'price'],
      [{ price: 2_000_000 }, 'price'],
      [{ price: 100, message: 'x'.repeat(2001) }, 'message'],
      [{ price: 100, extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const answer = await applyTo(creator.token, call.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const cents = await applyTo(creator.token, call.id, { price: 10.005 });
    expect(cents.body.fields).toEqual({ price: ['Usa como máximo dos decimales (centavos).'] });
    expect((await applicants(owner.token, call.id)).body.response.count).toBe(0);
  });

  it('lets only creators apply and only brands decide (403 the other way round)', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const call = await openCall(server, owner);
    expect((await applyTo(owner.token, call.id, { price: 100 })).status).toBe(403);
    const application = await apply(server, creator, call.id);
    expect((await decide(creator.token, application.id, 'accept')).status).toBe(403);
    expect((await applicants(creator.token, call.id)).status).toBe(403);
    expect((await mine(owner.token)).status).toBe(403);
  });

  it('lists a call’s applicants for its owner only, newest first, paged and by status', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const call = await openCall(server, owner);
    const first = await apply(server, await registerCreator(server), call.id);
    server.clock.advance(1000);
    const second = await apply(server, await registerCreator(server), call.id);
    server.clock.advance(1000);
    const third = await apply(server, await registerCreator(server), call.id);
    server.clock.reset();
    await decide(owner.token, second.id, 'shortlist');

    const all = await applicants(owner.token, call.id);
    expect(all.status).toBe(200);
    expect(all.body.response).toMatchObject({ count: 3, page: 1, size_page: 20 });
    expect(all.body.response.results.map((item) => item.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    const paged = await applicants(owner.token, call.id, '?page=2&size_page=2');
    expect(paged.body.response.results.map((item) => item.id)).toEqual([first.id]);
    const shortlisted = await applicants(owner.token, call.id, '?status=shortlisted');
    expect(shortlisted.body.response.results.map((item) => item.id)).toEqual([second.id]);
    expect((await applicants(owner.token, call.id, '?status=maybe')).status).toBe(400);

    expect((await applicants(other.token, call.id)).status).toBe(404);
  });

  it('shortlists, then accepts or declines; accepted and declined are final (409 application_decided)', async () => {
    const owner = await registerBrand(server);
    const call = await openCall(server, owner);
    const a = await apply(server, await registerCreator(server), call.id);
    const b = await apply(server, await registerCreator(server), call.id);

    const shortlisted = await decide(owner.token, a.id, 'shortlist');
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body.response.status).toBe('shortlisted');
    const again = await decide(owner.token, a.id, 'shortlist');
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual(shortlisted.body.response);

    const accepted = await decide(owner.token, a.id, 'accept');
    expect(accepted.body.response.status).toBe('accepted');
    for (const decision of ['accept', 'decline', 'shortlist'] as const) {
      const late = await decide(owner.token, a.id, decision);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('application_decided');
    }

    const declined = await decide(owner.token, b.id, 'decline');
    expect(declined.body.response.status).toBe('declined');
    const acceptAfterDecline = await decide(owner.token, b.id, 'accept');
    expect(acceptAfterDecline.status).toBe(409);
    expect(acceptAfterDecline.body.code).toBe('application_decided');

    // Brands decide after a call closes too.
    const c = await apply(server, await registerCreator(server), call.id);
    await server.request('POST', ApiPath.castingCallClose(call.id), { token: owner.token });
    expect((await decide(owner.token, c.id, 'accept')).body.response.status).toBe('accepted');
  });

  it('keeps another brand away from an application (404, nothing changes)', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const call = await openCall(server, owner);
    const application = await apply(server, await registerCreator(server), call.id);
    for (const decision of ['shortlist', 'accept', 'decline'] as const) {
      expect((await decide(other.token, application.id, decision)).status).toBe(404);
    }
    expect((await decide(owner.token, 'not-an-id', 'accept')).status).toBe(404);
    const listed = await applicants(owner.token, call.id);
    expect(listed.body.response.results[0]?.status).toBe('applied');
  });

  it('lists the creator’s own applications newest first, and opens a call they applied to after it closed', async () => {
    const owner = await registerBrand(server, 'Marca Mía');
    const creator = await registerCreator(server);
    const stranger = await registerCreator(server);
    const older = await openCall(server, owner, { title: 'Primera' });
    const newer = await openCall(server, owner, { title: 'Segunda' });
    await apply(server, creator, older.id);
    server.clock.advance(1000);
    await apply(server, creator, newer.id, { price: 99.99 });
    server.clock.reset();
    await apply(server, stranger, newer.id);

    const answer = await mine(creator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.response).toMatchObject({ count: 2, page: 1, size_page: 20 });
    expect(
      answer.body.response.results.map((item) => [item.casting_call_title, item.brand.name]),
    ).toEqual([
      ['Segunda', 'Marca Mía'],
      ['Primera', 'Marca Mía'],
    ]);
    expect(answer.body.response.results[0]?.price).toBe(99.99);
    expect((await mine(creator.token, '?size_page=1&page=2')).body.response.results).toHaveLength(
      1,
    );

    await server.request('POST', ApiPath.castingCallClose(older.id), { token: owner.token });
    const closed = await server.request<CastingCall>('GET', ApiPath.castingCall(older.id), {
      token: creator.token,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.response.status).toBe('closed');
    expect(closed.body.response.my_application?.casting_call_id).toBe(older.id);
    const notApplied = await server.request('GET', ApiPath.castingCall(older.id), {
      token: (await registerCreator(server)).token,
    });
    expect(notApplied.status).toBe(404);
  });
});
