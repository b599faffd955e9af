import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { ListPage } from '../../src-shared/api/envelope';
import type { Brand, Company } from '../../src-shared/domain/brand';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import type { PriceItem } from '../../src-shared/domain/finder';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { User } from '../../src-shared/domain/user';
import type { CoreApiClient } from '../api/core-api-client';
import { eachAtMost } from '../concurrency/each-at-most';
import { withBrands, withCompany } from '../session/organization-names';
import type { SessionService } from '../session/session-service';
import { collaborationsFrom, withEmbeddedLogos } from './collaborations-copy';
import { downloadImage, type ImageDownload } from './image-download';
import { marketReads } from './market-sync';
import type { OfflineSnapshot, OfflineStore, SnapshotParts } from './offline-store';

/** Reads of an account restarted because its user changed meanwhile, at most. */
const MAX_SYNC_ATTEMPTS = 3;

export interface AccountSyncDeps {
  api: CoreApiClient;
  session: SessionService;
  store: OfflineStore;
  download?: ImageDownload;
  /** Where background failures go; they are never thrown at the caller that started them. */
  log?: (message: string, error: unknown) => void;
  /**
   * Kits exported while the core API could not be reached: their verification records are
   * registered once a sync of their account has reached it.
   */
  pendingRecords?: { registerAll(accountId: string): Promise<number> };
  /** Told after an account's copy was written (the agency desk rebuilds its row). */
  synced?: (accountId: string) => void;
}

/** Several stills at once, but not the whole briefcase at once. */
const DOWNLOADS_AT_ONCE = 4;
/** Long enough for a home's first reads, short next to how long a person stays on an account. */
export const SYNC_AFTER_SWITCH_MS = 800;

/** The still a briefcase piece is shown with: its thumbnail, else the image itself. */
export function stillOf(item: BriefcaseItem): string | null {
  return item.thumbnail_url ?? (item.media_type === 'image' ? item.image_url : null);
}

/**
 * A media address without its origin: the embedded API gets a new port at every start, yet the
 * file behind `/media/avatars/<uuid>.jpg` is the same one.
 */
function mediaKey(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * Copies an account's data to its offline copy with that account's own token: the profile for
 * every account, and for creators what their media kit needs (networks with metrics, prices,
 * briefcase with stills); for brands it reads the company and brands the account is named after.
 * One sync per account runs at a time; asking again joins it.
 */
export class AccountSync {
  private readonly running = new Map<string, Promise<OfflineSnapshot | null>>();
  private readonly download: ImageDownload;
  private readonly log: (message: string, error: unknown) => void;

  constructor(private readonly deps: AccountSyncDeps) {
    this.download = deps.download ?? downloadImage;
    this.log = deps.log ?? logSyncProblem;
  }

  /** Syncs now; answers the written copy (null when the account was signed out meanwhile). */
  sync(accountId: string): Promise<OfflineSnapshot | null> {
    let run = this.running.get(accountId);
    if (!run) {
      run = this.run(accountId).finally(() => this.running.delete(accountId));
      this.running.set(accountId, run);
    }
    return run;
  }

  /** Resolves once no sync is running (close waits for it before the API goes). */
  async idle(): Promise<void> {
    while (this.running.size > 0) {
      await Promise.allSettled([...this.running.values()]);
    }
  }

  private switchedTo: ReturnType<typeof setTimeout> | null = null;

  /**
   * After a switch (issue 34): the sync waits a moment, so the screen switched to reads its copy
   * and live answers without a whole sync in the way, and switching on through several accounts
   * syncs only the one the person stays on.
   */
  afterSwitch(accountId: string, delayMs = SYNC_AFTER_SWITCH_MS): void {
    this.cancelAfterSwitch();
    this.switchedTo = setTimeout(() => {
      this.switchedTo = null;
      this.inBackground(accountId);
    }, delayMs);
  }

  /** Drops a sync still waiting after a switch (the desktop closing). */
  cancelAfterSwitch(): void {
    if (this.switchedTo) clearTimeout(this.switchedTo);
    this.switchedTo = null;
  }

  /** After a sign-in, a switch or the start-up session: never blocks, never throws. */
  inBackground(accountId: string): void {
    this.sync(accountId).catch((error: unknown) => {
      // Offline is an expected state (the connectivity monitor reports it), not a failure.
      if (error instanceof BridgeError && error.code === ErrorCode.network) return;
      this.log(`sync of ${accountId} failed`, error);
    });
  }

  private async run(accountId: string, attempt = 1): Promise<OfflineSnapshot | null> {
    const revision = this.deps.session.userRevision(accountId);
    const read = <T>(path: string, query?: Record<string, number | string>) =>
      this.deps.session.withAccountToken(accountId, (token) =>
        this.deps.api.get<T>(path, { token, ...(query ? { query } : {}) }),
      );
    const user = await read<User>(ApiPath.profile);
    const parts: SnapshotParts = { user };
    let company: Company | null | undefined;
    let brands: ListPage<Brand> | undefined;
    if (user.role === 'influencer') {
      const [networks, prices, briefcase, accepted] = await Promise.all([
        read<ListPage<NetworkConnection>>(ApiPath.networks, { size_page: 100 }),
        read<{ results: PriceItem[] }>(ApiPath.pricing),
        read<ListPage<BriefcaseItem>>(ApiPath.briefcase, { size_page: 100 }),
        // The media kit's past collaborations: the creator's own accepted proposals.
        read<ListPage<Proposal>>(ApiPath.proposals, { status: 'accepted', size_page: 100 }),
      ]);
      parts.networks = networks.results;
      parts.prices = prices.results;
      parts.briefcase = briefcase.results;
      parts.collaborations = await withEmbeddedLogos(
        collaborationsFrom(accepted.results),
        this.download,
      );
      await this.storeStills(accountId, briefcase.results);
    }
    if (user.role === 'brand') {
      // The account's name (its company, else its first brand); both kept for offline reads.
      [company, brands] = await Promise.all([
        read<Company | null>(ApiPath.accountCompany),
        read<ListPage<Brand>>(ApiPath.brands, { size_page: 100 }),
      ]);
      const named = { company, brands: brands.results };
      await this.deps.session.noteOrganization(accountId, (known) =>
        withBrands(named.brands)(withCompany(named.company)(known)),
      );
    }
    // Before the snapshot, whose write moves the age the screens show for these too.
    await this.deps.store.keepReads(accountId, await marketReads(user.role, read, company, brands));
    await this.storePhoto(accountId, user);
    const snapshot = await this.deps.store.write(accountId, parts, { fullSync: true });
    if (snapshot) {
      await this.deps.session.noteSynced(accountId, snapshot.synced_at, user, revision);
      await this.registerPending(accountId);
      this.deps.synced?.(accountId);
    }
    // A save or a role choice landed while reading: this copy may hold the older user (and the
    // parts that depend on its role), so it is read again.
    if (this.deps.session.userRevision(accountId) !== revision && attempt < MAX_SYNC_ATTEMPTS) {
      return this.run(accountId, attempt + 1);
    }
    return snapshot;
  }

  /**
   * The core API answered this sync: kits exported offline get their records registered now. A
   * failure leaves them for the next sync and never fails this one.
   */
  private async registerPending(accountId: string): Promise<void> {
    try {
      await this.deps.pendingRecords?.registerAll(accountId);
    } catch (error) {
      this.log(`pending kit verifications of ${accountId} not registered`, error);
    }
  }

  /** Downloads the stills not stored yet (an item's still never changes) and drops stale ones. */
  async storeStills(accountId: string, items: readonly BriefcaseItem[]): Promise<void> {
    const missing: BriefcaseItem[] = [];
    for (const item of items) {
      if (stillOf(item) && !(await this.deps.store.hasThumbnail(accountId, item.id))) {
        missing.push(item);
      }
    }
    await eachAtMost(missing, DOWNLOADS_AT_ONCE, async (item) => {
      const url = stillOf(item);
      if (!url) return;
      try {
        const bytes = await this.download(url);
        if (bytes) await this.deps.store.saveThumbnail(accountId, item.id, bytes);
      } catch (error) {
        this.log(`still of briefcase item ${item.id} not saved`, error);
      }
    });
    await this.deps.store.pruneThumbnails(
      accountId,
      items.map((item) => item.id),
    );
  }

  /** Keeps the profile photo when it changed; a failed download keeps the one stored before. */
  async storePhoto(accountId: string, user: User): Promise<void> {
    const stored = await this.deps.store.read(accountId);
    const source = user.profile_image;
    try {
      if (!source) {
        if (stored?.photo_source) await this.deps.store.removePhoto(accountId);
        return;
      }
      const unchanged = stored?.photo_source && mediaKey(stored.photo_source) === mediaKey(source);
      if (unchanged && (await this.deps.store.hasPhoto(accountId))) return;
      const bytes = await this.download(source);
      if (bytes) await this.deps.store.savePhoto(accountId, bytes, source);
    } catch (error) {
      this.log(`profile photo of ${accountId} not saved`, error);
    }
  }
}

/** A typed answer (401, 404…) is worth one line; anything else keeps its stack for debugging. */
function logSyncProblem(message: string, error: unknown): void {
  if (error instanceof BridgeError) console.warn(`[offline] ${message}: ${error.code}`);
  else console.warn(`[offline] ${message}`, error);
}
