import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { PriceItem } from '../../src-shared/domain/finder';
import type { Proposal } from '../../src-shared/domain/proposal';
import { IDEMPOTENCY_KEY_HEADER } from '../../src-shared/domain/queued-action';
import { requestBodyHash } from '../../src-server/http/idempotency/idempotency-request';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { registerBrand, registerCreator, sendProposal, termsInput } from './harness/marketplace';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';

const REPLAYED = 'Idempotent-Replayed';
const DAY_MS = 24 * 60 * 60 * 1000;

const reel = { network: 'instagram', content_type: 'reel', price: 250.5 } as const;

describeEngines('Idempotency-Key on authenticated writes', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const withKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

  function savePrice(token: string, body: unknown, key?: string) {
    return server.request<PriceItem>('POST', ApiPath.pricing, {
      token,
      body,
      ...(key === undefined ? {} : { headers: withKey(key) }),
    });
  }
  function counter(token: string, id: string, body: unknown, key: string) {
    return server.request<Proposal>('POST', ApiPath.proposalAction(id, 'counter'), {
      token,
      body,
      headers: withKey(key),
    });
  }
  async function pricesOf(userId: string): Promise<number> {
    const rows = await server.server.db
      .selectFrom('creator_prices')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }
  async function keysOf(userId: string): Promise<number> {
    const rows = await server.server.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }
  const replayed = (answer: Answer) => answer.headers.get(REPLAYED);

  it('a counter-offer sent twice with one key makes one round; the second answer is the first, replayed', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const proposal = await sendProposal(server, owner, creator.user.id);
    const key = randomUUID();
    const terms = termsInput({ price: 1500, message: 'Puedo con 1500.' });

    const first = await counter(creator.token, proposal.id, terms, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(replayed(first)).toBeNull();
    const again = await counter(creator.token, proposal.id, terms, key);
    expect(again.status).toBe(200);
    expect(replayed(again)).toBe('true');
    expect(again.body).toEqual(first.body);

    const read = await server.request<Proposal>('GET', ApiPath.proposal(proposal.id), {
      token: owner.token,
    });
    expect(read.body.response.rounds.map((round) => round.action)).toEqual(['sent', 'countered']);
  });

  it('a price created twice with one key is one price, answered 201 both times', async () => {
    const { token, user } = await registerWithRole(server);
    const key = randomUUID();
    const first = await savePrice(token, reel, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await savePrice(
      token,
      { price: 250.5, content_type: 'reel', network: 'instagram' },
      key,
    );
    expect(again.status).toBe(201);
    expect(replayed(again)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await pricesOf(user.id)).toBe(1);
  });

  it('the same key with another body, path or method is a 422 idempotency_key_reused', async () => {
    const { token, user } = await registerWithRole(server);
    const key = randomUUID();
    expect((await savePrice(token, reel, key)).status).toBe(201);

    const otherBody = await savePrice(token, { ...reel, price: 300 }, key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({
      code: 'idempotency_key_reused',
      message: expect.stringMatching(/clave/),
    });
    const otherPath = await server.request('POST', ApiPath.addInterest, {
      token,
      body: { interest: 'music' },
      headers: withKey(key),
    });
    expect(otherPath.status).toBe(422);
    expect(otherPath.body.code).toBe('idempotency_key_reused');
    expect(await pricesOf(user.id)).toBe(1);
  });

  it('concurrent requests with one key: one runs, the others wait (409) or get its answer', async () => {
    const { token, user } = await registerWithRole(server);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => savePrice(token, reel, key)));
    const ran = answers.filter((answer) => answer.status === 201 && replayed(answer) === null);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer === ran[0]) continue;
      if (answer.status === 409) {
        expect(answer.body.code).toBe('idempotency_key_in_progress');
        expect(answer.headers.get('retry-after')).toBe('1');
      } else {
        expect(answer.status).toBe(201);
        expect(replayed(answer)).toBe('true');
        expect(answer.body).toEqual(ran[0]!.body);
      }
    }
    expect(await pricesOf(user.id)).toBe(1);
  });

  it('while the first request with a key still runs, the same request is a 409 with Retry-After: 1', async () => {
    const { token, user } = await registerWithRole(server);
    const key = randomUUID();
    // The first request, caught mid-run: its row is taken and has no answer yet.
    await server.server.db
      .insertInto('idempotency_keys')
      .values({
        user_id: user.id,
        key,
        method: 'POST',
        path: ApiPath.pricing,
        body_hash: requestBodyHash(reel),
        state: 'in_progress',
        status_code: null,
        answer: null,
        created_at: server.clock.now(),
      })
      .execute();
    const waiting = await savePrice(token, reel, key);
    expect(waiting.status).toBe(409);
    expect(waiting.body.code).toBe('idempotency_key_in_progress');
    expect(waiting.body.message).toMatch(/procesando/);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await pricesOf(user.id)).toBe(0);
  });

  it('keys are per account: another account’s same key runs', async () => {
    const ana = await registerWithRole(server);
    const bea = await registerWithRole(server);
    const key = randomUUID();
    expect((await savePrice(ana.token, reel, key)).status).toBe(201);
    const theirs = await savePrice(bea.token, reel, key);
    expect(theirs.status).toBe(201);
    expect(replayed(theirs)).toBeNull();
    expect(await pricesOf(bea.user.id)).toBe(1);
  });

  it('a 4xx answer is kept and answered again, even once the request would succeed', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const proposal = await sendProposal(server, owner, creator.user.id);
    const key = randomUUID();
    const terms = termsInput({ price: 1300 });
    // The brand counters while it is the creator's turn.
    const early = await counter(owner.token, proposal.id, terms, key);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('proposal_not_your_turn');

    const creatorTerms = termsInput({ price: 1500 });
    expect((await counter(creator.token, proposal.id, creatorTerms, randomUUID())).status).toBe(
      200,
    );
    const again = await counter(owner.token, proposal.id, terms, key);
    expect(again.status).toBe(409);
    expect(replayed(again)).toBe('true');
    expect(again.body).toEqual(early.body);
    // A new key runs: it is the brand's turn now.
    expect((await counter(owner.token, proposal.id, terms, randomUUID())).status).toBe(200);
  });

  it('a validation error (400) is replayed too', async () => {
    const { token, user } = await registerWithRole(server);
    const key = randomUUID();
    const bad = await savePrice(token, { ...reel, price: -1 }, key);
    expect(bad.status).toBe(400);
    const again = await savePrice(token, { ...reel, price: -1 }, key);
    expect(again.status).toBe(400);
    expect(replayed(again)).toBe('true');
    expect(again.body).toEqual(bad.body);
    expect(await pricesOf(user.id)).toBe(0);
  });

  it('an invalid key is a 400 validation_error and nothing runs', async () => {
    const { token, user } = await registerWithRole(server);
    for (const key of ['', 'x'.repeat(256), 'clave-ñ']) {
      const answer = await savePrice(token, reel, key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body).toEqual({
        code: 'validation_error',
        message: 'La clave de la solicitud no es válida.',
      });
    }
    expect(await pricesOf(user.id)).toBe(0);
    expect(await keysOf(user.id)).toBe(0);
  });

  it('a key older than 24 hours no longer replays: the request runs again', async () => {
    const { token, user } = await registerWithRole(server);
    const key = randomUUID();
    expect((await savePrice(token, reel, key)).status).toBe(201);
    await server.server.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(server.clock.now().getTime() - DAY_MS - 60_000) })
      .where('user_id', '=', user.id)
      .where('key', '=', key)
      .execute();

    // It runs: the line exists already, so this time the route answers 200, not the kept 201.
    const later = await savePrice(token, reel, key);
    expect(later.status).toBe(200);
    expect(replayed(later)).toBeNull();
    expect(await pricesOf(user.id)).toBe(1);
    // The key now holds the new answer, and replays it.
    const again = await savePrice(token, reel, key);
    expect(again.status).toBe(200);
    expect(replayed(again)).toBe('true');
    expect(again.body).toEqual(later.body);
  });

  it('keys past 24 hours are swept', async () => {
    const { token, user } = await registerWithRole(server);
    const key = randomUUID();
    expect((await savePrice(token, reel, key)).status).toBe(201);
    await server.server.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(server.clock.now().getTime() - DAY_MS - 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    // The sweep runs at most every 10 minutes, with a request that carries a key.
    server.clock.advance(11 * 60 * 1000);
    try {
      const story = { network: 'instagram', content_type: 'story', price: 99 };
      expect((await savePrice(token, story, randomUUID())).status).toBe(201);
    } finally {
      server.clock.reset();
    }
    const left = await server.server.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((row) => row.key)).not.toContain(key);
  });

  describe('without the header, or where it does not apply, nothing changes', () => {
    it('writes without a key run every time and store nothing', async () => {
      const { token, user } = await registerWithRole(server);
      expect((await savePrice(token, reel)).status).toBe(201);
      const again = await savePrice(token, reel);
      // Ran again: the line exists, so the route answers 200 (changed), not a replayed 201.
      expect(again.status).toBe(200);
      expect(replayed(again)).toBeNull();
      expect(await pricesOf(user.id)).toBe(1);
      expect(await keysOf(user.id)).toBe(0);
    });

    it('reads ignore the header', async () => {
      const { token, user } = await registerWithRole(server);
      const read = await server.request('GET', ApiPath.pricing, { token, headers: withKey('') });
      expect(read.status).toBe(200);
      expect(await keysOf(user.id)).toBe(0);
    });

    it('an anonymous call is a 401 before any key is looked at', async () => {
      const answer = await server.request('POST', ApiPath.pricing, {
        body: reel,
        headers: withKey(randomUUID()),
      });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('not_authenticated');
    });

    it('uploads refuse the header (400) rather than run without it', async () => {
      const { token } = await registerWithRole(server);
      const form = new FormData();
      form.append('profile_image', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), 'a.jpg');
      const answer = await server.request('PUT', ApiPath.profileImage, {
        token,
        form,
        headers: withKey(randomUUID()),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(answer.body.message).toMatch(/Idempotency-Key/);
    });
  });
});
