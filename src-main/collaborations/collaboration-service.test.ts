import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiPath } from '../../src-shared/api/paths';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
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
import { aProposal, queueDesktop, type QueueDesktop } from '../offline/action-queue-test-desktop';
import { DraftStaging } from './draft-staging';

const coreApi = coreApiForTests();
const opened: QueueDesktop[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((q) => q.proxy.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A header-only MP4 (`ftyp` box): the core API takes it as a video. */
const MP4 = Uint8Array.from([
  0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d,
  0x6d, 0x70, 0x34, 0x31,
]);

interface Deal {
  q: QueueDesktop;
  brandId: string;
  creatorId: string;
  collaboration: Collaboration;
  /** Writes files where the person picks them from; answers their paths. */
  files(entries: Record<string, Uint8Array>): Promise<string[]>;
}

/**
 * A brand and a creator signed in on one desktop (the creator active), the brand's proposal
 * accepted by the creator: the collaboration it became, with its two items.
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
  expect(collaboration.items.length).toBeGreaterThanOrEqual(2);
  const picked = await mkdtemp(join(tmpdir(), 'draft-picked-'));
  folders.push(picked);
  return {
    q,
    brandId,
    creatorId: creator.accountId,
    collaboration,
    files: (entries) =>
      Promise.all(
        Object.entries(entries).map(async ([name, bytes]) => {
          const path = join(picked, name);
          await writeFile(path, bytes);
          return path;
        }),
      ),
  };
}

/** Stages files through the "open files" dialog, as the renderer's button does. */
async function stage(deal: Deal, entries: Record<string, Uint8Array>): Promise<string[]> {
  deal.q.pickFiles(await deal.files(entries));
  const staged = await deal.q.collaborations.stageFiles();
  expect(staged.refused).toEqual([]);
  return staged.files.map((file) => file.token);
}

const draft = (itemId: string, files: string[], caption = 'Mi borrador #verano') => ({
  itemId,
  files,
  caption,
  planned_publish_date: null,
  note: '',
});

const uploads = (q: QueueDesktop) =>
  q.proxy.seen.filter((seen) => seen.method === 'POST' && seen.path === ApiPath.collaborationMedia);
const draftPosts = (q: QueueDesktop, itemId: string) =>
  q.proxy.seen.filter(
    (seen) => seen.method === 'POST' && seen.path === ApiPath.collaborationItemDrafts(itemId),
  );

const itemOf = (collaboration: Collaboration, itemId: string): CollaborationItem => {
  const item = collaboration.items.find((candidate) => candidate.id === itemId);
  expect(item).toBeDefined();
  return item!;
};

/** The collaboration as the brand reads it, straight from the core API. */
const asBrand = (deal: Deal) =>
  deal.q.asAccount(deal.brandId, (api, token) =>
    api.get<Collaboration>(ApiPath.collaboration(deal.collaboration.id), { token }),
  );

/** The desktop's staged files as another instance reads them (the list on disk). */
const stagingOf = (deal: Deal) =>
  new DraftStaging({
    folderFor: (accountId) => deal.q.desktop.store.folderFor(accountId),
    previewUrl: (key, token) => `/staged/${key}/${token}`,
  });

/** What is left in the creator's staged folder (besides its list). */
async function stagedNames(deal: Deal): Promise<string[]> {
  const folder = join(deal.q.desktop.store.folderFor(deal.creatorId), 'draft-files');
  return (await readdir(folder)).filter((name) => name !== 'staged.json');
}

describe('handing a draft in', () => {
  it('uploads each staged file and answers version 1 with the files in their order', async () => {
    const deal = await aDeal();
    const [item] = deal.collaboration.items;
    const tokens = await stage(deal, {
      'primera.jpg': await picture('#e74c3c'),
      'segunda.txt': await picture('#3498db', 'png'),
    });
    expect(await stagedNames(deal)).toHaveLength(2);

    const answer = await deal.q.collaborations.handIn(draft(item!.id, tokens));
    const handed = itemOf(answer, item!.id);
    expect(handed.status).toBe('draft_submitted');
    expect(handed.versions).toHaveLength(1);
    expect(handed.versions[0]).toMatchObject({ version: 1, caption: 'Mi borrador #verano' });
    expect(handed.versions[0]!.media.map((media) => [media.file_name, media.media_type])).toEqual([
      ['primera.jpg', 'image'],
      // The name uploaded carries the extension of the bytes.
      ['segunda.png', 'image'],
    ]);

    // The brand sees the same draft.
    const seen = itemOf(await asBrand(deal), item!.id);
    expect(seen.versions.map((version) => version.media.map((media) => media.id))).toEqual([
      handed.versions[0]!.media.map((media) => media.id),
    ]);
    // One upload per file, then the draft (a click, not a queued replay: no key).
    expect(uploads(deal.q)).toHaveLength(2);
    expect(uploads(deal.q).every((upload) => upload.key === null)).toBe(true);
    expect(draftPosts(deal.q, item!.id).map((post) => post.key)).toEqual([null]);
    // The staged copies are gone once the draft is in.
    expect(await stagedNames(deal)).toEqual([]);
  });

  it('after a lost answer, the same queued hand-in makes one version and uploads nothing again', async () => {
    const deal = await aDeal();
    const [item] = deal.collaboration.items;
    const tokens = await stage(deal, {
      'uno.png': await picture('#8e44ad', 'png'),
      'dos.jpg': await picture('#27ae60'),
    });
    const queued = { accountId: deal.creatorId, idempotencyKey: randomUUID() };
    // The core API takes the draft, but its answer never reaches the desktop.
    deal.q.proxy.drop = (request) =>
      request.path === ApiPath.collaborationItemDrafts(item!.id) ? 'after' : null;
    const lost = await deal.q.collaborations
      .handIn(draft(item!.id, tokens), queued)
      .catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(BridgeError);
    expect((lost as BridgeError).code).toBe(ErrorCode.network);
    expect(uploads(deal.q)).toHaveLength(2);
    // The draft did land; the files stay staged, each with the id it was uploaded under.
    expect(itemOf(await asBrand(deal), item!.id).versions).toHaveLength(1);
    expect(await stagedNames(deal)).toHaveLength(2);
    const onDisk = await stagingOf(deal).filesFor(deal.creatorId, tokens);
    expect(onDisk?.every((file) => typeof file.media_id === 'string')).toBe(true);

    deal.q.proxy.drop = null;
    const answer = await deal.q.collaborations.handIn(draft(item!.id, tokens), queued);
    const handed = itemOf(answer, item!.id);
    expect(handed.versions).toHaveLength(1);
    expect(handed.versions[0]!.media.map((media) => media.file_name)).toEqual([
      'uno.png',
      'dos.jpg',
    ]);
    expect(uploads(deal.q)).toHaveLength(2);
    expect(draftPosts(deal.q, item!.id).map((post) => post.key)).toEqual([
      queued.idempotencyKey,
      queued.idempotencyKey,
    ]);
    expect(itemOf(await asBrand(deal), item!.id).versions).toHaveLength(1);
    expect(await stagedNames(deal)).toEqual([]);
  });

  it('uploads a video with its poster frame', async () => {
    const deal = await aDeal();
    const item = deal.collaboration.items[1]!;
    const [token] = await stage(deal, { 'toma.mp4': MP4 });
    const poster = await sharp({
      create: { width: 320, height: 180, channels: 3, background: '#111111' },
    })
      .jpeg()
      .toBuffer();
    expect(await deal.q.collaborations.setPoster({ token: token!, bytes: poster })).toEqual({
      saved: true,
    });

    const answer = await deal.q.collaborations.handIn(draft(item.id, [token!]));
    const [media] = itemOf(answer, item.id).versions[0]!.media as [DraftMedia];
    expect(media).toMatchObject({ media_type: 'video', file_name: 'toma.mp4' });
    expect(media.thumbnail_url).toEqual(expect.stringMatching(/^https?:\/\//));
    expect(await stagedNames(deal)).toEqual([]);
  });

  it('refuses a poster for an image, and a hand-in of files no longer staged, before uploading', async () => {
    const deal = await aDeal();
    const [item] = deal.collaboration.items;
    const [image] = await stage(deal, { 'foto.png': await picture('#f1c40f', 'png') });
    const poster = new Uint8Array(await picture('#000000'));
    const refusedPoster = await deal.q.collaborations
      .setPoster({ token: image!, bytes: poster })
      .catch((error: unknown) => error);
    expect(refusedPoster).toMatchObject({
      status: 400,
      fields: { media_ids: [expect.any(String)] },
    });

    await deal.q.collaborations.discard({ tokens: [image!] });
    const gone = await deal.q.collaborations
      .handIn(draft(item!.id, [image!]))
      .catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(BridgeError);
    expect(gone).toMatchObject({ status: 400, fields: { media_ids: [expect.any(String)] } });
    expect(uploads(deal.q)).toEqual([]);
    expect(draftPosts(deal.q, item!.id)).toEqual([]);
  });

  it('uploads again, once, files the core API no longer holds unattached', async () => {
    const deal = await aDeal();
    const [first, second] = deal.collaboration.items;
    const [token] = await stage(deal, { 'portada.png': await picture('#d35400', 'png') });
    const queued = { accountId: deal.creatorId, idempotencyKey: randomUUID() };
    // The upload goes; the draft never reaches the core API.
    deal.q.proxy.drop = (request) =>
      request.path === ApiPath.collaborationItemDrafts(first!.id) ? 'before' : null;
    await expect(
      deal.q.collaborations.handIn(draft(first!.id, [token!]), queued),
    ).rejects.toMatchObject({ code: ErrorCode.network });
    deal.q.proxy.drop = null;
    const [uploaded] = (await stagingOf(deal).filesFor(deal.creatorId, [token!]))!;
    expect(uploaded!.media_id).toEqual(expect.any(String));
    // Meanwhile that upload stopped being free (here: named by another draft; or swept).
    await deal.q.asAccount(deal.creatorId, (api, token) =>
      api.post(
        ApiPath.collaborationItemDrafts(second!.id),
        { media_ids: [uploaded!.media_id], caption: '' },
        { token },
      ),
    );

    const answer = await deal.q.collaborations.handIn(draft(first!.id, [token!]), queued);
    const [media] = itemOf(answer, first!.id).versions[0]!.media;
    expect(media!.file_name).toBe('portada.png');
    expect(media!.id).not.toBe(uploaded!.media_id);
    expect(uploads(deal.q)).toHaveLength(2);
    expect(await stagedNames(deal)).toEqual([]);
  });
});
