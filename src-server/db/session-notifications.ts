import pg from 'pg';

/** The channel migration 0021's triggers notify when `users` or `auth_tokens` change. */
export const SESSIONS_CHANNEL = 'marca_sessions';

export interface SessionChangeSink {
  changedElsewhere(): void;
  /** True while every change made by another process is sure to be heard. */
  setComplete(complete: boolean): void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * Keeps one connection listening to the sessions channel, so that a sign-out or a role change made
 * through another API process on the same PostgreSQL empties this process's session cache. While
 * the connection is down the cache keeps nothing (`setComplete(false)`), and it retries with a
 * growing pause; `stop` ends it for good.
 */
export function listenForSessionChanges(
  connectionString: string,
  sink: SessionChangeSink,
): { stop: () => Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = () => {
    sink.setComplete(false);
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.on('error', () => undefined);
    void dead?.end().catch(() => undefined);
    if (stopped) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = () => {
    timer = null;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', () => sink.changedElsewhere());
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next
      .connect()
      .then(() => next.query(`listen ${SESSIONS_CHANNEL}`))
      .then(() => {
        if (stopped || client !== next) return;
        retryMs = FIRST_RETRY_MS;
        sink.setComplete(true);
      })
      .catch(() => {
        if (client === next) lost();
      });
  };

  connect();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      sink.setComplete(false);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
