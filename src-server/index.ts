import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import {
  DEFAULT_HOST,
  DEFAULT_RATE_LIMIT,
  mediaDirFor,
  normalizePublicUrl,
  outboxDirFor,
  platformFeeBasisPoints,
  type ServerOptions,
} from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createMailer } from './mail/create-mailer';
import { withSignedUnsubscribe } from './mail/signed-unsubscribe-mailer';
import { unsubscribeSecretFor } from './mail/unsubscribe-secret';
import type { Database } from './db/schema';
import { createFacebookConnect } from './providers/facebook-connect';
import { createGraphClient } from './providers/facebook-graph';
import { createFacebookIdentity } from './providers/facebook-identity';
import { createGoogleIdentity } from './providers/google-identity';
import { createOAuthNetworks } from './social/oauth-networks';
import { createPayments } from './payments/payments-config';
import { createImageGenerator } from './image-generation/image-generation-config';
import { sweepAbandonedUploads } from './http/upload-scratch';
import { postgresRateLimitStore } from './http/postgres-rate-limit-store';
import { openSecrets } from './secrets/server-secrets';
import { startHousekeeping, type Housekeeping } from './db/pglite-housekeeping';
import { watchIdle } from './http/idle-watch';
import { createFigureReaders } from './collaborations/figures/figure-readers';
import { startFigureJobLoop, type FigureJobLoop } from './collaborations/figures/figure-job-loop';
import { startDealJobLoop, type DealJobLoop } from './deal-money/deal-job-loop';

/** How long the API must have answered nothing before PGlite's housekeeping may hold it up. */
const HOUSEKEEPING_QUIET_MS = 30_000;

export { buildApp, BODY_LIMIT_BYTES, type AppDeps } from './app';
export {
  serverOptionsFromEnv,
  DEFAULT_HOST,
  DEFAULT_RATE_LIMIT,
  DEFAULT_MEDIA_DIR,
  mediaDirFor,
  type ServerOptions,
} from './config';
export type { Database } from './db/schema';
export { DataFolderInUseError, type FolderHolder } from './db/folder-lock';
export type { AppContext, RateLimitOptions } from './context';
export type { MailConfig, Mailer, OutgoingMail } from './mail/mailer';
export type { GoogleConfig } from './providers/google-identity';
export type { FacebookConfig } from './providers/facebook-identity';
export { DEFAULT_FACEBOOK_GRAPH_URL } from './providers/facebook-graph';
export type { TwitchConfig } from './providers/twitch-oauth';
export { DEFAULT_TWITCH_API_URL, DEFAULT_TWITCH_AUTH_URL } from './providers/twitch-oauth';
export { DEFAULT_SOCIAL_REDIRECT_URL, type SocialConfig } from './social/oauth-networks';
export type { PaymentsConfig } from './payments/payments-config';
export type { PayPalConfig } from './payments/paypal-provider';
export type { ImagineConfig } from './image-generation/imagine-client';

export interface RunningServer {
  /** http://HOST:PORT with the port actually bound. */
  url: string;
  /** Where the data lives (PGlite folder, in memory, or PostgreSQL host/db), without passwords. */
  database: string;
  app: FastifyInstance;
  /** The open database, for work in the same process (tests seeding rows); closed by close(). */
  db: Kysely<Database>;
  /** Absolute path of the media folder. */
  mediaDir: string;
  /** Issue 31: the background reader of published posts' figures (stopped by close()). */
  figureJobs: FigureJobLoop;
  /** Issue 32: the background carrier of refunds and payouts to PayPal (stopped by close()). */
  dealJobs: DealJobLoop;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, migrates it, builds the app and listens. Nothing happens at import time. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const mediaDir = mediaDirFor(options);
  // Checked before anything opens, so a bad setting fails the start, not the first upload.
  const publicUrl = options.publicUrl ? normalizePublicUrl(options.publicUrl) : null;
  const payments = createPayments(options.payments);
  const feeBasisPoints = platformFeeBasisPoints(options.platformFeePercent);
  const imageGenerator = createImageGenerator(options.imageGeneration);
  const { db, description } = await openDatabase(options);
  let app: FastifyInstance | undefined;
  let housekeeping: Housekeeping | null = null;
  let figureJobs: FigureJobLoop | null = null;
  let dealJobs: DealJobLoop | null = null;
  try {
    await migrateToLatest(db);
    await openSecrets(db, {
      ...options,
      storesProviderTokens: Boolean(options.facebook ?? options.social),
    });
    const unsubscribe = await unsubscribeSecretFor({
      ...options,
      // Every API process on one PostgreSQL signs and checks links with the same key.
      ...(options.databaseUrl ? { sharedDatabase: db } : {}),
    });
    const now = options.now ?? (() => new Date());
    // One Facebook app signs people in and connects their Pages and Instagram accounts.
    const graph = options.facebook ? createGraphClient(options.facebook, now) : null;
    const facebookConnect =
      graph && options.facebook
        ? createFacebookConnect(graph, {
            now,
            ...(options.facebook.dialogUrl ? { dialogUrl: options.facebook.dialogUrl } : {}),
          })
        : undefined;
    const social = createOAuthNetworks(options.social, now, facebookConnect);
    // Issue 31: published posts' figures, read with the same networks' settings.
    const figureReaders = createFigureReaders({
      facebook: options.facebook,
      social: options.social,
      networks: social,
    });
    app = buildApp({
      db,
      now,
      google: options.google ? createGoogleIdentity(options.google) : null,
      facebook: graph ? createFacebookIdentity(graph) : null,
      social,
      figureReaders,
      figureJobs: { wake: () => figureJobs?.wake() },
      dealJobs: { wake: () => dealJobs?.wake() },
      platformFeeBasisPoints: feeBasisPoints,
      payments,
      mailer: withSignedUnsubscribe(
        createMailer(options.mail, outboxDirFor(options), now),
        unsubscribe.secret,
      ),
      unsubscribeSecret: unsubscribe.secret,
      imageGenerator,
      signInRateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
      mediaDir,
      publicUrl,
      // Demo data writes to the database it runs on: never a PostgreSQL someone else uses.
      allowSeed: options.allowSeed === true && !options.databaseUrl,
      logger: options.logger ?? false,
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      ...(options.slowClients ? { slowClients: options.slowClients } : {}),
      ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
      // PostgreSQL may be shared by several API processes: they count against one limit there.
      ...(options.databaseUrl ? { rateLimitStore: postgresRateLimitStore(db) } : {}),
    });
    const host = options.host ?? DEFAULT_HOST;
    // Upload files a crash left half-written; in the background, the start waits for nothing.
    void sweepAbandonedUploads(mediaDir).catch(() => undefined);
    // PostgreSQL vacuums and analyzes by itself; PGlite has it done here (pglite-housekeeping.ts).
    if (!options.databaseUrl) {
      housekeeping = startHousekeeping(db, { idle: watchIdle(app, HOUSEKEEPING_QUIET_MS) });
    }
    // Issue 31: the figures of published posts, read at their checkpoints (figure-jobs.ts).
    const jobs = startFigureJobLoop({ db, now, figureReaders });
    figureJobs = jobs;
    // Issue 32: refunds and payouts carried to PayPal (deal-money/).
    const money = startDealJobLoop({ db, now, payments });
    dealJobs = money;
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
      db,
      mediaDir,
      figureJobs: jobs,
      dealJobs: money,
      close: () =>
        (closing ??= running
          .close()
          .then(() => housekeeping?.stop())
          .then(() => jobs.stop())
          .then(() => money.stop())
          .then(() => db.destroy())),
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await housekeeping?.stop();
    await figureJobs?.stop();
    await dealJobs?.stop();
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
