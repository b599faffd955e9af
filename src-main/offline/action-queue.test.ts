import { afterEach, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { PriceItem } from '../../src-shared/domain/finder';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { QueueActionInput } from '../../src-shared/schemas/queued-action';
import { coreApiForTests, signUpBrand, signUpCreator } from '../../tests/support/offline-desktop';
import {
  aProposal,
  lastAnnounced,
  queueDesktop,
  terms,
  type QueueDesktop,
} from './action-queue-test-desktop';

const coreApi = coreApiForTests();
const opened: QueueDesktop[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((q) => q.proxy.close()));
});

async function aDesktop(): Promise<QueueDesktop> {
  const q = await queueDesktop(coreApi.server.url);
  opened.push(q);
  return q;
}

/** A creator with nothing but a profile: quick to sync. */
async function aCreator(q: QueueDesktop) {
  const creator = await signUpCreator(q.desktop, { networks: [], pieces: [], withPhoto: false });
  await q.desktop.sync.sync(creator.accountId);
  return creator;
}

const price = (network: 'instagram' | 'tiktok', amount: number): QueueActionInput =>
  network === 'instagram'
    ? { kind: 'savePrice', args: { network, content_type: 'post', price: amount } }
    : { kind: 'savePrice', args: { network, content_type: 'video', price: amount } };

const profileSave = (first_name: string): QueueActionInput => ({
  kind: 'saveProfileSection',
  args: {
    section: 'profile',
    values: {
      first_name,
      last_name: 'Ramírez',
      birthday: '1995-03-01',
      question_text: 'Cocina mexicana para todos los días.',
    },
  },
});

const pricesOf = (q: QueueDesktop, accountId: string) =>
  q.asAccount(accountId, (api, token) =>
    api.get<{ results: PriceItem[] }>(ApiPath.pricing, { token }).then((a) => a.results),
  );

describe('the queue of actions typed offline', () => {
  it('sends an account’s actions one at a time in the order they were queued', async () => {
    const q = await aDesktop();
    const { accountId } = await aCreator(q);
    q.goOffline();
    const queued = [
      await q.queue.queue(accountId, price('instagram', 400)),
      await q.queue.queue(accountId, profileSave('Sofi')),
      await q.queue.queue(accountId, price('tiktok', 900)),
    ];
    expect(queued.map((action) => action.status)).toEqual(['pending', 'pending', 'pending']);
    expect(lastAnnounced(q.events)?.map((action) => action.id)).toEqual(
      queued.map((action) => action.id),
    );
    // The copy shows the typed profile meanwhile, so the wizard shows it offline.
    expect((await q.desktop.store.read(accountId))?.user?.first_name).toBe('Sofi');

    q.goOnline();
    expect(await q.queue.flush(accountId)).toMatchObject({ sent: 3, stoppedBy: null });
    expect(q.writes().map((w) => [w.method, w.path, w.key])).toEqual([
      ['POST', ApiPath.pricing, queued[0]!.id],
      ['PUT', ApiPath.profile, queued[1]!.id],
      ['POST', ApiPath.pricing, queued[2]!.id],
    ]);
    expect(await q.queue.list(accountId)).toEqual([]);
    expect(lastAnnounced(q.events)).toEqual([]);
    const prices = await pricesOf(q, accountId);
    expect(prices.map((p) => [p.network, p.price])).toEqual(
      expect.arrayContaining([
        ['instagram', 400],
        ['tiktok', 900],
      ]),
    );
    // The copy took the server's answers.
    expect((await q.desktop.store.read(accountId))?.prices).toEqual(expect.arrayContaining(prices));
  });

  it('stops at a network failure: that action and the later ones stay pending, in order', async () => {
    const q = await aDesktop();
    const { accountId } = await aCreator(q);
    q.goOffline();
    const a = await q.queue.queue(accountId, price('instagram', 410));
    const b = await q.queue.queue(accountId, profileSave('Sofía B'));
    const c = await q.queue.queue(accountId, price('tiktok', 910));
    q.goOnline();
    q.proxy.drop = (request) => (request.key === b.id ? 'before' : null);

    const outcome = await q.queue.flush(accountId);
    expect(outcome).toMatchObject({ sent: 1, stoppedBy: { code: 'network_error' } });
    expect((await q.queue.list(accountId)).map((x) => [x.id, x.status])).toEqual([
      [b.id, 'pending'],
      [c.id, 'pending'],
    ]);
    expect(q.writes().filter((w) => w.key === c.id)).toEqual([]);

    q.proxy.drop = null;
    expect(await q.queue.flush(accountId)).toMatchObject({ sent: 2 });
    expect(q.writes().map((w) => w.key)).toEqual([a.id, b.id, b.id, c.id]);
  });

  it('sends every attempt under the action’s id, so a retry after a lost answer lands once', async () => {
    const q = await aDesktop();
    const { accountId } = await aCreator(q);
    q.goOffline();
    const action = await q.queue.queue(accountId, price('instagram', 555));
    q.goOnline();
    // The server saves it, but its answer is lost on the way back.
    q.proxy.drop = (request) => (request.method === 'POST' ? 'after' : null);
    expect(await q.queue.flush(accountId)).toMatchObject({ sent: 0, stoppedBy: { status: 0 } });
    expect((await q.queue.list(accountId))[0]).toMatchObject({ id: action.id, status: 'pending' });

    q.proxy.drop = null;
    expect(await q.queue.flush(accountId)).toMatchObject({ sent: 1 });
    const posts = q.writes();
    expect(posts).toHaveLength(2);
    expect(posts.every((post) => post.key === action.id)).toBe(true);
    const lines = (await pricesOf(q, accountId)).filter((p) => p.network === 'instagram');
    expect(lines.map((p) => p.price)).toEqual([555]);
  });

  it('sends at once when the core API answers, with the key too', async () => {
    const q = await aDesktop();
    const { accountId } = await aCreator(q);
    const action = await q.queue.queue(accountId, price('tiktok', 120));
    await q.queue.idle();
    expect(q.writes()).toEqual([{ method: 'POST', path: ApiPath.pricing, key: action.id }]);
    expect(await q.queue.list(accountId)).toEqual([]);
  });
});

describe('conflicts', () => {
  it('does not send a counter-offer when the proposal moved on: both versions, nothing sent', async () => {
    const q = await aDesktop();
    const brandId = await signUpBrand(q.desktop);
    const creator = await aCreator(q);
    const proposal = await aProposal(q, brandId, creator.user.id);
    // The creator opened it: the copy keeps it with its round.
    await q.desktop.reads.recent('proposal', { id: proposal.id }, () =>
      q.asAccount(creator.accountId, (api, token) =>
        api.get<Proposal>(ApiPath.proposal(proposal.id), { token }),
      ),
    );
    q.goOffline();
    const action = await q.queue.queue(creator.accountId, {
      kind: 'counterProposal',
      args: { id: proposal.id, terms: terms({ price: 1500 }) },
    });
    // Meanwhile the creator answered from another device.
    await q.asAccount(creator.accountId, (api, token) =>
      api.post(ApiPath.proposalAction(proposal.id, 'counter'), terms({ price: 1400 }), { token }),
    );
    q.goOnline();
    expect(await q.queue.flush(creator.accountId)).toMatchObject({ sent: 0, conflicts: 1 });
    const [conflicted] = await q.queue.list(creator.accountId);
    expect(conflicted).toMatchObject({
      id: action.id,
      status: 'conflict',
      conflict: { code: 'changed_meanwhile', message: expect.stringContaining('propuesta') },
    });
    expect((conflicted!.conflict!.base as unknown as Proposal).rounds).toHaveLength(1);
    expect((conflicted!.conflict!.theirs as unknown as Proposal).rounds).toHaveLength(2);
    expect((conflicted!.conflict!.theirs as unknown as Proposal).price).toBe(1400);
    expect(q.writes().filter((w) => w.key === action.id)).toEqual([]);

    // Sent again knowingly: now the server refuses it (the brand's turn) and says why.
    expect(await q.queue.resolve(creator.accountId, action.id, 'send_again')).toEqual({
      resolved: true,
    });
    await q.queue.idle();
    const [refused] = await q.queue.list(creator.accountId);
    expect(refused).toMatchObject({
      status: 'conflict',
      conflict: { code: 'proposal_not_your_turn' },
    });
    expect(refused!.conflict!.theirs).toMatchObject({ id: proposal.id, status: 'countered' });
    expect(q.writes().filter((w) => w.key === action.id)).toHaveLength(1);
    expect(await q.queue.resolve(creator.accountId, action.id, 'discard')).toEqual({
      resolved: true,
    });
    expect(await q.queue.list(creator.accountId)).toEqual([]);
  });

  it('a price edited meanwhile is a conflict; sent again, it is pending and then sent', async () => {
    const q = await aDesktop();
    const { accountId } = await aCreator(q);
    q.goOffline();
    const action = await q.queue.queue(accountId, price('instagram', 999));
    await q.asAccount(accountId, (api, token) =>
      api.post(
        ApiPath.pricing,
        { network: 'instagram', content_type: 'post', price: 700 },
        { token },
      ),
    );
    q.goOnline();
    await q.queue.flush(accountId);
    const [conflicted] = await q.queue.list(accountId);
    expect(conflicted).toMatchObject({
      status: 'conflict',
      conflict: { code: 'changed_meanwhile', base: { price: 350 }, theirs: { price: 700 } },
    });

    q.goOffline();
    await q.queue.resolve(accountId, action.id, 'send_again');
    expect((await q.queue.list(accountId))[0]).toMatchObject({ status: 'pending', conflict: null });
    q.goOnline();
    expect(await q.queue.flush(accountId)).toMatchObject({ sent: 1 });
    expect((await pricesOf(q, accountId)).find((p) => p.network === 'instagram')?.price).toBe(999);
  });

  it('an answer refusing the action for good (the call closed) is a conflict with the server’s words', async () => {
    const q = await aDesktop();
    const { accountId } = await aCreator(q);
    q.goOffline();
    const action = await q.queue.queue(accountId, {
      kind: 'applyToCastingCall',
      args: {
        castingCallId: '00000000-0000-4000-8000-000000000000',
        application: { price: 250, message: 'Me encanta la playa.' },
      },
    });
    q.goOnline();
    expect(await q.queue.flush(accountId)).toMatchObject({ conflicts: 1 });
    const [conflicted] = await q.queue.list(accountId);
    expect(conflicted).toMatchObject({
      id: action.id,
      status: 'conflict',
      conflict: { theirs: null },
    });
    expect(conflicted!.conflict!.code).not.toBe('changed_meanwhile');
    expect(conflicted!.conflict!.message).toMatch(/\S/);
  });
});

describe('counter-offers, one at a time and never on a closed proposal', () => {
  /** A brand's proposal the creator opened online, so the copy keeps it. */
  async function anOpenedProposal(q: QueueDesktop) {
    const brandId = await signUpBrand(q.desktop);
    const creator = await aCreator(q);
    const proposal = await aProposal(q, brandId, creator.user.id);
    await q.desktop.reads.recent('proposal', { id: proposal.id }, () =>
      q.asAccount(creator.accountId, (api, token) =>
        api.get<Proposal>(ApiPath.proposal(proposal.id), { token }),
      ),
    );
    return { creator, proposal };
  }

  it('refuses a second counter on a proposal whose first still waits; the first is kept as it was', async () => {
    const q = await aDesktop();
    const { creator, proposal } = await anOpenedProposal(q);
    q.goOffline();
    const first = await q.queue.queue(creator.accountId, {
      kind: 'counterProposal',
      args: { id: proposal.id, terms: terms({ price: 1500 }) },
    });
    await expect(
      q.queue.queue(creator.accountId, {
        kind: 'counterProposal',
        args: { id: proposal.id, terms: terms({ price: 1700 }) },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'already_queued' });
    const queued = await q.queue.list(creator.accountId);
    expect(queued.map((action) => [action.id, action.status])).toEqual([[first.id, 'pending']]);
    expect(queued[0]).toMatchObject({ args: { terms: { price: 1500 } } });
    // Other actions still queue behind it.
    await q.queue.queue(creator.accountId, price('instagram', 300));
    expect(await q.queue.list(creator.accountId)).toHaveLength(2);
  });

  it('a counter on a proposal accepted meanwhile can only be discarded, never sent again', async () => {
    const q = await aDesktop();
    const { creator, proposal } = await anOpenedProposal(q);
    q.goOffline();
    const action = await q.queue.queue(creator.accountId, {
      kind: 'counterProposal',
      args: { id: proposal.id, terms: terms({ price: 1500 }) },
    });
    // Meanwhile the creator accepted it from another device: the brand's proposal is closed.
    await q.asAccount(creator.accountId, (api, token) =>
      api.post(ApiPath.proposalAction(proposal.id, 'accept'), {}, { token }),
    );
    q.goOnline();
    expect(await q.queue.flush(creator.accountId)).toMatchObject({ conflicts: 1 });
    const [conflicted] = await q.queue.list(creator.accountId);
    expect(conflicted!.conflict!.theirs).toMatchObject({ status: 'accepted' });

    await expect(q.queue.resolve(creator.accountId, action.id, 'send_again')).rejects.toMatchObject(
      { code: 'proposal_closed' },
    );
    await q.queue.idle();
    expect(q.writes().filter((w) => w.key === action.id)).toEqual([]);
    expect((await q.queue.list(creator.accountId))[0]).toMatchObject({ status: 'conflict' });
    expect(await q.queue.resolve(creator.accountId, action.id, 'discard')).toEqual({
      resolved: true,
    });
  });
});

describe('cancel, restart and accounts', () => {
  it('cancels pending and conflicting actions, never one on its way', async () => {
    const q = await aDesktop();
    const { accountId } = await aCreator(q);
    q.goOffline();
    const a = await q.queue.queue(accountId, price('instagram', 1));
    const b = await q.queue.queue(accountId, price('tiktok', 2));
    expect(await q.queue.cancel(accountId, a.id)).toEqual({ cancelled: true });
    expect(await q.queue.cancel(accountId, a.id)).toEqual({ cancelled: false });
    // A cancelled save no longer shows in the copy: it shows what it showed before.
    const typed = await q.queue.queue(accountId, profileSave('Otra'));
    expect((await q.desktop.store.read(accountId))?.user?.first_name).toBe('Otra');
    expect(await q.queue.cancel(accountId, typed.id)).toEqual({ cancelled: true });
    expect((await q.desktop.store.read(accountId))?.user?.first_name).toBe('Sofía');

    // The send of `b` is held at the proxy while it is on its way.
    q.goOnline();
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const atProxy = new Promise<void>((resolve) => (arrived = resolve));
    q.proxy.hold = (request) => {
      if (request.key !== b.id) return null;
      arrived();
      return new Promise<void>((resolve) => (release = resolve));
    };
    const flushing = q.queue.flush(accountId);
    await atProxy;
    expect((await q.queue.list(accountId))[0]).toMatchObject({ id: b.id, status: 'sending' });
    expect(await q.queue.cancel(accountId, b.id)).toEqual({ cancelled: false });
    release();
    expect(await flushing).toMatchObject({ sent: 1 });
    expect(await q.queue.list(accountId)).toEqual([]);
  });

  it('keeps the queue across a restart, and each account’s queue apart', async () => {
    const q = await aDesktop();
    const ana = await aCreator(q);
    const beto = await aCreator(q);
    q.goOffline();
    const anaAction = await q.queue.queue(ana.accountId, profileSave('Ana'));
    const betoAction = await q.queue.queue(beto.accountId, price('instagram', 77));
    await q.desktop.session.switchAccount(ana.accountId);

    const restarted = q.restart();
    expect((await restarted.list(ana.accountId)).map((x) => x.id)).toEqual([anaAction.id]);
    expect((await restarted.list(beto.accountId)).map((x) => x.id)).toEqual([betoAction.id]);
    expect(await restarted.list(ana.accountId)).toEqual([
      {
        ...profileSave('Ana'),
        id: anaAction.id,
        queued_at: anaAction.queued_at,
        status: 'pending',
        conflict: null,
      },
    ]);

    // Back online: every account's queue goes, with its own token, the active first.
    q.goOnline();
    const outcomes = await restarted.flushEveryAccount();
    expect([...outcomes.keys()]).toEqual([ana.accountId, beto.accountId]);
    expect(q.writes().map((w) => w.key)).toEqual([anaAction.id, betoAction.id]);
    expect((await pricesOf(q, beto.accountId)).find((p) => p.network === 'instagram')?.price).toBe(
      77,
    );
    expect(await restarted.list(beto.accountId)).toEqual([]);
  });
});
