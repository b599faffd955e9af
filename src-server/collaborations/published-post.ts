import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  parsePostUrl,
  postNamesAccount,
  postUrlNotOwnText,
  postUrlProblemText,
  type PostReference,
} from '../../src-shared/rules/post-url';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { networkLabel } from '../social/network-labels';
import { checkPostOwner } from './figures/post-owner';
import { readableNetworksOf } from './figures/readable-networks';

const postUrlError = (message: string) =>
  new ApiError(ErrorCode.validation, { fields: { post_url: [message] } });

/**
 * Issue 31: the address handed in for an approved item must be a post of the item's network
 * (src-shared/rules/post-url.ts) and, where the creator connected that network, of their own
 * account: by the handle the address names, and by the network itself where the core API can ask
 * it. Every refusal says why, on `post_url`.
 */
export async function checkPublishedPost(
  context: AppContext,
  creatorId: string,
  itemId: string,
  text: string,
): Promise<{ post: PostReference; readable: boolean }> {
  const item = await context.db
    .selectFrom('collaboration_items')
    .select('network')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  const network = networkLabel(item.network);
  const checked = parsePostUrl(item.network, text);
  if (!checked.ok) {
    throw postUrlError(postUrlProblemText(checked.problem, network));
  }
  const post = checked.post;
  const accounts = await context.db
    .selectFrom('user_networks')
    .select('username')
    .where('user_id', '=', creatorId)
    .where('network', '=', item.network)
    .execute();
  const notOwn = (handle: string) => postUrlError(postUrlNotOwnText(network, handle));
  if (
    accounts.length > 0 &&
    !accounts.some((account) => postNamesAccount(post, account.username))
  ) {
    throw notOwn(accounts[0]!.username);
  }
  const readable = (await readableNetworksOf(context.db, creatorId)).has(item.network);
  if (readable && (await checkPostOwner(context, creatorId, post)).kind === 'not_own') {
    throw notOwn(accounts[0]?.username ?? '');
  }
  return { post, readable };
}
