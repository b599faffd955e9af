import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { Payments } from './payments/payment-provider';
import type { FacebookIdentityProvider } from './providers/facebook-identity';
import type { GoogleIdentityProvider } from './providers/google-identity';
import type { ImageGenerator } from './image-generation/image-generator';
import type { OAuthNetworks } from './social/oauth-networks';
import type { FigureReaders } from './collaborations/figures/post-figures';

export interface RateLimitOptions {
  max: number;
  timeWindowMs: number;
}

/** Everything route handlers need, passed explicitly so tests can build the app around any part. */
export interface AppContext {
  db: Kysely<Database>;
  /** The clock for token expiry and timestamps; tests move it instead of editing rows. */
  now: () => Date;
  /** null when this deployment has no Google sign-in. */
  google: GoogleIdentityProvider | null;
  /** null when this deployment has no Facebook sign-in. */
  facebook: FacebookIdentityProvider | null;
  /** The networks connected through an OAuth sign-in window (none configured: empty). */
  social: OAuthNetworks;
  /** Credit purchases: PayPal, or the test mode that completes them at once. */
  payments: Payments;
  /** Outgoing mail: SMTP, or `.eml` files in the outbox folder. */
  mailer: Mailer;
  /** The key unsubscribe links are signed with (the mailer signs, the unsubscribe route checks). */
  unsubscribeSecret: string;
  /** The AI image studio's provider; null when this deployment has none (503). */
  imageGenerator: ImageGenerator | null;
  /** Applied per IP to each sign-in route. */
  signInRateLimit: RateLimitOptions;
  /** Absolute path of the folder this server owns for uploads; served under `/media/`. */
  mediaDir: string;
  /** Configured public origin for media URLs; null: the address each request arrived on. */
  publicUrl: string | null;
  /**
   * Whether `POST /api/v1/dev/seed/` may fill this database with demo creators: only the desktop's
   * embedded default (its own PGlite folder) turns it on. Absent means no.
   */
  allowSeed?: boolean;
  /**
   * Issue 31: what reads a published post's figures, per network, with the creator's connection
   * (collaborations/figures/); absent or without a network: that network's figures are not read.
   */
  figureReaders?: FigureReaders;
  /**
   * Issue 31: the figures job loop (collaborations/figures/figure-job-loop.ts); the publish route
   * wakes it so the publication reading is made within seconds instead of at the next minute.
   */
  figureJobs?: { wake(): void };
  /** Issue 32: the platform's fee on deals (`PLATFORM_FEE_PERCENT`), in basis points. */
  platformFeeBasisPoints: number;
  /**
   * Issue 32: the deal money job loop (deal-money/deal-job-loop.ts); moves that release or
   * refund money wake it so PayPal is asked at once, not at the next pass.
   */
  dealJobs?: { wake(): void };
}
