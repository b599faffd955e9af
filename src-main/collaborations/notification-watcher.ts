import type { AppNotification, NotificationPage } from '../../src-shared/domain/collaboration';
import { moreNoticesOsText, noticeOsText } from '../../src-shared/collaborations/notice-text';
import type { EventSink } from '../ipc/event-sink';
import type { OsNotifier } from './os-notifier';

/** How often the active account's inbox is read while the app runs. */
export const NOTIFICATION_POLL_MS = 60_000;
/** OS notifications shown for one read; the rest are said in one summary ("y N avisos más"). */
export const MAX_OS_NOTIFICATIONS = 3;
/** A notice older than this is no news to pop up (a backlog after days away): the inbox has it. */
export const ANNOUNCE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface AnnounceInput {
  /** The ids the account's previous read held; null at the watcher's first read of the account. */
  known: ReadonlySet<string> | null;
  /** The inbox's latest notices, as read now. */
  notices: readonly AppNotification[];
  /** The app's window has the focus: the inbox in its top bar says it already. */
  focused: boolean;
  now: Date;
  max?: number;
}

export interface AnnounceDecision {
  /** One OS notification each, oldest first (so the newest ends on top). */
  show: AppNotification[];
  /** How many more new notices there are beyond `show`: one summary notification when > 0. */
  more: number;
  /** What the next read is compared with. */
  known: Set<string>;
}

/**
 * Which notices of a read become OS notifications (issue 31): only unread ones the account's
 * previous read did not hold, never at the first read of an account (those were there before the
 * watcher looked), never while the window has the focus (they then count as seen), never ones
 * older than a day; the newest `max` are shown and the rest counted. Every notice of this read is
 * known afterwards, so none is announced twice. Notices that fall off the inbox's first page never
 * come back to it (it is newest first), so knowing this read's ids is enough.
 */
export function noticesToAnnounce({
  known,
  notices,
  focused,
  now,
  max = MAX_OS_NOTIFICATIONS,
}: AnnounceInput): AnnounceDecision {
  const nextKnown = new Set(notices.map((notice) => notice.id));
  if (known === null || focused) return { show: [], more: 0, known: nextKnown };
  const oldest = now.getTime() - ANNOUNCE_MAX_AGE_MS;
  const fresh = notices
    .filter(
      (notice) =>
        !known.has(notice.id) && notice.read_at === null && Date.parse(notice.created_at) >= oldest,
    )
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const show = fresh.slice(0, Math.max(0, max)).reverse();
  return { show, more: fresh.length - show.length, known: nextKnown };
}

/** What a click on an OS notification opens: its notice, or null for the summary of several. */
export type OpenNotice = (notice: AppNotification | null) => void;

export interface NotificationWatcherParts {
  /** An account's inbox, first page, newest first (`CollaborationService.notificationsOf`). */
  read(accountId: string): Promise<NotificationPage>;
  activeAccountId(): Promise<string | null>;
  events: EventSink;
  notifier: OsNotifier;
  isWindowFocused(): boolean;
  /** Main focuses the window and opens the item; can be set later with `setOpenHandler`. */
  onOpen?: OpenNotice;
  now?: () => Date;
  intervalMs?: number;
  /**
   * Where a failed read is reported (the first of a run of failures: offline, signed out);
   * reads fail quietly otherwise.
   */
  log?: (message: string, error: unknown) => void;
}

/**
 * Issue 31 in main: reads the active account's inbox every minute (and on `check()`), tells the
 * windows its unread count when it changes (`notificationsChanged`), and raises an OS notification
 * for each new notice while the window is not focused (`noticesToAnnounce`). A click on one calls
 * the open handler with its notice.
 */
export class NotificationWatcher {
  readonly #parts: NotificationWatcherParts;
  readonly #now: () => Date;
  readonly #intervalMs: number;
  /** Per account: the ids its last read held. */
  readonly #known = new Map<string, Set<string>>();
  /** What the windows were last told. */
  #told: { accountId: string; unread: number } | null = null;
  #onOpen: OpenNotice | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #stopped = false;
  #running: Promise<void> | null = null;
  #again = false;
  /** A failure is logged once, not every minute while the server stays away. */
  #failing = false;

  constructor(parts: NotificationWatcherParts) {
    this.#parts = parts;
    this.#now = parts.now ?? (() => new Date());
    this.#intervalMs = parts.intervalMs ?? NOTIFICATION_POLL_MS;
    this.#onOpen = parts.onOpen;
  }

  /** Reads now, then every interval until `stop()`. */
  start(): void {
    this.#stopped = false;
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.check(), this.#intervalMs);
    // A poll never keeps the process alive on its own (quit, Node tests).
    (this.#timer as { unref?: () => void }).unref?.();
    void this.check();
  }

  /** No more reads; a read under way is not acted on. */
  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  setOpenHandler(handler: OpenNotice): void {
    this.#onOpen = handler;
  }

  /** Forgets an account signed out of this desktop: signed in again, its inbox starts afresh. */
  forget(accountId: string): void {
    this.#known.delete(accountId);
    if (this.#told?.accountId === accountId) this.#told = null;
  }

  /**
   * Reads the active account's inbox now (after a switch, a notice read, the window shown). A
   * call while a read is under way asks for one more read after it, never two at once.
   */
  check(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      await this.#readOnce();
    } while (this.#again && !this.#stopped);
  }

  async #readOnce(): Promise<void> {
    let accountId: string | null = null;
    try {
      accountId = await this.#parts.activeAccountId();
      if (!accountId) return;
      const page = await this.#parts.read(accountId);
      // Another account took over meanwhile (or the app is quitting): this read is stale.
      this.#failing = false;
      if (this.#stopped || (await this.#parts.activeAccountId()) !== accountId) return;
      this.#apply(accountId, page);
    } catch (error) {
      if (this.#failing) return;
      this.#failing = true;
      this.#parts.log?.(`notification-watcher: reading ${accountId ?? 'the inbox'} failed`, error);
    }
  }

  #apply(accountId: string, page: NotificationPage): void {
    if (this.#told?.accountId !== accountId || this.#told.unread !== page.unread) {
      this.#told = { accountId, unread: page.unread };
      this.#parts.events.emit('notificationsChanged', { accountId, unread: page.unread });
    }
    const decision = noticesToAnnounce({
      known: this.#known.get(accountId) ?? null,
      notices: page.results,
      focused: this.#parts.isWindowFocused(),
      now: this.#now(),
    });
    this.#known.set(accountId, decision.known);
    for (const notice of decision.show) {
      const { title, body } = noticeOsText(notice);
      this.#parts.notifier.show(title, body, () => this.#onOpen?.(notice));
    }
    if (decision.more > 0) {
      const { title, body } = moreNoticesOsText(decision.more);
      this.#parts.notifier.show(title, body, () => this.#onOpen?.(null));
    }
  }
}
