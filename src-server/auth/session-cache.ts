import type { UserRow } from '../db/schema';

/** A live token and its user, read together on every authenticated request. */
export interface ActiveSession {
  tokenId: string;
  user: UserRow;
}

interface CachedSession {
  session: ActiveSession;
  expiresAt: number;
  /** When the token's use was last recorded, so the cache can tell when to record it again. */
  usedAt: number;
}

/** Enough for an agency desk or a team's busy hour; past it the oldest entry goes first. */
const MAX_ENTRIES = 5_000;

/**
 * Tokens and their users as last read, so an authenticated read costs no database round trip.
 *
 * It is only ever as stale as nothing: every statement that writes `users` or `auth_tokens`
 * through this process's pool is seen starting and settling (session-write-watch.ts), and a
 * settled one empties the cache; writes by other processes arrive as PostgreSQL notifications
 * (session-notifications.ts), and until that channel is listening nothing is kept. A read that
 * raced a write is not kept either: each start and settle moves `generation`, and a read keeps
 * its answer only if the generation it began with is still current and no write is in flight.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generation = 0;
  private writesInFlight = 0;
  /** False while changes made elsewhere could go unseen (a team's notification channel is down). */
  private complete: boolean;

  constructor(options: { sharedDatabase: boolean }) {
    this.complete = !options.sharedDatabase;
  }

  /** The session for a token hash if it is known, live at `now`; a copy the caller may keep. */
  get(tokenHash: string, now: Date): (ActiveSession & { usedAt: Date }) | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.expiresAt <= now.getTime()) {
      this.entries.delete(tokenHash);
      return null;
    }
    const { tokenId, user } = entry.session;
    return { tokenId, user: { ...user }, usedAt: new Date(entry.usedAt) };
  }

  /** A ticket to hand back to `remember` once the database answered. */
  beginRead(): number {
    return this.generation;
  }

  remember(
    ticket: number,
    tokenHash: string,
    session: ActiveSession,
    expiresAt: Date,
    usedAt: Date,
  ): void {
    if (!this.complete || ticket !== this.generation || this.writesInFlight > 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, {
      session: { tokenId: session.tokenId, user: { ...session.user } },
      expiresAt: expiresAt.getTime(),
      usedAt: usedAt.getTime(),
    });
  }

  writeStarted(): void {
    this.writesInFlight += 1;
    this.forget();
  }

  writeSettled(): void {
    this.writesInFlight = Math.max(0, this.writesInFlight - 1);
    this.forget();
  }

  /** Another process changed users or tokens. */
  changedElsewhere(): void {
    this.forget();
  }

  /** Whether changes made by other processes reach this cache (see the constructor). */
  setComplete(complete: boolean): void {
    this.complete = complete;
    this.forget();
  }

  private forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The database's session cache; set by openDatabase, which is what watches the writes. */
export function attachSessionCache(db: object, cache: SessionCache): void {
  caches.set(db, cache);
}

/** Null for a database opened some other way: its sessions are then read every time. */
export function sessionCacheOf(db: object): SessionCache | null {
  return caches.get(db) ?? null;
}
