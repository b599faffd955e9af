import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  Collaboration,
  CollaborationItem,
  CollaborationSummary,
  DraftMedia,
} from '../../src-shared/domain/collaboration';
import {
  coreApiForTests,
  picture,
  signUpBrand,
  signUpCreator,
} from '../../tests/support/offline-desktop';
import { DraftStaging } from '../collaborations/draft-staging';
import {
  aProposal,
  lastAnnounced,
  queueDesktop,
  type QueueDesktop,
} from './action-queue-test-desktop';
import { readKey } from './recent-reads';

const coreApi = coreApiForTests();
const opened: QueueDesktop[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((q) => q.proxy.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Deal {
  q: QueueDesktop;
  brandId: string;
  creatorId: string;
  collaboration: Collaboration;
  item: CollaborationItem;
  picked: string;
}

/**
 * A brand and a creator signed in on one desktop (the creator active), the brand's proposal
 * accepted: the collaboration and its first item.
 */
async function aDeal(): Promise<Deal> {
  const q = await queueDesktop(coreApi.server.url);
  opened.push(q);
  const brandId = await signUpBrand(q.desktop);
  const creator = await signUpCreator(q.desktop, { networks: [], pieces: [], withPhoto: false });
  const proposal = await aProposal(q, brandId, creator.user.id);
  const collaboration = await q.asAccount(creator.accountId, async (api, token) => {
    await api.post(ApiPath.proposalAction(proposal.id, 'accept'), {}, { token });
    const list = await api.get<ListPage<CollaborationSummary>>(ApiPath.collaborations, { token });
    const summary = list.results.find((row) => row.proposal_id === proposal.id)!;
    return api.get<Collaboration>(ApiPath.collaboration(summary.id), { token });
  });
  const picked = await mkdtemp(join(tmpdir(), 'queued-draft-'));
  folders.push(picked);
  return {
    q,
    brandId,
    creatorId: creator.accountId,
    collaboration,
    item: collaboration.items[0]!,
    picked,
  };
}

/** The active account opens the collaboration: the copy keeps it (what a queued move is checked against). */
function openCollaboration(deal: Deal): Promise<Collaboration> {
  const { id } = deal.collaboration;
  return deal.q.desktop.reads.recent('collaboration', { id }, () =>
    deal.q.collaborations.get({ id }),
  );
}

/** Stages files through the "open files" dialog (local work: it needs no server). */
async function stage(deal: Deal, entries: Record<string, Uint8Array>): Promise<string[]> {
  const paths = await Promise.all(
    Object.entries(entries).map(async ([name, bytes]) => {
      const path = join(deal.picked, name);
      await writeFile(path, bytes);
      return path;
    }),
  );
  deal.q.pickFiles(paths);
  const staged = await deal.q.collaborations.stageFiles();
  expect(staged.refused).toEqual([]);
  return staged.files.map((file) => file.token);
}

const handIn = (itemId: string, files: string[]) =>
  ({
    kind: 'handInDraft',
    args: { itemId, files, caption: 'Listo para revisar', planned_publish_date: null, note: '' },
  }) as const;

const stagingOf = (deal: Deal) =>
  new DraftStaging({
    folderFor: (accountId) => deal.q.desktop.store.folderFor(accountId),
    previewUrl: (key, token) => `/staged/${key}/${token}`,
  });

async function stagedNames(deal: Deal): Promise<string[]> {
  const folder = join(deal.q.desktop.store.folderFor(deal.creatorId), 'draft-files');
  return (await readdir(folder)).filter((name) => name !== 'staged.json');
}

const uploads = (q: QueueDesktop) =>
  q.proxy.seen.filter((seen) => seen.method === 'POST' && seen.path === ApiPath.collaborationMedia);

const itemIn = (collaboration: Collaboration, itemId: string) =>
  collaboration.items.find((item) => item.id === itemId)!;

const readAs = (deal: Deal, accountId: string) =>
  deal.q.asAccount(accountId, (api, token) =>
    api.get<Collaboration>(ApiPath.collaboration(deal.collaboration.id), { token }),
  );

/** A move made straight on the core API, as the account's other device would. */
const move = (deal: Deal, accountId: string, path: (itemId: string) => string, body: unknown) =>
  deal.q.asAccount(accountId, (api, token) =>
    api.post<Collaboration>(path(deal.item.id), body, { token }),
  );

/** The creator hands in another draft from another device (its own upload, then the draft). */
async function handInElsewhere(deal: Deal, color: string): Promise<Collaboration> {
  return deal.q.asAccount(deal.creatorId, async (api, token) => {
    const form = new FormData();
    form.append(
      'file_for_profile',
      new Blob([new Uint8Array(await picture(color, 'png'))]),
      'otro.png',
    );
    const media = await api.post<DraftMedia>(ApiPath.collaborationMedia, form, { token });
    return api.post<Collaboration>(
      ApiPath.collaborationItemDrafts(deal.item.id),
      { media_ids: [media.id], caption: 'Desde el teléfono' },
      { token },
    );
  });
}

describe('a draft handed in offline', () => {
  it('waits with its files on disk, survives a restart, and is sent with them on reconnect', async () => {
    const deal = await aDeal();
    const { q, creatorId, item } = deal;
    await openCollaboration(deal);
    const tokens = await stage(deal, {
      'portada.jpg': await picture('#c0392b'),
      'detalle.png': await picture('#2980b9', 'png'),
    });
    q.goOffline();
    const action = await q.queue.queue(creatorId, handIn(item.id, tokens));
    expect(action).toMatchObject({ kind: 'handInDraft', status: 'pending', conflict: null });
    expect(lastAnnounced(q.events)?.map((queued) => queued.id)).toEqual([action.id]);
    expect(q.writes()).toEqual([]);
    expect(uploads(q)).toEqual([]);
    // Its files stay staged while it waits.
    expect(await stagedNames(deal)).toHaveLength(2);

    // The app starts again: the queue and the staged files are read from disk.
    const restarted = q.restart();
    expect(await restarted.list(creatorId)).toEqual([action]);
    expect(
      (await stagingOf(deal).filesFor(creatorId, tokens))?.map((file) => file.file_name),
    ).toEqual(['portada.jpg', 'detalle.png']);

    q.goOnline();
    expect(await restarted.flush(creatorId)).toMatchObject({
      sent: 1,
      conflicts: 0,
      stoppedBy: null,
    });
    expect(q.writes()).toEqual([
      { method: 'POST', path: ApiPath.collaborationItemDrafts(item.id), key: action.id },
    ]);
    expect(uploads(q)).toHaveLength(2);
    expect(await restarted.list(creatorId)).toEqual([]);

    const seen = itemIn(await readAs(deal, deal.brandId), item.id);
    expect(seen.status).toBe('draft_submitted');
    expect(seen.versions).toHaveLength(1);
    expect(seen.versions[0]!.media.map((media) => media.file_name)).toEqual([
      'portada.jpg',
      'detalle.png',
    ]);
    // Sent: the staged copies go, and the copy shows the draft handed in.
    expect(await stagedNames(deal)).toEqual([]);
    const kept = await q.desktop.store.findRead(
      creatorId,
      'collaboration',
      readKey({ id: deal.collaboration.id }),
    );
    expect(itemIn(kept!.value as Collaboration, item.id).versions).toHaveLength(1);
  });

  it('becomes a conflict with both versions when the item was cancelled meanwhile', async () => {
    const deal = await aDeal();
    const { q, creatorId, brandId, item } = deal;
    await openCollaboration(deal);
    const tokens = await stage(deal, { 'borrador.png': await picture('#16a085', 'png') });
    q.goOffline();
    const action = await q.queue.queue(creatorId, handIn(item.id, tokens));
    // Meanwhile the brand asked to cancel the item and the creator agreed on the phone.
    await move(deal, brandId, ApiPath.collaborationItemCancel, {
      action: 'request',
      reason: 'La campaña se pospuso.',
    });
    await move(deal, creatorId, ApiPath.collaborationItemCancel, { action: 'confirm', reason: '' });

    q.goOnline();
    expect(await q.queue.flush(creatorId)).toMatchObject({ sent: 0, conflicts: 1 });
    const [conflicted] = await q.queue.list(creatorId);
    expect(conflicted).toMatchObject({
      id: action.id,
      status: 'conflict',
      conflict: { code: 'changed_meanwhile', message: expect.stringContaining('pieza') },
    });
    const base = conflicted!.conflict!.base as unknown as CollaborationItem;
    const theirs = conflicted!.conflict!.theirs as unknown as CollaborationItem;
    expect(base).toMatchObject({ id: item.id, status: 'pending', versions: [] });
    expect(theirs).toMatchObject({ id: item.id, status: 'cancelled', versions: [] });
    // Nothing was sent, and the files wait for the person's answer.
    expect(q.writes()).toEqual([]);
    expect(uploads(q)).toEqual([]);
    expect(await stagedNames(deal)).toHaveLength(1);

    // Sent again knowingly: the core API refuses it for good and says why.
    expect(await q.queue.resolve(creatorId, action.id, 'send_again')).toEqual({ resolved: true });
    await q.queue.idle();
    const [refused] = await q.queue.list(creatorId);
    expect(refused).toMatchObject({
      status: 'conflict',
      conflict: { code: ErrorCode.collaborationItemCancelled },
    });
    expect(q.writes().map((write) => write.key)).toEqual([action.id]);
    expect(itemIn(await readAs(deal, brandId), item.id).versions).toEqual([]);
  });
});

describe('a review queued offline', () => {
  it('becomes a conflict when a newer draft superseded the version reviewed', async () => {
    const deal = await aDeal();
    const { q, creatorId, brandId, item } = deal;
    // Version 1 handed in from this desktop while online.
    const tokens = await stage(deal, { 'v1.png': await picture('#f39c12', 'png') });
    await q.collaborations.handIn(handIn(item.id, tokens).args);
    // The brand, on this same desktop, opens the draft and goes offline.
    await q.desktop.session.switchAccount(brandId);
    const opened = await openCollaboration(deal);
    expect(itemIn(opened, item.id).versions).toHaveLength(1);
    q.goOffline();
    const action = await q.queue.queue(brandId, {
      kind: 'reviewDraft',
      args: { itemId: item.id, review: { decision: 'approve', version: 1, note: '' } },
    });
    // Meanwhile the brand asked for changes on its phone and the creator handed in version 2.
    await move(deal, brandId, ApiPath.collaborationItemReview, {
      decision: 'request_changes',
      version: 1,
      note: 'Más luz, por favor.',
    });
    await handInElsewhere(deal, '#7f8c8d');

    q.goOnline();
    expect(await q.queue.flush(brandId)).toMatchObject({ sent: 0, conflicts: 1 });
    const [conflicted] = await q.queue.list(brandId);
    expect(conflicted).toMatchObject({
      id: action.id,
      status: 'conflict',
      conflict: { code: 'changed_meanwhile', message: expect.stringContaining('borrador') },
    });
    const base = conflicted!.conflict!.base as unknown as CollaborationItem;
    const theirs = conflicted!.conflict!.theirs as unknown as CollaborationItem;
    expect(base.versions.map((version) => version.version)).toEqual([1]);
    expect(theirs.versions.map((version) => version.version)).toEqual([1, 2]);
    expect(theirs.status).toBe('draft_submitted');
    expect(q.writes()).toEqual([]);

    // Sent again as it stands (approve version 1): the core API says a newer draft exists.
    await q.queue.resolve(brandId, action.id, 'send_again');
    await q.queue.idle();
    const [refused] = await q.queue.list(brandId);
    expect(refused).toMatchObject({
      status: 'conflict',
      conflict: { code: ErrorCode.draftVersionOutdated },
    });
    expect(itemIn(await readAs(deal, creatorId), item.id).status).toBe('draft_submitted');
  });
});
