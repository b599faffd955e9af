import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  CalendarEntry,
  CollaborationSummary,
  NotificationPage,
  ReviewQueueEntry,
} from '../../src-shared/domain/collaboration';
import { registerWithRole } from './harness/accounts';
import {
  acceptedDeal,
  handInDraft,
  itemOf,
  moveItem,
  readCollaboration,
  uploadDraftImage,
} from './harness/collaborations';
import { fund } from './harness/deal-money';
import { describeEngines } from './harness/engines';
import {
  dayFromToday,
  registerBrand,
  registerCreator,
  sendProposal,
  termsInput,
} from './harness/marketplace';
import { ISO_DATE_TIME, UUID } from './harness/answer-patterns';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Collaborations (/api/v3/collaborations/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const usernameOf = async (userId: string, network: string) =>
    (
      await server.server.db
        .selectFrom('user_networks')
        .select('username')
        .where('user_id', '=', userId)
        .where('network', '=', network as 'instagram')
        .executeTakeFirstOrThrow()
    ).username;

  describe('an accepted proposal becomes a collaboration', () => {
    it('one item per unit of each deliverable, due on the end date, pending, on both sides', async () => {
      const { owner, creator, collaboration } = await acceptedDeal(server);
      const terms = termsInput();
      expect(collaboration).toMatchObject({
        id: expect.stringMatching(UUID),
        brand: { id: owner.brand.id, name: 'Refresco Sol' },
        creator: { id: creator.user.id },
        price: terms.price,
        start_date: terms.start_date,
        end_date: terms.end_date,
        revision_rounds: 2,
        status: 'active',
        items_total: 3,
        item_counts: { pending: 3 },
        late_count: 0,
      });
      expect(
        collaboration.items.map((item) => [item.network, item.content_type, item.number]),
      ).toEqual([
        ['instagram', 'reel', 1],
        ['instagram', 'reel', 2],
        ['tiktok', 'video', 1],
      ]);
      for (const item of collaboration.items) {
        expect(item).toMatchObject({
          due_date: terms.end_date,
          status: 'pending',
          revisions_used: 0,
          versions: [],
          figures: [],
          post_url: null,
          cancel_request: null,
        });
        expect(item.events).toEqual([
          expect.objectContaining({ action: 'created', actor: 'system', to_status: 'pending' }),
        ]);
      }
      const brandView = await readCollaboration(server, owner.token, collaboration.id);
      expect(brandView.body.response).toEqual(collaboration);
      // The list's summary and the page say the same of it (counts, next due, late).
      const list = await server.request<ListPage<CollaborationSummary>>(
        'GET',
        ApiPath.collaborations,
        { token: owner.token },
      );
      const { items: _items, ...summary } = collaboration;
      expect(list.body.response.results.find((row) => row.id === collaboration.id)).toEqual(
        summary,
      );
      expect(collaboration.next_due).toMatchObject({ id: collaboration.items[0]!.id });
    });

    it('carries the negotiated rounds of changes; a counter without them keeps those on the table', async () => {
      const owner = await registerBrand(server);
      const creator = await registerCreator(server);
      const proposal = await sendProposal(server, owner, creator.user.id, { revision_rounds: 4 });
      expect(proposal.revision_rounds).toBe(4);
      const { revision_rounds: _dropped, ...termsWithout } = termsInput({ price: 900 });
      const countered = await server.request(
        'POST',
        ApiPath.proposalAction(proposal.id, 'counter'),
        {
          token: creator.token,
          body: termsWithout,
        },
      );
      expect(countered.status).toBe(200);
      expect(countered.body.response).toMatchObject({ revision_rounds: 4, price: 900 });
      const changed = await server.request('POST', ApiPath.proposalAction(proposal.id, 'counter'), {
        token: owner.token,
        body: termsInput({ revision_rounds: 1 }),
      });
      expect(changed.body.response).toMatchObject({ revision_rounds: 1 });
      await server.request('POST', ApiPath.proposalAction(proposal.id, 'accept'), {
        token: creator.token,
      });
      const list = await server.request<ListPage<CollaborationSummary>>(
        'GET',
        ApiPath.collaborations,
        { token: creator.token },
      );
      expect(list.body.response.results[0]).toMatchObject({
        proposal_id: proposal.id,
        revision_rounds: 1,
      });
      const tooMany = await sendProposal(server, owner, creator.user.id).then(() =>
        server.request('POST', ApiPath.proposals, {
          token: owner.token,
          body: {
            ...termsInput({ revision_rounds: 11 }),
            brand_id: owner.brand.id,
            creator_id: creator.user.id,
          },
        }),
      );
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.fields?.revision_rounds).toEqual([
        'Las rondas de cambios van de 0 a 10.',
      ]);
    });

    it('is nobody else’s: another brand, another creator and a stranger id all get 404', async () => {
      const { collaboration } = await acceptedDeal(server);
      const itemId = collaboration.items[0]!.id;
      const otherBrand = await registerBrand(server, 'Otra Marca');
      const otherCreator = await registerCreator(server);
      for (const token of [otherBrand.token, otherCreator.token]) {
        expect((await readCollaboration(server, token, collaboration.id)).status).toBe(404);
        const media = token === otherCreator.token ? await uploadDraftImage(server, token) : null;
        const draft = await moveItem(server, token, itemId, 'drafts', {
          media_ids: [media?.id ?? randomUUID()],
        });
        expect(draft.status).toBe(404);
        expect(
          (await moveItem(server, token, itemId, 'review', { decision: 'approve', version: 1 }))
            .status,
        ).toBe(404);
      }
      expect((await readCollaboration(server, otherBrand.token, 'no-es-un-id')).status).toBe(404);
      const list = await server.request<ListPage<CollaborationSummary>>(
        'GET',
        ApiPath.collaborations,
        { token: otherBrand.token },
      );
      expect(list.body.response.results.map((row) => row.id)).not.toContain(collaboration.id);
    });
  });

  describe('the item moves', () => {
    it('walks draft → changes → second draft → approved → published → measured, every move kept', async () => {
      const { owner, creator, collaboration } = await acceptedDeal(server);
      const item = collaboration.items[0]!;
      const handle = await usernameOf(creator.user.id, 'instagram');

      const first = itemOf(
        await handInDraft(server, creator.token, item.id, { caption: 'Versión 1 #verano' }),
        item.id,
      );
      expect(first).toMatchObject({ status: 'draft_submitted', waiting_since: expect.any(String) });
      expect(first.versions).toEqual([
        expect.objectContaining({
          version: 1,
          caption: 'Versión 1 #verano',
          media: [
            expect.objectContaining({
              media_type: 'image',
              url: expect.stringMatching(/\/media\/drafts\/[0-9a-f-]{36}\.png$/),
              thumbnail_url: expect.stringMatching(/\/media\/drafts\/[0-9a-f-]{36}\.(jpg|png)$/),
            }),
          ],
        }),
      ]);

      const noNote = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'request_changes',
        version: 1,
      });
      expect(noNote.status).toBe(400);
      expect(noNote.body.fields?.note).toEqual(['Escribe una nota que explique qué cambiar.']);
      const contact = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'request_changes',
        version: 1,
        note: 'Escríbeme a ana@marca.mx para verlo',
      });
      expect(contact.status).toBe(400);
      expect(contact.body.fields?.note).toHaveLength(1);

      const changes = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'request_changes',
        version: 1,
        note: 'Que se vea más el producto.',
      });
      expect(changes.status).toBe(200);
      expect(itemOf(changes.body.response, item.id)).toMatchObject({
        status: 'changes_requested',
        revisions_used: 1,
        waiting_since: null,
      });

      const second = itemOf(
        await handInDraft(server, creator.token, item.id, {
          caption: 'Versión 2',
          note: 'Listo, ahora se ve mejor.',
        }),
        item.id,
      );
      expect(second.versions.map((version) => version.version)).toEqual([1, 2]);

      const stale = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'approve',
        version: 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('draft_version_outdated');

      const approved = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'approve',
        version: 2,
      });
      expect(itemOf(approved.body.response, item.id).status).toBe('approved');

      const wrongNetwork = await moveItem(server, creator.token, item.id, 'publish', {
        post_url: 'https://www.tiktok.com/@alguien/video/7234567890123456789',
      });
      expect(wrongNetwork.status).toBe(400);
      expect(wrongNetwork.body.fields?.post_url?.[0]).toMatch(/Instagram/);
      const profile = await moveItem(server, creator.token, item.id, 'publish', {
        post_url: `instagram.com/${handle}`,
      });
      expect(profile.status).toBe(400);
      const someoneElse = await moveItem(server, creator.token, item.id, 'publish', {
        post_url: 'https://www.instagram.com/otra_cuenta/p/C8abcDEFghi/',
      });
      expect(someoneElse.status).toBe(400);
      expect(someoneElse.body.fields?.post_url?.[0]).toContain(`@${handle}`);

      const published = await moveItem(server, creator.token, item.id, 'publish', {
        post_url: `https://www.instagram.com/${handle}/p/C8abcDEFghi/?igsh=abc123`,
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const live = itemOf(published.body.response, item.id);
      expect(live).toMatchObject({
        status: 'published',
        published_at: expect.stringMatching(ISO_DATE_TIME),
        figures_readable: false,
      });
      expect(live.post_url).not.toContain('igsh');

      const sameLink = await moveItem(
        server,
        creator.token,
        collaboration.items[1]!.id,
        'publish',
        {
          post_url: `https://www.instagram.com/${handle}/p/C8abcDEFghi/`,
        },
      );
      expect(sameLink.status).toBe(409);

      const typed = await moveItem(server, creator.token, item.id, 'figures', {
        views: 12000,
        likes: 800,
        comments: 40,
      });
      expect(typed.status).toBe(200);
      const measured = itemOf(typed.body.response, item.id);
      expect(measured.status).toBe('measured');
      expect(measured.figures).toEqual([
        expect.objectContaining({
          checkpoint: 'manual',
          source: 'manual',
          views: 12000,
          likes: 800,
          comments: 40,
          shares: null,
          reach: null,
        }),
      ]);
      expect(measured.events.map((event) => [event.action, event.actor])).toEqual([
        ['created', 'system'],
        ['draft_submitted', 'creator'],
        ['changes_requested', 'brand'],
        ['draft_submitted', 'creator'],
        ['approved', 'brand'],
        ['published', 'creator'],
        ['measured', 'creator'],
      ]);
      expect(measured.events[2]).toMatchObject({
        note: 'Que se vea más el producto.',
        actor_name: 'Refresco Sol',
        version: 1,
      });
      expect(measured.events[3]).toMatchObject({ note: 'Listo, ahora se ve mejor.', version: 2 });
    });

    it('refuses each illegal move with its code and changes nothing', async () => {
      const { owner, creator, collaboration } = await acceptedDeal(server, { revision_rounds: 1 });
      const item = collaboration.items[0]!;
      const expectRefused = async (answer: Awaited<ReturnType<typeof moveItem>>, code: string) => {
        expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        expect(answer.body.code).toBe(code);
      };
      await expectRefused(
        await moveItem(server, owner.token, item.id, 'review', { decision: 'approve', version: 1 }),
        'draft_version_outdated',
      );
      await expectRefused(
        await moveItem(server, creator.token, item.id, 'publish', {
          post_url: 'https://www.instagram.com/p/C8abcDEFghi/',
        }),
        'collaboration_move_not_allowed',
      );
      const media = await uploadDraftImage(server, creator.token);
      await expectRefused(
        await moveItem(server, owner.token, item.id, 'drafts', { media_ids: [media.id] }),
        'collaboration_not_your_move',
      );
      await handInDraft(server, creator.token, item.id);
      await expectRefused(
        await moveItem(server, creator.token, item.id, 'review', {
          decision: 'approve',
          version: 1,
        }),
        'collaboration_not_your_move',
      );
      const again = await uploadDraftImage(server, creator.token);
      await expectRefused(
        await moveItem(server, creator.token, item.id, 'drafts', { media_ids: [again.id] }),
        'collaboration_move_not_allowed',
      );
      await moveItem(server, owner.token, item.id, 'review', {
        decision: 'request_changes',
        version: 1,
        note: 'Cambia la música.',
      });
      await handInDraft(server, creator.token, item.id);
      await expectRefused(
        await moveItem(server, owner.token, item.id, 'review', {
          decision: 'request_changes',
          version: 2,
          note: 'Otra vez.',
        }),
        'collaboration_revisions_exhausted',
      );
      const after = await readCollaboration(server, creator.token, collaboration.id);
      expect(itemOf(after.body.response, item.id)).toMatchObject({
        status: 'draft_submitted',
        revisions_used: 1,
      });

      const rejectWithout = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'reject',
        version: 2,
      });
      expect(rejectWithout.status).toBe(400);
      const rejected = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'reject',
        version: 2,
        note: 'No usa el producto.',
      });
      expect(itemOf(rejected.body.response, item.id).status).toBe('rejected');
      await expectRefused(
        await moveItem(server, creator.token, item.id, 'cancel', {
          action: 'request',
          reason: 'Ya no aplica.',
        }),
        'collaboration_move_not_allowed',
      );
    });

    it('cancels only by agreement: one side asks with a reason, the other confirms', async () => {
      const { owner, creator, collaboration } = await acceptedDeal(server);
      const item = collaboration.items[2]!;
      const noReason = await moveItem(server, creator.token, item.id, 'cancel', {
        action: 'request',
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.fields?.reason).toEqual(['Escribe el motivo.']);
      const asked = await moveItem(server, creator.token, item.id, 'cancel', {
        action: 'request',
        reason: 'La campaña de TikTok se suspendió.',
      });
      expect(itemOf(asked.body.response, item.id).cancel_request).toMatchObject({
        by: 'creator',
        reason: 'La campaña de TikTok se suspendió.',
      });
      const ownConfirm = await moveItem(server, creator.token, item.id, 'cancel', {
        action: 'confirm',
      });
      expect(ownConfirm.body.code).toBe('collaboration_cancel_not_requested');
      const blocked = await uploadDraftImage(server, creator.token);
      const draftWhileAsked = await moveItem(server, creator.token, item.id, 'drafts', {
        media_ids: [blocked.id],
      });
      expect(draftWhileAsked.body.code).toBe('collaboration_cancel_pending');
      const declined = await moveItem(server, owner.token, item.id, 'cancel', {
        action: 'decline',
      });
      expect(itemOf(declined.body.response, item.id).cancel_request).toBeNull();
      await moveItem(server, owner.token, item.id, 'cancel', {
        action: 'request',
        reason: 'Cambiamos de red.',
      });
      const confirmed = await moveItem(server, creator.token, item.id, 'cancel', {
        action: 'confirm',
      });
      expect(itemOf(confirmed.body.response, item.id).status).toBe('cancelled');
      const review = await moveItem(server, owner.token, item.id, 'review', {
        decision: 'approve',
        version: 1,
      });
      expect(review.status).toBe(409);
      expect(review.body.code).toBe('collaboration_item_cancelled');
      expect(review.body.message).toMatch(/cancel/);
    });

    it('lets the brand move a due date inside the agreed window only', async () => {
      const { owner, creator, collaboration } = await acceptedDeal(server);
      const item = collaboration.items[0]!;
      const moved = await moveItem(server, owner.token, item.id, 'due-date', {
        due_date: '2030-01-20',
      });
      expect(itemOf(moved.body.response, item.id).due_date).toBe('2030-01-20');
      const outside = await moveItem(server, owner.token, item.id, 'due-date', {
        due_date: '2030-02-20',
      });
      expect(outside.status).toBe(400);
      expect(outside.body.fields?.due_date?.[0]).toMatch(/dentro de las fechas acordadas/);
      const byCreator = await moveItem(server, creator.token, item.id, 'due-date', {
        due_date: '2030-01-15',
      });
      expect(byCreator.body.code).toBe('collaboration_not_your_move');
    });
  });

  describe('drafts', () => {
    it('takes only the creator’s own unattached files, in a shape the item allows', async () => {
      const { creator, collaboration } = await acceptedDeal(server);
      const item = collaboration.items[0]!;
      const stranger = await registerCreator(server);
      const theirs = await uploadDraftImage(server, stranger.token);
      const notMine = await moveItem(server, creator.token, item.id, 'drafts', {
        media_ids: [theirs.id],
      });
      expect(notMine.status).toBe(400);
      expect(notMine.body.fields?.media_ids).toEqual([
        'Uno de los archivos ya no está disponible: vuelve a elegirlo.',
      ]);
      const mine = await uploadDraftImage(server, creator.token);
      const tooLong = await moveItem(server, creator.token, item.id, 'drafts', {
        media_ids: [mine.id],
        caption: 'a'.repeat(2201),
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.fields?.caption).toEqual([
        'El texto no puede pasar de 2,200 caracteres en esta red.',
      ]);
      const planned = await moveItem(server, creator.token, item.id, 'drafts', {
        media_ids: [mine.id],
        planned_publish_date: '2031-05-01',
      });
      expect(planned.status).toBe(400);
      expect(planned.body.fields?.planned_publish_date).toHaveLength(1);
      const after = await readCollaboration(server, creator.token, collaboration.id);
      expect(itemOf(after.body.response, item.id)).toMatchObject({
        status: 'pending',
        versions: [],
      });
    });

    it('sends a hand-in once per Idempotency-Key', async () => {
      const { creator, collaboration } = await acceptedDeal(server);
      const item = collaboration.items[0]!;
      const media = await uploadDraftImage(server, creator.token);
      const key = randomUUID();
      const body = { media_ids: [media.id], caption: 'Sin conexión' };
      const first = await moveItem(server, creator.token, item.id, 'drafts', body, {
        'Idempotency-Key': key,
      });
      const replay = await moveItem(server, creator.token, item.id, 'drafts', body, {
        'Idempotency-Key': key,
      });
      expect(first.status).toBe(200);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const after = await readCollaboration(server, creator.token, collaboration.id);
      expect(itemOf(after.body.response, item.id).versions).toHaveLength(1);
    });
  });

  describe('the brand’s review queue', () => {
    it('lists waiting drafts across collaborations, the oldest first, with the version to review', async () => {
      const owner = await registerBrand(server, 'Cola de revisión');
      const first = await acceptedDealFor(owner);
      const second = await acceptedDealFor(owner);
      await handInDraft(server, second.creator.token, second.collaboration.items[0]!.id);
      server.clock.advance(60_000);
      await handInDraft(server, first.creator.token, first.collaboration.items[1]!.id);
      const queue = await server.request<ListPage<ReviewQueueEntry>>(
        'GET',
        ApiPath.collaborationReviewQueue,
        { token: owner.token },
      );
      expect(queue.status).toBe(200);
      expect(queue.body.response.count).toBe(2);
      expect(queue.body.response.results.map((entry) => entry.item.id)).toEqual([
        second.collaboration.items[0]!.id,
        first.collaboration.items[1]!.id,
      ]);
      expect(queue.body.response.results[0]).toMatchObject({
        version: { version: 1 },
        collaboration: { id: second.collaboration.id, revision_rounds: 2 },
      });
      const creatorAsks = await server.request('GET', ApiPath.collaborationReviewQueue, {
        token: first.creator.token,
      });
      expect(creatorAsks.status).toBe(403);

      async function acceptedDealFor(brand: typeof owner) {
        const creator = await registerCreator(server);
        const proposal = await sendProposal(server, brand, creator.user.id);
        await server.request('POST', ApiPath.proposalAction(proposal.id, 'accept'), {
          token: creator.token,
        });
        const list = await server.request<ListPage<CollaborationSummary>>(
          'GET',
          ApiPath.collaborations,
          { token: creator.token },
        );
        const id = list.body.response.results[0]!.id;
        return {
          creator,
          collaboration: (await readCollaboration(server, creator.token, id)).body.response,
        };
      }
    });
  });

  describe('calendar and inbox', () => {
    it('answers due and planned dates in a range, with stable UIDs', async () => {
      const { creator, collaboration } = await acceptedDeal(server);
      const item = collaboration.items[0]!;
      await handInDraft(server, creator.token, item.id, { planned_publish_date: '2030-01-15' });
      const calendar = await server.request<{ results: CalendarEntry[] }>(
        'GET',
        `${ApiPath.collaborationCalendar}?from=2030-01-01&to=2030-01-31`,
        { token: creator.token },
      );
      const mine = calendar.body.response.results.filter(
        (entry) => entry.collaboration_id === collaboration.id,
      );
      expect(mine).toHaveLength(4);
      expect(mine[0]).toMatchObject({
        kind: 'planned_publish',
        date: '2030-01-15',
        item_id: item.id,
        uid: `${item.id}-publicacion@marcacreadores.mx`,
        brand_name: 'Refresco Sol',
      });
      expect(
        mine.slice(1).every((entry) => entry.kind === 'due' && entry.date === '2030-01-31'),
      ).toBe(true);
      const tooLong = await server.request(
        'GET',
        `${ApiPath.collaborationCalendar}?from=2030-01-01&to=2032-01-31`,
        { token: creator.token },
      );
      expect(tooLong.status).toBe(400);
    });

    it('tells each side what the other did, counts unread, marks read, and warns of due dates', async () => {
      const { owner, creator, collaboration } = await acceptedDeal(server);
      const inbox = (token: string) =>
        server.request<NotificationPage>('GET', ApiPath.notifications, { token });
      expect((await inbox(owner.token)).body.response.results[0]).toMatchObject({
        kind: 'collaboration_started',
        counterpart: expect.any(String),
      });
      await handInDraft(server, creator.token, collaboration.items[0]!.id);
      const brandInbox = (await inbox(owner.token)).body.response;
      expect(brandInbox.results[0]).toMatchObject({
        kind: 'draft_submitted',
        item_id: collaboration.items[0]!.id,
        network: 'instagram',
        content_type: 'reel',
        number: 1,
        read_at: null,
      });
      expect(brandInbox.unread).toBe(2);
      await server.request('POST', ApiPath.notificationsRead, {
        token: owner.token,
        body: { ids: [brandInbox.results[0]!.id] },
      });
      expect((await inbox(owner.token)).body.response.unread).toBe(1);
      await server.request('POST', ApiPath.notificationsRead, {
        token: owner.token,
        body: { all: true },
      });
      expect((await inbox(owner.token)).body.response.unread).toBe(0);

      const tomorrowDeal = await acceptedDeal(server, {
        start_date: dayFromToday(server, 0),
        end_date: dayFromToday(server, 1),
      });
      // Issue 32: the creator hears of due dates once the brand has paid (test mode: at once).
      const unpaid = (await inbox(tomorrowDeal.creator.token)).body.response.results;
      expect(unpaid.filter((notice) => notice.kind === 'due_tomorrow')).toHaveLength(0);
      const funded = await fund(server, tomorrowDeal.owner.token, tomorrowDeal.collaboration.id, {
        total_cents: Math.round(termsInput().price * 110),
      });
      expect(funded.status, JSON.stringify(funded.body)).toBe(200);
      const notices = (await inbox(tomorrowDeal.creator.token)).body.response.results;
      expect(notices.filter((notice) => notice.kind === 'due_tomorrow')).toHaveLength(3);
      server.clock.advance(3 * 86_400_000);
      const later = (await inbox(tomorrowDeal.creator.token)).body.response.results;
      expect(later.filter((notice) => notice.kind === 'late')).toHaveLength(3);
      expect(later.filter((notice) => notice.kind === 'due_tomorrow')).toHaveLength(3);
      const again = (await inbox(tomorrowDeal.creator.token)).body.response.results;
      expect(again).toHaveLength(later.length);
      server.clock.reset();
    });
  });

  it('refuses lists and moves to an account without a role', async () => {
    const account = await registerWithRole(server, 'brand');
    expect(
      (await server.request('GET', ApiPath.collaborations, { token: account.token })).status,
    ).toBe(200);
    const anonymous = await server.request('GET', ApiPath.collaborations);
    expect(anonymous.status).toBe(401);
  });
});
