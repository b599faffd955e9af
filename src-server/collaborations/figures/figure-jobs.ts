import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import {
  CHECKPOINT_DELAY_MS,
  FIGURE_CHECKPOINTS,
  type FigureCheckpoint,
} from '../../../src-shared/domain/collaboration';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import type { PostReference } from '../../../src-shared/rules/post-url';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { networkLabel } from '../../social/network-labels';
import { moveItem } from '../item-moves';
import { CLAIM_LEASE_MS, retryAfterFailure } from './figure-retries';
import { figureProblemMessage, type FigureProblem } from './figure-problems';
import type { PostFigures } from './post-figures';
import { lookUpPost, type FiguresContext } from './read-post';
import { figuresReadable } from './readable-networks';

type Db = Kysely<Database>;

/** Jobs one pass settles at most, so a pass ends even with a long backlog (the next goes on). */
const DEFAULT_PASS_LIMIT = 50;

/**
 * Issue 31: a published post's figures are read at publication, a day and a week later: one job
 * per checkpoint, written in the publish move's transaction (so a publication always has its
 * jobs). Networks without an adapter get none: their figures are typed by hand.
 */
export async function scheduleFigureJobs(
  trx: Transaction<Database>,
  itemId: string,
  publishedAt: Date,
): Promise<void> {
  const item = await trx
    .selectFrom('collaboration_items')
    .select('network')
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item || !figuresReadable(item.network)) return;
  await trx
    .insertInto('collaboration_figure_jobs')
    .values(
      FIGURE_CHECKPOINTS.map((checkpoint) => {
        const due = new Date(publishedAt.getTime() + CHECKPOINT_DELAY_MS[checkpoint]);
        return { item_id: itemId, checkpoint, due_at: due, next_attempt_at: due };
      }),
    )
    .onConflict((oc) => oc.columns(['item_id', 'checkpoint']).doNothing())
    .execute();
}

/** A job this process took: held from the others until `leaseUntil` (its `next_attempt_at`). */
interface Claim {
  itemId: string;
  checkpoint: FigureCheckpoint;
  /** Tries so far, this one included. */
  attempts: number;
  leaseUntil: Date;
}

/**
 * Takes the next due job, if any. `FOR UPDATE SKIP LOCKED` lets several API processes on one
 * PostgreSQL claim side by side without waiting on each other, and the claim moves the job's
 * next attempt past the lease in the same transaction, so once it commits no other process sees
 * it due: each job is read by one process. The try is counted now, so a read that kills its
 * process still uses one of the job's tries.
 */
async function claimNext(db: Db, now: Date): Promise<Claim | null> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('collaboration_figure_jobs')
      .select(['item_id', 'checkpoint', 'attempts'])
      .where('done_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!job) return null;
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    await trx
      .updateTable('collaboration_figure_jobs')
      .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: leaseUntil })
      .where('item_id', '=', job.item_id)
      .where('checkpoint', '=', job.checkpoint)
      .execute();
    return {
      itemId: job.item_id,
      checkpoint: job.checkpoint,
      attempts: job.attempts + 1,
      leaseUntil,
    };
  });
}

/** Thrown inside a write transaction whose job another process took over: nothing is kept. */
class ClaimLostError extends Error {
  constructor() {
    super('the figures job was claimed again by another process');
    this.name = 'ClaimLostError';
  }
}

/** An update of the claimed job, only while this process still holds it (compare-and-set). */
function jobUpdate(db: Kysely<Database> | Transaction<Database>, claim: Claim) {
  return db
    .updateTable('collaboration_figure_jobs')
    .where('item_id', '=', claim.itemId)
    .where('checkpoint', '=', claim.checkpoint)
    .where('done_at', 'is', null)
    .where('next_attempt_at', '=', claim.leaseUntil);
}

/**
 * Keeps a reading: its figures row and its job's completion commit together, or neither (a job
 * taken over by another process meanwhile rolls the reading back). The first reading of an item
 * still `published` measures it (item-moves.ts: its state, timeline entry and the brand's notice
 * in the same transaction); later readings only add their row.
 */
async function recordReading(
  context: FiguresContext,
  claim: Claim,
  status: 'published' | 'measured',
  source: SocialNetwork,
  figures: PostFigures,
): Promise<void> {
  const readAt = context.now();
  const write = async (trx: Transaction<Database>) => {
    await trx
      .insertInto('collaboration_figures')
      .values({
        id: randomUUID(),
        item_id: claim.itemId,
        checkpoint: claim.checkpoint,
        source,
        ...figures,
        read_at: readAt,
      })
      .onConflict((oc) =>
        // The partial unique index's predicate, as a literal: Postgres cannot infer an arbiter
        // index from a predicate holding a parameter.
        oc
          .columns(['item_id', 'checkpoint'])
          .where('checkpoint', '<>', sql.lit('manual'))
          .doNothing(),
      )
      .execute();
    const done = await jobUpdate(trx, claim)
      .set({ done_at: readAt, last_error: null })
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) throw new ClaimLostError();
  };
  try {
    if (status === 'published') {
      try {
        await moveItem(context.db, {
          itemId: claim.itemId,
          actor: 'system',
          actorId: null,
          move: { kind: 'measure' },
          now: readAt,
          alongside: async (trx) => {
            await write(trx);
          },
        });
        return;
      } catch (error) {
        // Measured meanwhile (by another checkpoint's reading): the reading is simply added.
        const measured =
          error instanceof ApiError && error.code === ErrorCode.collaborationMoveNotAllowed;
        if (!measured) throw error;
      }
    }
    await context.db.transaction().execute(write);
  } catch (error) {
    if (!(error instanceof ClaimLostError)) throw error;
  }
}

/**
 * A failed read keeps its reason (what the creator and the brand read as the item's
 * `figures_problem`) and is tried again later (figure-retries.ts), until it gives up: then the job
 * is done with its reason kept.
 */
async function recordFailure(
  context: FiguresContext,
  claim: Claim,
  network: SocialNetwork,
  problem: FigureProblem,
): Promise<void> {
  const failedAt = context.now();
  const retryAt = retryAfterFailure(claim.attempts, failedAt);
  await jobUpdate(context.db, claim)
    .set({
      last_error: figureProblemMessage(networkLabel(network), problem, retryAt !== null),
      next_attempt_at: retryAt ?? failedAt,
      done_at: retryAt === null ? failedAt : null,
    })
    .execute();
}

/** A job whose item is gone or will never be measured (cancelled, not published) is dropped. */
async function dropJob(db: Db, claim: Claim): Promise<void> {
  await db
    .deleteFrom('collaboration_figure_jobs')
    .where('item_id', '=', claim.itemId)
    .where('checkpoint', '=', claim.checkpoint)
    .where('done_at', 'is', null)
    .where('next_attempt_at', '=', claim.leaseUntil)
    .execute();
}

/** Reads the claimed job's post through the creator's connection and keeps what came of it. */
async function settle(context: FiguresContext, claim: Claim): Promise<void> {
  const item = await context.db
    .selectFrom('collaboration_items as i')
    .innerJoin('collaborations as c', 'c.id', 'i.collaboration_id')
    .select(['i.status', 'i.network', 'i.post_id', 'i.post_url', 'c.creator_id'])
    .where('i.id', '=', claim.itemId)
    .executeTakeFirst();
  if (!item || (item.status !== 'published' && item.status !== 'measured') || !item.post_id) {
    await dropJob(context.db, claim);
    return;
  }
  const post: PostReference = {
    network: item.network,
    post_id: item.post_id,
    username: null,
    canonical_url: item.post_url ?? '',
  };
  let problem: FigureProblem;
  try {
    const lookup = await lookUpPost(context, item.creator_id, post, 'figures');
    if (lookup.kind === 'found') {
      await recordReading(context, claim, item.status, item.network, lookup.figures);
      return;
    }
    problem = { kind: lookup.kind };
  } catch (error) {
    // The network's failure, or the database's under the reading's write (then retried too).
    problem = { kind: 'error', error };
  }
  await recordFailure(context, claim, item.network, problem);
}

/**
 * One pass of the figures jobs: claims the due ones one at a time (see claimNext; safe with
 * several API processes on one PostgreSQL, and on PGlite), reads each post's figures and keeps the
 * reading or the failure. Answers how many jobs it settled.
 */
export async function runDueFigureJobs(
  context: FiguresContext,
  options: { limit?: number } = {},
): Promise<number> {
  const limit = options.limit ?? DEFAULT_PASS_LIMIT;
  let settled = 0;
  while (settled < limit) {
    const claim = await claimNext(context.db, context.now());
    if (!claim) break;
    settled += 1;
    // A job whose outcome could not be written (the database failing) comes due again once its
    // lease ends; the pass goes on with the next.
    await settle(context, claim).catch(() => undefined);
  }
  return settled;
}
