import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ListPage } from '../../src-shared/api/envelope';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { SavedCopyAnswer, SavedCopyRead } from '../../src-shared/bridge/contract';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import type { PriceItem } from '../../src-shared/domain/finder';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { User } from '../../src-shared/domain/user';
import { markSavedAt } from '../../src-shared/domain/offline-copy';
import type { BridgeHandlers } from '../ipc/dispatcher';
import type { SessionService } from '../session/session-service';
import type { AccountSync } from './account-sync';
import type { OfflineSnapshot, OfflineStore } from './offline-store';
import { ITEM_SHELVES, readKey, type ReadShelf } from './recent-reads';
import { withPriceLine } from './queued-action-kinds';

/** Status 0 like a network error, so the renderer treats it as offline; the text says why. */
export const offlineNoData = () =>
  new BridgeError({
    status: 0,
    code: ErrorCode.offlineNoData,
    message:
      'No hay datos guardados de esta cuenta todavía. Conéctate una vez para guardarlos en este equipo.',
  });

/** No answer from the core API at all (refused, timed out, not started), unlike an HTTP error. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof BridgeError && error.code === ErrorCode.network;
}

export interface OfflineReadsDeps {
  session: SessionService;
  store: OfflineStore;
  sync: AccountSync;
  log?: (message: string, error: unknown) => void;
}

const pageOf = <T>(results: T[]): ListPage<T> => ({
  results,
  count: results.length,
  page: 1,
  size_page: Math.max(results.length, 1),
});

/** The items of a list page that have an id. */
function itemsOf(answer: unknown): Array<{ id: string }> {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.filter(
    (item): item is { id: string } => typeof (item as { id?: unknown })?.id === 'string',
  );
}

const networksIn = (copy: OfflineSnapshot | null) =>
  copy?.networks ? pageOf(copy.networks) : null;
const pricesIn = (copy: OfflineSnapshot | null) => (copy?.prices ? { results: copy.prices } : null);

/** Only a page holding the whole list may replace the copy's list. */
const isWhole = (page: ListPage<unknown>) => page.page <= 1 && page.count <= page.results.length;

/**
 * The active account's reads that have an offline answer: live when the core API answers (and
 * the answer refreshes that part of the copy), the copy when it cannot be reached.
 */
export class OfflineReads {
  private readonly log: (message: string, error: unknown) => void;

  constructor(private readonly deps: OfflineReadsDeps) {
    this.log = deps.log ?? ((message, error) => console.warn(`[offline] ${message}`, error));
  }

  networks(live: () => Promise<ListPage<NetworkConnection>>): Promise<ListPage<NetworkConnection>> {
    return this.answer(
      live,
      async (accountId, page) => {
        if (isWhole(page)) await this.keep(accountId, { networks: page.results });
      },
      async (_accountId, copy) => networksIn(copy),
    );
  }

  prices(live: () => Promise<{ results: PriceItem[] }>): Promise<{ results: PriceItem[] }> {
    return this.answer(
      live,
      (accountId, answer) => this.keep(accountId, { prices: answer.results }),
      async (_accountId, copy) => pricesIn(copy),
    );
  }

  briefcase(live: () => Promise<ListPage<BriefcaseItem>>): Promise<ListPage<BriefcaseItem>> {
    return this.answer(
      live,
      async (accountId, page) => {
        if (!isWhole(page)) return;
        await this.keep(accountId, { briefcase: page.results });
        this.background(this.deps.sync.storeStills(accountId, page.results), 'stills');
      },
      (accountId, copy) => this.briefcaseIn(accountId, copy),
    );
  }

  private async briefcaseIn(
    accountId: string,
    copy: OfflineSnapshot | null,
  ): Promise<ListPage<BriefcaseItem> | null> {
    if (!copy?.briefcase) return null;
    const items = await Promise.all(
      copy.briefcase.map(async (item) => {
        const still = await this.deps.store.thumbnailDataUrl(accountId, item.id);
        // The stored addresses point at a server that does not answer: show the saved still.
        return {
          ...item,
          thumbnail_url: still,
          image_url: item.media_type === 'image' && still ? still : item.image_url,
        };
      }),
    );
    return pageOf(items);
  }

  /**
   * Issue 34: a read answered from an account's copy alone (the active one's unless the request
   * names another signed in here), exactly as the offline answer would be, so a screen paints at
   * once and the live read replaces it when it arrives.
   */
  async copyOnly(request: SavedCopyRead): Promise<SavedCopyAnswer> {
    const { accountId: named } = request;
    // Another account's copy only for an account signed in here: never a path from the renderer.
    if (named !== undefined && !(await this.deps.session.findAccount(named))) {
      return { found: false };
    }
    const accountId = named ?? (await this.deps.session.activeAccountId());
    if (!accountId) return { found: false };
    const copied = await this.copied(accountId, request);
    return copied === null ? { found: false } : { found: true, value: copied.found };
  }

  private async copied(
    accountId: string,
    request: SavedCopyRead,
  ): Promise<{ found: unknown } | null> {
    const found = (value: unknown) => (value === null ? null : { found: value });
    switch (request.read) {
      case 'listNetworks':
        return found(networksIn(await this.deps.store.read(accountId)));
      case 'listPrices':
        return found(pricesIn(await this.deps.store.read(accountId)));
      case 'listBriefcase':
        return found(await this.briefcaseIn(accountId, await this.deps.store.read(accountId)));
      case 'listProposals':
        return this.keptRead(accountId, 'proposals', readKey(request.args));
      case 'listCastingCalls':
        return this.keptRead(accountId, 'castingCalls', readKey(request.args));
    }
  }

  /** A kept null (a brand without a company yet) is `{ found: null }`; nothing kept is null. */
  private async keptRead(
    accountId: string,
    shelf: ReadShelf,
    key: string,
  ): Promise<{ found: unknown } | null> {
    const kept = await this.deps.store.findRead(accountId, shelf, key);
    return kept ? { found: markSavedAt(kept.value, kept.saved_at) } : null;
  }

  profile(live: () => Promise<User>): Promise<User> {
    return this.answer(
      live,
      async (accountId, user) => {
        await this.keep(accountId, { user });
        this.background(this.deps.sync.storePhoto(accountId, user), 'photo');
      },
      async (accountId, copy) => {
        // Before any copy, the user the registry remembers from the sign-in will do.
        const user = copy?.user ?? (await this.deps.session.findAccount(accountId))?.user;
        if (!user) return null;
        return { ...user, profile_image: await this.deps.store.photoDataUrl(accountId) };
      },
    );
  }

  /**
   * A read whose last answers the copy keeps per arguments (issue 17): live when the core API
   * answers (kept on its shelf), else the kept answer marked with when it was saved.
   */
  recent<T>(shelf: ReadShelf, args: unknown, live: () => Promise<T>): Promise<T> {
    const key = readKey(args);
    return this.answerFrom(
      live,
      async (accountId, answer) => {
        const itemShelf = ITEM_SHELVES[shelf];
        const items = itemShelf
          ? itemsOf(answer).map((item) => ({
              shelf: itemShelf,
              key: readKey({ id: item.id }),
              value: item,
            }))
          : [];
        await this.deps.store.keepReads(accountId, [...items, { shelf, key, value: answer }]);
      },
      async (accountId) => (await this.keptRead(accountId, shelf, key)) as { found: T } | null,
    );
  }

  /**
   * An action answered with the thing it changed (a countered proposal, a published call): the
   * copy's entry for that thing is replaced, so offline it shows what the user last did.
   */
  async changed<T>(
    shelf: ReadShelf,
    action: () => Promise<T>,
    argsOf: (answer: T) => unknown = (answer) => ({ id: (answer as { id?: unknown }).id }),
  ): Promise<T> {
    const accountId = await this.deps.session.activeAccountId();
    const answer = await action();
    if (accountId && (await this.deps.session.activeAccountId()) === accountId) {
      await this.deps.store
        .keepReads(accountId, [{ shelf, key: readKey(argsOf(answer)), value: answer }])
        .catch((error: unknown) => this.log('offline copy not refreshed', error));
    }
    return answer;
  }

  /**
   * A live save answered with what it stored (the user, a price line): the snapshot keeps it, so
   * it is what an action queued later offline is checked against, not an older sync's value.
   */
  async saved<T>(
    action: () => Promise<T>,
    keep: (
      accountId: string,
      answer: T,
      copy: OfflineSnapshot | null,
    ) => Parameters<OfflineStore['write']>[1] | null,
  ): Promise<T> {
    const accountId = await this.deps.session.activeAccountId();
    const answer = await action();
    if (accountId && (await this.deps.session.activeAccountId()) === accountId) {
      try {
        const parts = keep(accountId, answer, await this.deps.store.read(accountId));
        if (parts) await this.keep(accountId, parts);
      } catch (error) {
        this.log('offline copy not refreshed', error);
      }
    }
    return answer;
  }

  /** A read answered from the snapshot, where null means the snapshot does not have it. */
  private answer<T>(
    live: () => Promise<T>,
    keep: (accountId: string, answer: T) => Promise<void>,
    fromCopy: (accountId: string, copy: OfflineSnapshot | null) => Promise<T | null>,
  ): Promise<T> {
    return this.answerFrom(live, keep, async (accountId) => {
      const cached = await fromCopy(accountId, await this.deps.store.read(accountId));
      return cached === null ? null : { found: cached };
    });
  }

  /** `fromCopy` answers null when nothing is kept; a kept null (no company yet) is `{ found }`. */
  private async answerFrom<T>(
    live: () => Promise<T>,
    keep: (accountId: string, answer: T) => Promise<void>,
    fromCopy: (accountId: string) => Promise<{ found: T } | null>,
  ): Promise<T> {
    const accountId = await this.deps.session.activeAccountId();
    let answer: T;
    try {
      answer = await live();
    } catch (error) {
      if (!accountId || !isUnreachable(error)) throw error;
      const cached = await fromCopy(accountId);
      if (cached === null) throw offlineNoData();
      return cached.found;
    }
    // A switch while the call ran means the answer may be the other account's: keep nothing.
    if (accountId && (await this.deps.session.activeAccountId()) === accountId) {
      await keep(accountId, answer).catch((error: unknown) =>
        this.log('offline copy not refreshed', error),
      );
    }
    return answer;
  }

  private async keep(accountId: string, parts: Parameters<OfflineStore['write']>[1]) {
    await this.deps.store.write(accountId, parts);
  }

  private background(work: Promise<unknown>, what: string): void {
    work.catch((error: unknown) => this.log(`${what} not saved for offline use`, error));
  }
}

/** The reads with an offline answer, wrapped; every other handler is left as it was. */
export function withOfflineReads(handlers: BridgeHandlers, reads: OfflineReads): BridgeHandlers {
  return {
    ...handlers,
    listNetworks: (args) => reads.networks(() => handlers.listNetworks(args)),
    listPrices: (args) => reads.prices(() => handlers.listPrices(args)),
    listBriefcase: (args) => reads.briefcase(() => handlers.listBriefcase(args)),
    getProfile: (args) => reads.profile(() => handlers.getProfile(args)),
    saveProfileSection: (args) =>
      reads.saved(
        () => handlers.saveProfileSection(args),
        (_accountId, user, copy) => (copy ? { user } : null),
      ),
    savePrice: (args) =>
      reads.saved(
        () => handlers.savePrice(args),
        (_accountId, saved, copy) =>
          copy?.prices ? { prices: withPriceLine(copy.prices, saved) } : null,
      ),
    readSavedCopy: (request) => reads.copyOnly(request),
    ...withRecentReads(handlers, reads),
  };
}

/** Issue 17: the marketplace reads kept per account, and the actions that refresh their entry. */
function withRecentReads(handlers: BridgeHandlers, reads: OfflineReads): Partial<BridgeHandlers> {
  return {
    listProposals: (args) => reads.recent('proposals', args, () => handlers.listProposals(args)),
    getProposal: (args) => reads.recent('proposal', args, () => handlers.getProposal(args)),
    sendProposal: (args) => reads.changed('proposal', () => handlers.sendProposal(args)),
    answerProposal: (args) => reads.changed('proposal', () => handlers.answerProposal(args)),
    counterProposal: (args) => reads.changed('proposal', () => handlers.counterProposal(args)),
    listCastingCalls: (args) =>
      reads.recent('castingCalls', args, () => handlers.listCastingCalls(args)),
    getCastingCall: (args) =>
      reads.recent('castingCall', args, () => handlers.getCastingCall(args)),
    saveCastingCall: (args) => reads.changed('castingCall', () => handlers.saveCastingCall(args)),
    publishCastingCall: (args) =>
      reads.changed('castingCall', () => handlers.publishCastingCall(args)),
    closeCastingCall: (args) => reads.changed('castingCall', () => handlers.closeCastingCall(args)),
    changeCastingCallBrand: (args) =>
      reads.changed('castingCall', () => handlers.changeCastingCallBrand(args)),
    listApplications: (args) =>
      reads.recent('applications', args, () => handlers.listApplications(args)),
    listMyApplications: (args) =>
      reads.recent('myApplications', args, () => handlers.listMyApplications(args)),
    listBrands: (args) => reads.recent('brands', args, () => handlers.listBrands(args)),
    getCompany: (args) => reads.recent('company', args, () => handlers.getCompany(args)),
    saveCompany: (args) =>
      reads.changed(
        'company',
        () => handlers.saveCompany(args),
        () => ({}),
      ),
    searchCreators: (args) => reads.recent('finder', args, () => handlers.searchCreators(args)),
    getCreator: (args) => reads.recent('creator', args, () => handlers.getCreator(args)),
    listShortlist: (args) => reads.recent('shortlist', args, () => handlers.listShortlist(args)),
    listTransactions: (args) =>
      reads.recent('transactions', args, () => handlers.listTransactions(args)),
    listInterests: (args) => reads.recent('interests', args, () => handlers.listInterests(args)),
    ...withCollaborationReads(handlers, reads),
  };
}

/**
 * Issue 31: collaborations, the review queue, the calendar and the inbox read offline from the
 * copy; each move's answer (the whole collaboration) replaces the copy's entry.
 */
function withCollaborationReads(
  handlers: BridgeHandlers,
  reads: OfflineReads,
): Partial<BridgeHandlers> {
  return {
    listCollaborations: (args) =>
      reads.recent('collaborations', args, () => handlers.listCollaborations(args)),
    getCollaboration: (args) =>
      reads.recent('collaboration', args, () => handlers.getCollaboration(args)),
    listReviewQueue: (args) =>
      reads.recent('reviewQueue', args, () => handlers.listReviewQueue(args)),
    getCollaborationCalendar: (args) =>
      reads.recent('calendar', args, () => handlers.getCollaborationCalendar(args)),
    listNotifications: (args) =>
      reads.recent('notifications', args, () => handlers.listNotifications(args)),
    handInDraft: (args) => reads.changed('collaboration', () => handlers.handInDraft(args)),
    reviewDraft: (args) => reads.changed('collaboration', () => handlers.reviewDraft(args)),
    publishItem: (args) => reads.changed('collaboration', () => handlers.publishItem(args)),
    recordItemFigures: (args) =>
      reads.changed('collaboration', () => handlers.recordItemFigures(args)),
    answerItemCancellation: (args) =>
      reads.changed('collaboration', () => handlers.answerItemCancellation(args)),
    setItemDueDate: (args) => reads.changed('collaboration', () => handlers.setItemDueDate(args)),
  };
}
