import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DEFAULT_HOST, DEFAULT_RATE_LIMIT, type ServerOptions } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createFacebookIdentity } from './providers/facebook-identity';
import { createGoogleIdentity } from './providers/google-identity';

export { buildApp, BODY_LIMIT_BYTES, type AppDeps } from './app';
export {
  serverOptionsFromEnv,
  DEFAULT_HOST,
  DEFAULT_RATE_LIMIT,
  type ServerOptions,
} from './config';
export type { AppContext, RateLimitOptions } from './context';
export type { GoogleConfig } from './providers/google-identity';
export type { FacebookConfig } from './providers/facebook-identity';
export { DEFAULT_FACEBOOK_GRAPH_URL } from './providers/facebook-identity';

export interface RunningServer {
  /** http://HOST:PORT with the port actually bound. */
  url: string;
  /** Where the data lives (PGlite folder, in memory, or PostgreSQL host/db), without passwords. */
  database: string;
  app: FastifyInstance;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, migrates it, builds the app and listens. Nothing happens at import time. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { db, description } = await openDatabase(options);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    app = buildApp({
      db,
      now: options.now ?? (() => new Date()),
      google: options.google ? createGoogleIdentity(options.google) : null,
      facebook: options.facebook ? createFacebookIdentity(options.facebook) : null,
      signInRateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
      logger: options.logger ?? false,
    });
    const host = options.host ?? DEFAULT_HOST;
    await app.listen({ host, port: options.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    const running = app;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${port}`,
      database: description,
      app: running,
      close: () => (closing ??= running.close().then(() => db.destroy())),
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
