import type { PostReference } from '../../../src-shared/rules/post-url';
import { ProviderUnreachableError } from '../../providers/fetch-json';
import type { RefreshGrant, StoredCredential } from '../../providers/oauth-network';
import type { FigureNetwork } from './readable-networks';

/**
 * One published post's figures as its network reports them. A figure the network does not report
 * for this post (YouTube's shares, reach outside Instagram and Facebook) is null: never 0, never
 * estimated.
 */
export interface PostFigures {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  reach: number | null;
}

/** Why a post is read: to know whose it is (the publish check), or for its figures (the jobs). */
export type ReadPurpose = 'owner' | 'figures';

/** What an adapter finds: the post among the connected account's, with its figures, or not. */
export type PostRead = { found: true; figures: PostFigures } | { found: false };

/**
 * Reads ONE post's figures with a connection's stored grant, from the network's own API.
 * `found: false` when the post is not the connected account's (not among its media, another
 * channel, another author, not returned for its token). A refused token comes out as
 * AccessTokenRefusedError, the network failing or out of reach as ProviderUnreachableError
 * (FigureProviderError when it answered a status), a grant lacking a permission as
 * FigurePermissionError.
 */
export interface PostFiguresAdapter {
  readonly network: FigureNetwork;
  /**
   * `purpose` 'owner' only asks whose post it is: where the figures take more calls than finding
   * the post (Graph's insights), those are left out and the figures answered are incomplete.
   */
  readPost(
    credential: StoredCredential,
    post: PostReference,
    purpose?: ReadPurpose,
  ): Promise<PostRead>;
  /** The network's OAuth 2 refresh, where its grants have one (YouTube, TikTok). */
  readonly refresh?: RefreshGrant | undefined;
}

/** The adapters this deployment has, by network (a network without its settings has none). */
export type FigureReaders = Partial<Record<FigureNetwork, PostFiguresAdapter>>;

/** The network answered, with a status that is neither a success nor a refusal of the token. */
export class FigureProviderError extends ProviderUnreachableError {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} answered ${status}`);
    this.name = 'FigureProviderError';
  }
}

/**
 * The grant is valid but may not read posts (TikTok's `video.list` unticked): only a new sign-in
 * that grants it helps, and the grant is not revoked for it.
 */
export class FigurePermissionError extends Error {
  constructor(what: string) {
    super(`${what}: the grant lacks the permission to read posts`);
    this.name = 'FigurePermissionError';
  }
}

export const NO_FIGURES: PostFigures = {
  views: null,
  likes: null,
  comments: null,
  shares: null,
  reach: null,
};
