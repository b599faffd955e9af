import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { CastingCall, CastingInvitation } from '../../src-shared/domain/casting-call';
import { registerAccount } from './harness/accounts';
import { ISO_DATE_TIME } from './harness/answer-patterns';
import { describeEngines } from './harness/engines';
import {
  createCall,
  dayFromToday,
  openCall,
  registerBrand,
  registerCreator,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';

/** Issue 14: a brand invites a creator to one of its open calls; the creator sees it first. */
describeEngines('Casting invitations (POST /api/v3/casting-calls/{id}/invite/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const invite = (token: string | undefined, callId: string, body: unknown) =>
    server.request<CastingInvitation>('POST', ApiPath.castingCallInvite(callId), { token, body });
  const getCall = (token: string, id: string) =>
    server.request<CastingCall>('GET', ApiPath.castingCall(id), { token });
  const openCalls = async (token: string) => {
    const answer = await server.request<ListPage<CastingCall>>('GET', ApiPath.castingCalls, {
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response.results;
  };

  describe('inviting', () => {
    it('invites once (201, new) and answers the same invitation again (200, new: false)', async () => {
      const owner = await registerBrand(server);
      const creator = await registerCreator(server);
      const call = await openCall(server, owner);
      const first = await invite(owner.token, call.id, { creator_id: creator.user.id });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.response).toEqual({
        casting_call_id: call.id,
        creator_id: creator.user.id,
        invited_at: expect.stringMatching(ISO_DATE_TIME),
        new: true,
      });
      server.clock.advance(5000);
      try {
        const again = await invite(owner.token, call.id, {
          creator_id: creator.user.id.toUpperCase(),
        });
        expect(again.status).toBe(200);
        expect(again.body.response).toEqual({ ...first.body.response, new: false });
      } finally {
        server.clock.reset();
      }
    });

    it('is for the call’s owner: another brand 404, a creator 403, anonymous 401', async () => {
      const owner = await registerBrand(server);
      const other = await registerBrand(server);
      const creator = await registerCreator(server);
      const call = await openCall(server, owner);
      const body = { creator_id: creator.user.id };
      const foreign = await invite(other.token, call.id, body);
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('not_found');
      expect((await invite(creator.token, call.id, body)).status).toBe(403);
      expect((await invite((await registerAccount(server)).token, call.id, body)).status).toBe(403);
      expect((await invite(undefined, call.id, body)).status).toBe(401);
      expect((await invite(owner.token, randomUUID(), body)).status).toBe(404);
      expect((await invite(owner.token, 'no-es-un-id', body)).status).toBe(404);
      expect((await getCall(creator.token, call.id)).body.response.invited_at).toBeNull();
    });

    it('only to open calls: a draft, a closed call or a passed deadline is a 409', async () => {
      const owner = await registerBrand(server);
      const creator = await registerCreator(server);
      const body = { creator_id: creator.user.id };
      const draft = await createCall(server, owner);
      const closed = await openCall(server, owner);
      const closing = await server.request('POST', ApiPath.castingCallClose(closed.id), {
        token: owner.token,
      });
      expect(closing.status).toBe(200);
      const passed = await openCall(server, owner);
      await server.server.db
        .updateTable('casting_calls')
        .set({ deadline: dayFromToday(server, -1) })
        .where('id', '=', passed.id)
        .execute();
      for (const call of [draft, closed, passed]) {
        const refused = await invite(owner.token, call.id, body);
        expect(refused.status, call.status).toBe(409);
        expect(refused.body.code).toBe('casting_call_not_open');
      }
    });

    it('only creators: a brand or an unknown id is a 404, a malformed body a 400', async () => {
      const owner = await registerBrand(server);
      const call = await openCall(server, owner);
      for (const id of [randomUUID(), (await registerBrand(server)).user.id, owner.user.id]) {
        const refused = await invite(owner.token, call.id, { creator_id: id });
        expect(refused.status, id).toBe(404);
        expect(refused.body).toEqual({
          code: 'not_found',
          message: 'No encontramos a ese creador.',
        });
      }
      const bad = await invite(owner.token, call.id, { creator_id: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ creator_id: ['El identificador no es válido.'] });
      expect((await invite(owner.token, call.id, {})).status).toBe(400);
    });
  });

  describe('what the creator sees', () => {
    it('`invited_at` on the invited creator’s call and list only; null for others', async () => {
      const owner = await registerBrand(server);
      const invited = await registerCreator(server);
      const notInvited = await registerCreator(server);
      const call = await openCall(server, owner);
      const { invited_at } = (await invite(owner.token, call.id, { creator_id: invited.user.id }))
        .body.response;

      expect((await getCall(invited.token, call.id)).body.response.invited_at).toBe(invited_at);
      expect((await getCall(notInvited.token, call.id)).body.response.invited_at).toBeNull();
      expect((await getCall(owner.token, call.id)).body.response.invited_at).toBeNull();
      const listed = (await openCalls(invited.token)).find((item) => item.id === call.id);
      expect(listed?.invited_at).toBe(invited_at);
      const others = (await openCalls(notInvited.token)).find((item) => item.id === call.id);
      expect(others?.invited_at).toBeNull();
    });

    it('lists invited calls first, even one outside the creator’s usual fit', async () => {
      const owner = await registerBrand(server);
      const creator = await registerCreator(server, { instagram: 50_000 }, 'MX');
      // Only for Colombia and YouTube: the creator would not see it uninvited.
      const elsewhere = await openCall(server, owner, { country: 'CO', networks: ['youtube'] });
      const older = await openCall(server, owner);
      server.clock.advance(2000);
      let newest: CastingCall;
      try {
        newest = await openCall(server, owner);
      } finally {
        server.clock.reset();
      }
      expect((await openCalls(creator.token)).map((item) => item.id)).not.toContain(elsewhere.id);

      await invite(owner.token, older.id, { creator_id: creator.user.id });
      server.clock.advance(1000);
      try {
        await invite(owner.token, elsewhere.id, { creator_id: creator.user.id });
      } finally {
        server.clock.reset();
      }
      const ids = (await openCalls(creator.token)).map((item) => item.id);
      // Invited first (newest published first among them), then the rest as before.
      expect(ids.slice(0, 2)).toEqual([older.id, elsewhere.id]);
      expect(ids.indexOf(newest.id)).toBeGreaterThan(1);
    });
  });
});
