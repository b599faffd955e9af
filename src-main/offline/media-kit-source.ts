import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import { categoryFor } from '../../src-shared/domain/creator-category';
import {
  MEDIA_KIT_HIGHLIGHTS,
  type MediaKit,
  type MediaKitHighlight,
  type MediaKitNetwork,
  type MediaKitView,
} from '../../src-shared/domain/media-kit';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { MediaKitSource } from '../exports/ports';
import { notSignedIn, unknownAccount } from '../session/session-errors';
import type { SessionService } from '../session/session-service';
import type { AccountSync } from './account-sync';
import { isUnreachable, offlineNoData } from './offline-reads';
import type { OfflineSnapshot, OfflineStore } from './offline-store';

/** A kit shows at most this many briefcase pieces. */
export const HIGHLIGHTS_MAX = MEDIA_KIT_HIGHLIGHTS;

const creatorsOnly = () =>
  new BridgeError({
    status: 403,
    code: ErrorCode.forbidden,
    message: 'Los media kits son para cuentas de creador.',
  });

function kitNetwork(connection: NetworkConnection): MediaKitNetwork {
  const metrics = connection.metrics;
  return {
    network: connection.network,
    username: connection.username,
    followers: connection.followers,
    er: metrics?.values.er ?? null,
    aqs: metrics?.values.aqs ?? null,
    audience: metrics?.audience_age_gender ?? [],
    read_at: metrics?.read_at ?? null,
    // Figures typed by hand are the creator's word; only a connected source's are verified.
    verified: metrics !== null && metrics.source !== 'manual' && connection.connected,
    name: connection.name,
    url: connection.url,
    views_avg: metrics?.values.views_avg ?? null,
    source: metrics?.source ?? null,
    trend: connection.trend?.points ?? [],
  };
}

/** Places of a kit's highlights kept for videos when the briefcase has them. */
export const HIGHLIGHT_VIDEO_SLOTS = 2;

/**
 * The pieces a kit shows, in the creator's grid order: up to HIGHLIGHT_VIDEO_SLOTS videos (their
 * posters print with a play mark) and images for the other places, either kind filling places
 * the other leaves. Images used to go first, so a briefcase with six images never showed its
 * videos at all.
 */
export function highlightOrder(items: readonly BriefcaseItem[]): BriefcaseItem[] {
  const byPosition = [...items].sort((a, b) => a.position - b.position);
  const videos = byPosition.filter((item) => item.media_type === 'video');
  const images = byPosition.filter((item) => item.media_type === 'image');
  const videoCount = Math.min(
    videos.length,
    Math.max(HIGHLIGHT_VIDEO_SLOTS, HIGHLIGHTS_MAX - images.length),
  );
  const chosen = new Set([
    ...videos.slice(0, videoCount),
    ...images.slice(0, HIGHLIGHTS_MAX - videoCount),
  ]);
  return byPosition.filter((item) => chosen.has(item));
}

export interface KitImages {
  photo: string | null;
  /** A briefcase item's still as a `data:` URL, or null when none was stored. */
  still: (itemId: string) => Promise<string | null>;
}

/**
 * A creator's media kit from their offline copy. Never the e-mail or the telephone: contact goes
 * through the marketplace handle.
 */
export async function mediaKitFrom(
  copy: OfflineSnapshot & { user: NonNullable<OfflineSnapshot['user']> },
  images: KitImages,
): Promise<MediaKit> {
  const { user } = copy;
  const connections = [...(copy.networks ?? [])].sort((a, b) => b.followers - a.followers);
  const maxFollowers = connections.reduce((max, item) => Math.max(max, item.followers), 0);
  const highlights: MediaKitHighlight[] = await Promise.all(
    highlightOrder(copy.briefcase ?? []).map(async (item) => ({
      title: item.title,
      media_type: item.media_type,
      thumbnail: await images.still(item.id),
    })),
  );
  return {
    accountId: copy.account_id,
    name:
      [user.first_name, user.last_name].filter(Boolean).join(' ').trim() ||
      (user.vanity_name ?? ''),
    handle: user.vanity_name,
    bio: user.question_text,
    category: categoryFor(maxFollowers),
    country: user.country,
    languages: user.meta_info?.languages ?? [],
    photo: images.photo,
    networks: connections.map(kitNetwork),
    prices: copy.prices ?? [],
    highlights,
    collaborations: copy.collaborations ?? [],
    synced_at: copy.synced_at,
  };
}

export interface AccountMediaKitSourceDeps {
  session: SessionService;
  store: OfflineStore;
  sync: AccountSync;
  /** Kits of the account exported offline whose verification is not registered yet. */
  pending: { count(accountId: string): Promise<number> };
}

/**
 * Kits for the signed-in creators of this desktop: a live sync first, so the kit is fresh when
 * the core API answers; the offline copy when it does not.
 */
export class AccountMediaKitSource implements MediaKitSource {
  constructor(private readonly deps: AccountMediaKitSourceDeps) {}

  async kitFor(accountId?: string): Promise<MediaKitView> {
    const id = accountId ?? (await this.deps.session.activeAccountId());
    if (!id) throw notSignedIn();
    const account = await this.deps.session.findAccount(id);
    if (!account) throw unknownAccount();
    if (account.role === 'brand') throw creatorsOnly();

    let fromCache = false;
    try {
      await this.deps.sync.sync(id);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      fromCache = true;
    }
    const copy = await this.deps.store.read(id);
    const user = copy?.user;
    if (!copy || !user) throw offlineNoData();
    if (user.role !== 'influencer') throw creatorsOnly();
    const kit = await mediaKitFrom(
      { ...copy, user },
      {
        photo: await this.deps.store.photoDataUrl(id),
        still: (itemId) => this.deps.store.thumbnailDataUrl(id, itemId),
      },
    );
    return {
      kit,
      from_cache: fromCache,
      pending_verifications: await this.deps.pending.count(id),
    };
  }
}
