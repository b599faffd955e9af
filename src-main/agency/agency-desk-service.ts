import { ApiPath } from '../../src-shared/api/paths';
import type { AccountSummary, SavedFileAnswer } from '../../src-shared/bridge/contract';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  DESK_MIN_ACCOUNTS,
  DESK_REFRESH_AT_ONCE,
  type DeskFiguresAnswer,
  type DeskLine,
  type DeskLineAction,
  type DeskRow,
  type DeskState,
  type RosterFormat,
} from '../../src-shared/domain/agency-desk';
import { canRefresh } from '../../src-shared/rules/network-access';
import type { CoreApiClient } from '../api/core-api-client';
import { eachAtMost } from '../concurrency/each-at-most';
import type { OsNotifier } from '../collaborations/os-notifier';
import { saveWithDialog } from '../content/save-file';
import type { FileDialogs } from '../exports/ports';
import type { EventSink } from '../ipc/event-sink';
import type { OfflineStore } from '../offline/offline-store';
import type { SessionService } from '../session/session-service';
import { deskLinesOf, type FreshLine } from './desk-inbox';
import { deskLineOsText } from './desk-line-text';
import { openLineCount, openLinesByAccount, snoozeUntil, withMarks } from './desk-lines';
import { deskRowOf } from './desk-rows';
import { readDeskSource, type DeskSource } from './desk-source';
import { groupsOf, TooManyGroupsError, type DeskFile, type DeskStore } from './desk-store';
import { RefreshScheduler } from './refresh-scheduler';
import { rosterCsv, rosterXlsx } from './roster-export';

/** A background round of every account at most this often (the desk opened, the timer). */
export const DESK_ROUND_EVERY_MS = 15 * 60 * 1000;
/** Changes arriving together (four accounts finishing) go to the window as one. */
const EMIT_AFTER_MS = 120;
/** System notifications for one change; the rest are said in one summary. */
const MAX_ANNOUNCED = 3;
/** States that last (an unfinished profile, old figures) are in the inbox, not news to pop up. */
const QUIET_KINDS = new Set<DeskLine['kind']>(['profile_unfinished', 'figures_old']);

/** The dock or taskbar badge (Electron's `app.setBadgeCount` in the app). */
export interface DockBadge {
  setCount(count: number): void;
}

export interface AgencyDeskParts {
  session: SessionService;
  store: OfflineStore;
  desk: DeskStore;
  /** Brings one account's copy up to date with its own token (AccountSync). */
  sync(accountId: string): Promise<unknown>;
  api: CoreApiClient;
  events: EventSink;
  dialogs: FileDialogs;
  notifier: OsNotifier;
  badge: DockBadge;
  isWindowFocused(): boolean;
  isOnline(): boolean;
  /** Brings the window forward and tells the renderer to open a line (a notification click). */
  openLine?: (line: DeskLine | null) => void;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

const tooManyGroups = () =>
  new BridgeError({
    status: 400,
    code: ErrorCode.validation,
    message: 'Ya tienes 50 grupos en este equipo: usa uno de ellos o vacía alguno.',
    fields: { group: ['Ya tienes 50 grupos en este equipo: usa uno de ellos o vacía alguno.'] },
  });

const notSignedIn = () =>
  new BridgeError({
    status: 404,
    code: ErrorCode.notFound,
    message: 'Esa cuenta ya no tiene la sesión iniciada en este equipo.',
  });

/** Lines about a lasting state: they date from when this desktop first saw them. */
const LASTING_KINDS = new Set<DeskLine['kind']>([
  'profile_unfinished',
  'access_expiring',
  'access_lost',
]);

/**
 * A lasting state's line carries when this desktop first saw it, not when the copy was last read:
 * otherwise every refresh would float "Perfil sin terminar" to the top of the inbox.
 */
function sinceFirstSeen(lines: FreshLine[], file: DeskFile): FreshLine[] {
  return lines.map((line) => {
    const seen = LASTING_KINDS.has(line.kind) ? file.seen?.[line.id] : undefined;
    return seen ? { ...line, at: seen.at } : line;
  });
}

/**
 * Issue 33: the agency desk in main. It answers from every account's offline copy at once
 * (`readDeskSource`), refreshes the copies in the background four at a time (each with its own
 * account's token, through the same AccountSync the rest of the app uses), and pushes the desk to
 * the window as accounts finish (`agencyDeskChanged`). Each change also sets the dock badge to
 * the open lines and announces lines never seen before as system notifications.
 */
export class AgencyDeskService {
  readonly #parts: AgencyDeskParts;
  readonly #now: () => Date;
  readonly #scheduler: RefreshScheduler;
  /** Each account's copy as last read; dropped when its copy changes. */
  readonly #sources = new Map<string, DeskSource>();
  #lastRound = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  #emitTimer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;
  /** Marks of lines long gone are dropped once per run. */
  #pruned = false;

  constructor(parts: AgencyDeskParts) {
    this.#parts = parts;
    this.#now = parts.now ?? (() => new Date());
    this.#scheduler = new RefreshScheduler({
      refresh: (accountId) => parts.sync(accountId),
      onChange: (accountId, standing) => {
        if (standing.state === 'done') this.#sources.delete(accountId);
        this.#changed();
      },
    });
  }

  /** Builds the badge at start, then runs a round every DESK_ROUND_EVERY_MS while online. */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.#roundIfDue(), DESK_ROUND_EVERY_MS);
    (this.#timer as { unref?: () => void }).unref?.();
    this.#changed();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    if (this.#emitTimer) clearTimeout(this.#emitTimer);
    this.#scheduler.cancelAll();
    await this.#scheduler.idle();
  }

  /** The desk now, from the copies; a round starts behind it when the last one is old. */
  async get(): Promise<DeskState> {
    const state = await this.state();
    void this.#roundIfDue(state.rows.length);
    return state;
  }

  /** Refreshes the given accounts (every one when none given) in the background. */
  async refresh(accountIds?: readonly string[]): Promise<DeskState> {
    const known = await this.#parts.session.accountIds();
    const wanted = accountIds ? accountIds.filter((id) => known.includes(id)) : known;
    if (!accountIds) this.#lastRound = this.#now().getTime();
    this.#scheduler.enqueue(await this.#activeFirst(wanted));
    return this.state();
  }

  /** How long each account's last refresh took, in ms (the bench). */
  refreshDurations(): ReadonlyMap<string, number> {
    return this.#scheduler.durations();
  }

  /** Waits for every refresh asked so far (tests, the bench). */
  idle(): Promise<void> {
    return this.#scheduler.idle();
  }

  /** A copy changed outside the desk (a sync on switching, reconnecting, a save). */
  accountChanged(accountId: string): void {
    this.#sources.delete(accountId);
    this.#changed();
  }

  /** Signed out of this desktop: its refresh stops and its desk data go. */
  async forget(accountId: string): Promise<void> {
    this.#scheduler.cancel(accountId);
    this.#sources.delete(accountId);
    await this.#parts.desk.forget(accountId);
    this.#changed();
  }

  async saveAccount(
    accountId: string,
    change: { group?: string | null; note?: string },
  ): Promise<DeskState> {
    if (!(await this.#parts.session.findAccount(accountId))) throw notSignedIn();
    try {
      await this.#parts.desk.saveNotes(accountId, change);
    } catch (error) {
      if (error instanceof TooManyGroupsError) throw tooManyGroups();
      throw error;
    }
    return this.#publishNow();
  }

  async markLine(lineId: string, action: DeskLineAction): Promise<DeskState> {
    const line = (await this.state()).lines.find((one) => one.id === lineId);
    if (!line) {
      throw new BridgeError({
        status: 404,
        code: ErrorCode.notFound,
        message: 'Ese pendiente ya no está en la bandeja: se resolvió o cambió.',
      });
    }
    const now = this.#now();
    await this.#parts.desk.markLine(
      lineId,
      action === 'reopen'
        ? null
        : {
            accountId: line.accountId,
            state: action === 'done' ? 'done' : 'snoozed',
            until: action === 'done' ? null : snoozeUntil(action, now),
            at: now.toISOString(),
          },
    );
    return this.#publishNow();
  }

  /**
   * "Actualizar cifras": every network of the selected accounts that its network reports on,
   * each call with its own account's token; the copies are refreshed behind it.
   */
  async refreshFigures(accountIds: readonly string[]): Promise<DeskFiguresAnswer> {
    const answer: DeskFiguresAnswer = { refreshed: 0, failed: [], skipped: 0 };
    const touched: string[] = [];
    await eachAtMost(accountIds, DESK_REFRESH_AT_ONCE, async (accountId) => {
      if (!(await this.#parts.session.findAccount(accountId))) return;
      const networks = ((await this.#parts.store.read(accountId))?.networks ?? []).filter(
        canRefresh,
      );
      if (networks.length === 0) {
        answer.skipped += 1;
        return;
      }
      touched.push(accountId);
      for (const network of networks) {
        try {
          await this.#parts.session.withAccountToken(accountId, (token) =>
            this.#parts.api.get(ApiPath.socialUpdateInfo(network.uuid), { token }),
          );
          answer.refreshed += 1;
        } catch (error) {
          const code = error instanceof BridgeError ? error.code : 'unknown';
          answer.failed.push({ accountId, network: network.network, code });
        }
      }
    });
    if (touched.length > 0) this.#scheduler.enqueue(touched);
    return answer;
  }

  /** The selected rows, in the order given, as CSV or XLSX through the save dialog. */
  async exportRoster(
    accountIds: readonly string[],
    format: RosterFormat,
  ): Promise<SavedFileAnswer> {
    const byId = new Map((await this.state()).rows.map((row) => [row.accountId, row]));
    const rows = accountIds.flatMap((id) => byId.get(id) ?? []);
    if (rows.length === 0) throw notSignedIn();
    const bytes =
      format === 'csv' ? new TextEncoder().encode(rosterCsv(rows)) : await rosterXlsx(rows);
    const day = this.#now().toISOString().slice(0, 10);
    return saveWithDialog(this.#parts.dialogs, {
      defaultName: `cuentas-agencia-${day}.${format}`,
      kind: format,
      title: format === 'csv' ? 'Exportar cuentas (CSV)' : 'Exportar cuentas (Excel)',
      bytes,
    });
  }

  /** The desk from the copies as they are now. */
  async state(): Promise<DeskState> {
    const [accounts, file] = await Promise.all([
      this.#parts.session.accounts(),
      this.#parts.desk.read(),
    ]);
    const now = this.#now();
    const sources = await Promise.all(accounts.map((account) => this.#sourceOf(account)));
    const fresh: FreshLine[] = [];
    const firstPass = sources.map((source) => {
      const row = this.#rowOf(source, file, 0, now);
      fresh.push(...deskLinesOf(source, row, now));
      return row;
    });
    const lines = withMarks(sinceFirstSeen(fresh, file), file.marks, now);
    const open = openLinesByAccount(lines);
    const rows = firstPass.map((row) => ({ ...row, openLines: open.get(row.accountId) ?? 0 }));
    return {
      rows,
      lines,
      openCount: openLineCount(lines),
      refreshing: this.#scheduler.pending(),
      groups: groupsOf(file),
      builtAt: now.toISOString(),
    };
  }

  #rowOf(source: DeskSource, file: DeskFile, openLines: number, now: Date): DeskRow {
    const notes = file.accounts[source.account.id];
    const standing = this.#scheduler.standing(source.account.id);
    return deskRowOf(source, {
      group: notes?.group ?? null,
      note: notes?.note ?? '',
      refresh: standing.state,
      refreshError: standing.error,
      openLines,
      now,
    });
  }

  async #sourceOf(account: AccountSummary): Promise<DeskSource> {
    const kept = this.#sources.get(account.id);
    // The summary (name, handle) comes from the registry each time; the copy is cached.
    if (kept) return { ...kept, account };
    const source = await readDeskSource(this.#parts.store, account);
    this.#sources.set(account.id, source);
    return source;
  }

  async #activeFirst(ids: readonly string[]): Promise<string[]> {
    const active = await this.#parts.session.activeAccountId();
    return active && ids.includes(active)
      ? [active, ...ids.filter((id) => id !== active)]
      : [...ids];
  }

  async #roundIfDue(accounts?: number): Promise<void> {
    if (this.#closed || !this.#parts.isOnline()) return;
    if (this.#now().getTime() - this.#lastRound < DESK_ROUND_EVERY_MS) return;
    const count = accounts ?? (await this.#parts.session.accountIds()).length;
    if (count < DESK_MIN_ACCOUNTS) return;
    await this.refresh();
  }

  /** Several changes in a moment become one push. */
  #changed(): void {
    if (this.#closed || this.#emitTimer) return;
    this.#emitTimer = setTimeout(() => {
      this.#emitTimer = undefined;
      void this.#publishNow().catch((error: unknown) =>
        this.#parts.log?.('[agency] desk not published', error),
      );
    }, EMIT_AFTER_MS);
    (this.#emitTimer as { unref?: () => void }).unref?.();
  }

  async #publishNow(): Promise<DeskState> {
    const state = await this.state();
    if (this.#closed) return state;
    const agency = state.rows.length >= DESK_MIN_ACCOUNTS;
    this.#parts.events.emit('agencyDeskChanged', state);
    // With one account the inbox in the top bar is the signal; the desk's count is an agency's.
    this.#parts.badge.setCount(agency ? state.openCount : 0);
    if (agency) await this.#announce(state);
    if (!this.#pruned && state.refreshing === 0) {
      this.#pruned = true;
      await this.#parts.desk.prune(new Set(state.lines.map((line) => line.id)), this.#now());
    }
    return state;
  }

  /**
   * Every line is noted as seen (lasting states date from then); lines this desktop never saw
   * become system notifications, unless the window has focus or they are lasting states.
   */
  async #announce(state: DeskState): Promise<void> {
    const fresh = new Set(await this.#parts.desk.see(state.lines, this.#now()));
    if (fresh.size === 0 || this.#parts.isWindowFocused()) return;
    const names = new Map(state.rows.map((row) => [row.accountId, row.name]));
    const news = state.lines.filter(
      (line) => fresh.has(line.id) && line.state === 'open' && !QUIET_KINDS.has(line.kind),
    );
    for (const line of news.slice(0, MAX_ANNOUNCED).reverse()) {
      this.#parts.notifier.show(
        `Agencia · ${names.get(line.accountId) ?? ''}`,
        deskLineOsText(line),
        () => this.#parts.openLine?.(line),
      );
    }
    if (news.length > MAX_ANNOUNCED) {
      const more = news.length - MAX_ANNOUNCED;
      this.#parts.notifier.show(
        'Agencia',
        more === 1 ? 'Y 1 pendiente más en la bandeja' : `Y ${more} pendientes más en la bandeja`,
        () => this.#parts.openLine?.(null),
      );
    }
  }
}
