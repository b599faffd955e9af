import { ErrorCode } from '../../src-shared/api/error-codes';
import type {
  AudienceShare,
  FacebookLoginNetwork,
  FacebookTokenValidation,
  InstagramMedia,
  SaveFacebookTokenForm,
} from '../../src-shared/domain/network';
import { ApiError } from '../http/errors';
import { engagementRate } from '../networks/engagement';
import type { GraphClient } from './facebook-graph';
import { verifySignedRequest } from './facebook-signed-request';
import { AccessTokenRefusedError, isRecord, ProviderUnreachableError } from './fetch-json';
import { audienceShares } from './instagram-audience';
import { parseInstagramMedia } from './instagram-media';
import { parseInstagramStories, STORY_FIELDS, type GraphStory } from './instagram-stories';
import type { AccountReading, OAuthAccount, StoredCredential } from './oauth-network';

export const DEFAULT_FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v17.0/dialog/oauth';
/** Facebook's own return point for desktop apps (its "manual login flow"); never loaded here. */
export const FACEBOOK_LOGIN_REDIRECT = 'https://www.facebook.com/connect/login_success.html';

/** Followers live on Pages and on Instagram professional accounts, reached through Pages. */
const SCOPES: Record<FacebookLoginNetwork, readonly string[]> = {
  facebook: ['public_profile', 'pages_show_list', 'pages_read_engagement'],
  instagram: [
    'public_profile',
    'pages_show_list',
    'pages_read_engagement',
    'instagram_basic',
    'instagram_manage_insights',
  ],
};

/** Enough recent posts for a stable engagement rate without paging. */
const RECENT_MEDIA = 12;

const UNAVAILABLE = 'No pudimos comunicarnos con Facebook. Inténtalo más tarde.';

/** The Page or Instagram account a connection names, with the token that reads it. */
type FacebookCredential = Pick<StoredCredential, 'accessToken' | 'providerUserId'>;

export interface FacebookConnect {
  readonly redirectUri: string;
  /** Facebook's login dialog for `network`'s permissions; answers token and signed request. */
  dialogUrl(network: FacebookLoginNetwork, state: string): string;
  /** Checks the login's answer and reads the Page or Instagram account it grants. */
  redeem(network: FacebookLoginNetwork, form: SaveFacebookTokenForm): Promise<OAuthAccount>;
  validate(accessToken: string): Promise<FacebookTokenValidation>;
  /** update/info: the figures again with the stored token (refusals as AccessTokenRefusedError). */
  read(network: FacebookLoginNetwork, credential: FacebookCredential): Promise<AccountReading>;
  instagramMedia(credential: FacebookCredential): Promise<InstagramMedia[]>;
  /** The account's current stories (the last 24 hours), with their expiring media URLs. */
  instagramStories(credential: FacebookCredential): Promise<GraphStory[]>;
}

interface Candidate {
  id: string;
  username: string;
  name: string;
  followers: number;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

function pageCandidate(page: Record<string, unknown>): Candidate | null {
  if (typeof page.id !== 'string' || typeof page.name !== 'string') return null;
  return {
    id: page.id,
    // A Page without a vanity address is reached by its id.
    username: typeof page.username === 'string' && page.username ? page.username : page.id,
    name: page.name,
    followers: count(page.followers_count ?? page.fan_count),
  };
}

function instagramCandidate(page: Record<string, unknown>): Candidate | null {
  const account = page.instagram_business_account;
  if (!isRecord(account) || typeof account.id !== 'string') return null;
  if (typeof account.username !== 'string' || !account.username) return null;
  return {
    id: account.id,
    username: account.username,
    name: typeof account.name === 'string' && account.name ? account.name : account.username,
    followers: count(account.followers_count),
  };
}

/** The one the creator named (by handle or id), else the largest: the one brands care about. */
function pick(candidates: Candidate[], wanted: string): Candidate | undefined {
  const named = wanted.toLowerCase();
  if (named) {
    const match = candidates.find(
      (candidate) => candidate.username.toLowerCase() === named || candidate.id === named,
    );
    if (match) return match;
  }
  return [...candidates].sort((a, b) => b.followers - a.followers)[0];
}

export function createFacebookConnect(
  graph: GraphClient,
  options: { dialogUrl?: string; now?: () => Date } = {},
): FacebookConnect {
  const now = options.now ?? (() => new Date());
  const dialogBase = options.dialogUrl ?? DEFAULT_FACEBOOK_DIALOG_URL;

  function dialogUrl(network: FacebookLoginNetwork, state: string): string {
    const url = new URL(dialogBase);
    url.searchParams.set('client_id', graph.appId);
    url.searchParams.set('redirect_uri', FACEBOOK_LOGIN_REDIRECT);
    // What Facebook's JS SDK asks for: the token plus a signed request naming the user.
    url.searchParams.set('response_type', 'token,signed_request');
    url.searchParams.set('scope', SCOPES[network].join(','));
    // Asks again for permissions the creator declined before, instead of silently skipping them.
    url.searchParams.set('auth_type', 'rerequest');
    url.searchParams.set('state', state);
    return url.toString();
  }

  async function candidates(
    network: FacebookLoginNetwork,
    accessToken: string,
  ): Promise<Candidate[]> {
    const fields =
      network === 'facebook'
        ? 'id,name,username,followers_count,fan_count'
        : 'id,instagram_business_account{id,username,name,followers_count}';
    const body = await graph.get('/me/accounts', accessToken, { fields, limit: '100' });
    const pages = Array.isArray(body.data) ? body.data.filter(isRecord) : [];
    const read = network === 'facebook' ? pageCandidate : instagramCandidate;
    return pages.map(read).filter((candidate): candidate is Candidate => candidate !== null);
  }

  /** The stored account id; a grant stored without one cannot read anything. */
  const accountOf = (credential: FacebookCredential): string => {
    if (!credential.providerUserId) throw new AccessTokenRefusedError('no account id stored');
    return credential.providerUserId;
  };

  async function instagramMedia(credential: FacebookCredential): Promise<InstagramMedia[]> {
    const body = await graph.get(`/${accountOf(credential)}/media`, credential.accessToken, {
      fields:
        'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count,comments_count',
      limit: String(RECENT_MEDIA),
    });
    return parseInstagramMedia(body.data);
  }

  async function instagramStories(credential: FacebookCredential): Promise<GraphStory[]> {
    const body = await graph.get(`/${accountOf(credential)}/stories`, credential.accessToken, {
      fields: STORY_FIELDS,
      // Far more than a day of stories; Graph pages past its default of 25.
      limit: '100',
    });
    return parseInstagramStories(body.data);
  }

  /** Graph only answers demographics from 100 followers on; below that it is simply unknown. */
  async function audience(credential: FacebookCredential): Promise<AudienceShare[]> {
    try {
      const body = await graph.get(`/${accountOf(credential)}/insights`, credential.accessToken, {
        metric: 'audience_gender_age',
        period: 'lifetime',
      });
      const first = Array.isArray(body.data) ? body.data.find(isRecord) : undefined;
      const values = first && Array.isArray(first.values) ? first.values.find(isRecord) : undefined;
      return audienceShares(values?.value);
    } catch (error) {
      if (error instanceof AccessTokenRefusedError) throw error;
      return [];
    }
  }

  async function instagramFigures(
    credential: FacebookCredential,
    followers: number,
  ): Promise<Pick<AccountReading, 'metrics' | 'audience'>> {
    const media = await instagramMedia(credential);
    const interactions = media
      .filter((post) => post.like_count !== null || post.comments_count !== null)
      .map((post) => ({ likes: post.like_count ?? 0, comments: post.comments_count ?? 0 }));
    // docs/PRODUCT.md §3: Instagram reports followers_count, aqs and er (no AQS source here yet).
    const er = engagementRate(interactions, followers);
    const shares = await audience(credential);
    return {
      metrics: er !== undefined ? { er } : {},
      ...(shares.length > 0 ? { audience: shares } : {}),
    };
  }

  async function redeem(
    network: FacebookLoginNetwork,
    form: SaveFacebookTokenForm,
  ): Promise<OAuthAccount> {
    const signed = verifySignedRequest(form.signed_request, graph.appSecret, now());
    if (!signed || signed.userId !== form.user_id) {
      throw new ApiError(ErrorCode.facebookGrantInvalid);
    }
    return facebookCall(async () => {
      const debug = await graph.debugToken(form.access_token);
      if (!debug.isValid || !debug.forThisApp || debug.userId !== form.user_id) {
        throw new ApiError(ErrorCode.facebookGrantInvalid);
      }
      const missing = SCOPES[network].filter((scope) => !debug.scopes.includes(scope));
      if (missing.length > 0) {
        throw new ApiError(ErrorCode.facebookPermissionsMissing, {
          message: `Facebook no concedió estos permisos: ${missing.join(', ')}. Vuelve a conectar la cuenta y acéptalos.`,
        });
      }
      const grant = await graph.exchangeLongLived(form.access_token);
      const chosen = pick(await candidates(network, grant.accessToken), form.username);
      if (!chosen) {
        throw new ApiError(
          network === 'facebook'
            ? ErrorCode.facebookPageMissing
            : ErrorCode.instagramAccountMissing,
        );
      }
      const credential = { accessToken: grant.accessToken, providerUserId: chosen.id };
      const figures =
        network === 'instagram' ? await instagramFigures(credential, chosen.followers) : {};
      return {
        providerUserId: chosen.id,
        username: chosen.username,
        displayName: chosen.name,
        followers: chosen.followers,
        accessToken: grant.accessToken,
        ...(grant.expiresAt ? { expiresAt: grant.expiresAt } : {}),
        ...figures,
      };
    });
  }

  async function validate(accessToken: string): Promise<FacebookTokenValidation> {
    const debug = await facebookCall(() => graph.debugToken(accessToken));
    // A token for another app is, for this app, simply not valid.
    const valid = debug.isValid && debug.forThisApp;
    return {
      is_valid: valid,
      user_id: valid ? debug.userId : null,
      scopes: valid ? debug.scopes : [],
      expires_at: valid && debug.expiresAt ? debug.expiresAt.toISOString() : null,
    };
  }

  async function read(
    network: FacebookLoginNetwork,
    credential: FacebookCredential,
  ): Promise<AccountReading> {
    const fields = network === 'facebook' ? 'followers_count,fan_count' : 'followers_count';
    const body = await graph.get(`/${accountOf(credential)}`, credential.accessToken, {
      fields,
    });
    const followers = count(body.followers_count ?? body.fan_count);
    if (network === 'facebook') return { followers };
    return { followers, ...(await instagramFigures(credential, followers)) };
  }

  return {
    redirectUri: FACEBOOK_LOGIN_REDIRECT,
    dialogUrl,
    redeem,
    validate,
    read,
    instagramMedia,
    instagramStories,
  };
}

/** Graph failures during a login: its token refused (the user's to redo) or Graph out of reach. */
async function facebookCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccessTokenRefusedError) {
      throw new ApiError(ErrorCode.facebookGrantInvalid, { cause: error });
    }
    if (error instanceof ProviderUnreachableError) {
      throw new ApiError(ErrorCode.providerUnavailable, { message: UNAVAILABLE, cause: error });
    }
    throw error;
  }
}
