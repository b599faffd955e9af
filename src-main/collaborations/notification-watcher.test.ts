import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeEventName, BridgeEventPayload } from '../../src-shared/bridge/contract';
import type {
  AppNotification,
  NotificationKind,
  NotificationPage,
} from '../../src-shared/domain/collaboration';
import type { EventSink } from '../ipc/event-sink';
import {
  ANNOUNCE_MAX_AGE_MS,
  NotificationWatcher,
  noticesToAnnounce,
  type NotificationWatcherParts,
} from './notification-watcher';
import type { OsNotifier } from './os-notifier';

const NOW = new Date('2026-03-10T18:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

let ids = 0;
function aNotice(overrides: Partial<AppNotification> = {}): AppNotification {
  ids += 1;
  return {
    id: `notice-${ids}`,
    kind: 'draft_submitted',
    collaboration_id: 'collab-1',
    item_id: 'item-1',
    counterpart: 'Ana López',
    network: 'instagram',
    content_type: 'reel',
    number: 2,
    note: '',
    created_at: minutesAgo(1),
    read_at: null,
    ...overrides,
  };
}

const known = (...notices: AppNotification[]) => new Set(notices.map((notice) => notice.id));

describe('noticesToAnnounce', () => {
  it('announces nothing at the first read of an account, and knows what it held', () => {
    const notices = [aNotice(), aNotice()];
    const decision = noticesToAnnounce({ known: null, notices, focused: false, now: NOW });
    expect(decision.show).toEqual([]);
    expect(decision.more).toBe(0);
    expect(decision.known).toEqual(known(...notices));
  });

  it('announces the unread notices the previous read did not hold, oldest first', () => {
    const old = aNotice({ created_at: minutesAgo(30) });
    const first = aNotice({ created_at: minutesAgo(5) });
    const second = aNotice({ created_at: minutesAgo(2) });
    const decision = noticesToAnnounce({
      known: known(old),
      notices: [second, first, old],
      focused: false,
      now: NOW,
    });
    expect(decision.show).toEqual([first, second]);
    expect(decision.more).toBe(0);
    expect(decision.known).toEqual(known(second, first, old));
  });

  it('never announces a notice twice', () => {
    const notice = aNotice();
    const first = noticesToAnnounce({
      known: new Set(),
      notices: [notice],
      focused: false,
      now: NOW,
    });
    expect(first.show).toEqual([notice]);
    const again = noticesToAnnounce({
      known: first.known,
      notices: [notice],
      focused: false,
      now: NOW,
    });
    expect(again.show).toEqual([]);
  });

  it('announces nothing while the window is focused, and those notices count as seen', () => {
    const notice = aNotice();
    const focused = noticesToAnnounce({
      known: new Set(),
      notices: [notice],
      focused: true,
      now: NOW,
    });
    expect(focused.show).toEqual([]);
    expect(focused.more).toBe(0);
    const later = noticesToAnnounce({
      known: focused.known,
      notices: [notice],
      focused: false,
      now: NOW,
    });
    expect(later.show).toEqual([]);
  });

  it('skips notices already read elsewhere and notices older than a day', () => {
    const read = aNotice({ read_at: minutesAgo(1) });
    const stale = aNotice({
      created_at: new Date(NOW.getTime() - ANNOUNCE_MAX_AGE_MS - 1).toISOString(),
    });
    const fresh = aNotice();
    const decision = noticesToAnnounce({
      known: new Set(),
      notices: [fresh, read, stale],
      focused: false,
      now: NOW,
    });
    expect(decision.show).toEqual([fresh]);
    expect(decision.known).toEqual(known(fresh, read, stale));
  });

  it('shows the newest three and counts the rest for one summary', () => {
    const notices = Array.from({ length: 5 }, (_, index) =>
      aNotice({ created_at: minutesAgo(10 - index) }),
    );
    const newestFirst = [...notices].reverse();
    const decision = noticesToAnnounce({
      known: new Set(),
      notices: newestFirst,
      focused: false,
      now: NOW,
    });
    expect(decision.show).toEqual(notices.slice(2));
    expect(decision.more).toBe(2);
  });
});

type Emitted = { event: BridgeEventName; payload: unknown };

function aDesktop(pages: Record<string, NotificationPage>) {
  const emitted: Emitted[] = [];
  const shown: { title: string; body: string; click: () => void }[] = [];
  const state = { active: 'account-a' as string | null, focused: false, failing: false };
  const events: EventSink = {
    emit<E extends BridgeEventName>(event: E, payload: BridgeEventPayload<E>) {
      emitted.push({ event, payload });
    },
  };
  const notifier: OsNotifier = {
    show: (title, body, onClick) => shown.push({ title, body, click: onClick }),
  };
  const read = vi.fn(async (accountId: string) => {
    if (state.failing) throw new Error('server_unreachable');
    const page = pages[accountId];
    if (!page) throw new Error(`no inbox for ${accountId}`);
    return structuredClone(page);
  });
  const onOpen = vi.fn();
  const parts: NotificationWatcherParts = {
    read,
    activeAccountId: async () => state.active,
    events,
    notifier,
    isWindowFocused: () => state.focused,
    onOpen,
    now: () => NOW,
  };
  return { parts, emitted, shown, state, read, onOpen };
}

const aPage = (results: AppNotification[]): NotificationPage => ({
  results,
  count: results.length,
  unread: results.filter((notice) => notice.read_at === null).length,
  page: 1,
  size_page: 20,
});

describe('NotificationWatcher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the windows the unread count when it changes, and only then', async () => {
    const pages = { 'account-a': aPage([aNotice()]) };
    const desktop = aDesktop(pages);
    const watcher = new NotificationWatcher(desktop.parts);
    await watcher.check();
    await watcher.check();
    expect(desktop.emitted).toEqual([
      { event: 'notificationsChanged', payload: { accountId: 'account-a', unread: 1 } },
    ]);
    pages['account-a'] = aPage([{ ...pages['account-a'].results[0]!, read_at: minutesAgo(0) }]);
    await watcher.check();
    expect(desktop.emitted.at(-1)).toEqual({
      event: 'notificationsChanged',
      payload: { accountId: 'account-a', unread: 0 },
    });
    // What was already there at the first read is never announced.
    expect(desktop.shown).toEqual([]);
  });

  it('shows an OS notification for a new notice in Spanish; a click opens it', async () => {
    const pages = { 'account-a': aPage([]) };
    const desktop = aDesktop(pages);
    const watcher = new NotificationWatcher(desktop.parts);
    await watcher.check();
    const asked = aNotice({
      kind: 'changes_requested',
      counterpart: 'Refresco Sol',
      note: 'Más luz',
    });
    pages['account-a'] = aPage([asked]);
    await watcher.check();
    expect(desktop.shown.map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title: 'Cambios solicitados',
        body: 'Refresco Sol pidió cambios en Reel 2 de Instagram\n«Más luz»',
      },
    ]);
    desktop.shown[0]!.click();
    expect(desktop.onOpen).toHaveBeenCalledExactlyOnceWith(asked);
    await watcher.check();
    expect(desktop.shown).toHaveLength(1);
  });

  it('stays quiet while the window is focused', async () => {
    const pages = { 'account-a': aPage([]) };
    const desktop = aDesktop(pages);
    const watcher = new NotificationWatcher(desktop.parts);
    await watcher.check();
    desktop.state.focused = true;
    pages['account-a'] = aPage([aNotice()]);
    await watcher.check();
    desktop.state.focused = false;
    await watcher.check();
    expect(desktop.shown).toEqual([]);
    expect(desktop.emitted.at(-1)?.payload).toEqual({ accountId: 'account-a', unread: 1 });
  });

  it('shows three at once, then one summary that opens the window', async () => {
    const pages = { 'account-a': aPage([]) };
    const desktop = aDesktop(pages);
    const openLater = vi.fn();
    const watcher = new NotificationWatcher(desktop.parts);
    watcher.setOpenHandler(openLater);
    await watcher.check();
    const kinds: NotificationKind[] = [
      'draft_submitted',
      'approved',
      'published',
      'late',
      'rejected',
    ];
    pages['account-a'] = aPage(
      kinds.map((kind, index) => aNotice({ kind, created_at: minutesAgo(10 - index) })).reverse(),
    );
    await watcher.check();
    expect(desktop.shown.map((shown) => shown.title)).toEqual([
      'Pieza publicada',
      'Entrega atrasada',
      'Pieza rechazada',
      'Avisos de tus colaboraciones',
    ]);
    expect(desktop.shown.at(-1)?.body).toBe('y 2 avisos más');
    desktop.shown.at(-1)!.click();
    expect(openLater).toHaveBeenCalledExactlyOnceWith(null);
    expect(desktop.onOpen).not.toHaveBeenCalled();
  });

  it('starts afresh for another account, and reads nothing without one', async () => {
    const pages = { 'account-a': aPage([]), 'account-b': aPage([aNotice(), aNotice()]) };
    const desktop = aDesktop(pages);
    const watcher = new NotificationWatcher(desktop.parts);
    await watcher.check();
    desktop.state.active = 'account-b';
    await watcher.check();
    expect(desktop.shown).toEqual([]);
    expect(desktop.emitted.map((emitted) => emitted.payload)).toEqual([
      { accountId: 'account-a', unread: 0 },
      { accountId: 'account-b', unread: 2 },
    ]);
    desktop.state.active = null;
    desktop.read.mockClear();
    await watcher.check();
    expect(desktop.read).not.toHaveBeenCalled();
  });

  it('keeps quiet when a read fails, and reports it to the log', async () => {
    const desktop = aDesktop({ 'account-a': aPage([aNotice()]) });
    const log = vi.fn();
    desktop.state.failing = true;
    const watcher = new NotificationWatcher({ ...desktop.parts, log });
    await watcher.check();
    await watcher.check();
    expect(desktop.emitted).toEqual([]);
    // Once per run of failures, not once a minute.
    expect(log).toHaveBeenCalledOnce();
    desktop.state.failing = false;
    await watcher.check();
    // The first read that worked is the account's first: nothing announced.
    expect(desktop.shown).toEqual([]);
    expect(desktop.emitted).toHaveLength(1);
  });

  it('reads at start and every interval until stopped, one read at a time', async () => {
    vi.useFakeTimers();
    const desktop = aDesktop({ 'account-a': aPage([]) });
    const watcher = new NotificationWatcher({ ...desktop.parts, intervalMs: 1000 });
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(desktop.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(desktop.read).toHaveBeenCalledTimes(4);
    // Two checks while one is reading: one more read after it, not two.
    desktop.read.mockClear();
    const checks = [watcher.check(), watcher.check(), watcher.check()];
    await Promise.all(checks);
    expect(desktop.read).toHaveBeenCalledTimes(2);
    watcher.stop();
    desktop.read.mockClear();
    await vi.advanceTimersByTimeAsync(5000);
    await watcher.check();
    expect(desktop.read).not.toHaveBeenCalled();
  });

  it('drops a read overtaken by an account switch', async () => {
    const pages = { 'account-a': aPage([aNotice()]), 'account-b': aPage([]) };
    const desktop = aDesktop(pages);
    desktop.read.mockImplementationOnce(async (accountId) => {
      desktop.state.active = 'account-b';
      return structuredClone(pages[accountId as 'account-a']);
    });
    const watcher = new NotificationWatcher(desktop.parts);
    await watcher.check();
    expect(desktop.emitted).toEqual([]);
  });
});
