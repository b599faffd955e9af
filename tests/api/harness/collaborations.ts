import sharp from 'sharp';
import { expect } from 'vitest';
import type { ListPage } from '../../../src-shared/api/envelope';
import { ApiPath } from '../../../src-shared/api/paths';
import type {
  Collaboration,
  CollaborationSummary,
  DraftMedia,
} from '../../../src-shared/domain/collaboration';
import type { ProposalInput } from '../../../src-shared/domain/proposal';
import type { AuthAnswer } from '../../../src-shared/domain/user';
import { registerBrand, registerCreator, sendProposal, type BrandAccount } from './marketplace';
import type { Answer, TestServer } from './test-server';

export interface Deal {
  owner: BrandAccount;
  creator: AuthAnswer;
  collaboration: Collaboration;
}

/** A brand and a creator whose proposal was accepted: the collaboration it became. */
export async function acceptedDeal(
  server: TestServer,
  overrides: Partial<ProposalInput> = {},
  creator?: AuthAnswer,
): Promise<Deal> {
  const owner = await registerBrand(server);
  const party = creator ?? (await registerCreator(server));
  const proposal = await sendProposal(server, owner, party.user.id, overrides);
  const accepted = await server.request('POST', ApiPath.proposalAction(proposal.id, 'accept'), {
    token: party.token,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const list = await server.request<ListPage<CollaborationSummary>>('GET', ApiPath.collaborations, {
    token: party.token,
  });
  const summary = list.body.response.results.find((row) => row.proposal_id === proposal.id);
  expect(summary).toBeDefined();
  const collaboration = await readCollaboration(server, party.token, summary!.id);
  return { owner, creator: party, collaboration: collaboration.body.response };
}

export function readCollaboration(
  server: TestServer,
  token: string,
  id: string,
): Promise<Answer<Collaboration>> {
  return server.request<Collaboration>('GET', ApiPath.collaboration(id), { token });
}

export function pngBytes(color = '#1f6feb'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Uploads one image of a draft and answers its id. */
export async function uploadDraftImage(
  server: TestServer,
  token: string,
  name = 'borrador.png',
): Promise<DraftMedia> {
  const form = new FormData();
  form.append('file_for_profile', new Blob([new Uint8Array(await pngBytes())]), name);
  const answer = await server.request<DraftMedia>('POST', ApiPath.collaborationMedia, {
    token,
    form,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.response;
}

export type ItemMove = 'drafts' | 'review' | 'publish' | 'figures' | 'cancel' | 'due-date';

const MOVE_PATHS: Record<ItemMove, (id: string) => string> = {
  drafts: ApiPath.collaborationItemDrafts,
  review: ApiPath.collaborationItemReview,
  publish: ApiPath.collaborationItemPublish,
  figures: ApiPath.collaborationItemFigures,
  cancel: ApiPath.collaborationItemCancel,
  'due-date': ApiPath.collaborationItemDueDate,
};

export function moveItem(
  server: TestServer,
  token: string,
  itemId: string,
  move: ItemMove,
  body: unknown,
  headers?: Record<string, string>,
): Promise<Answer<Collaboration>> {
  return server.request<Collaboration>('POST', MOVE_PATHS[move](itemId), {
    token,
    body,
    ...(headers ? { headers } : {}),
  });
}

/** The creator hands in a one-image draft; answers the collaboration after the move. */
export async function handInDraft(
  server: TestServer,
  token: string,
  itemId: string,
  extra: { caption?: string; note?: string; planned_publish_date?: string | null } = {},
): Promise<Collaboration> {
  const media = await uploadDraftImage(server, token);
  const answer = await moveItem(server, token, itemId, 'drafts', {
    media_ids: [media.id],
    caption: extra.caption ?? 'Mi primer borrador #verano',
    ...(extra.note !== undefined ? { note: extra.note } : {}),
    ...(extra.planned_publish_date !== undefined
      ? { planned_publish_date: extra.planned_publish_date }
      : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.response;
}

export function itemOf(collaboration: Collaboration, itemId: string) {
  const item = collaboration.items.find((candidate) => candidate.id === itemId);
  expect(item).toBeDefined();
  return item!;
}
