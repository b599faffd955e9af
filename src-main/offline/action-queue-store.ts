import { join } from 'node:path';
import * as v from 'valibot';
import { QUEUED_ACTION_KINDS, type QueuedAction } from '../../src-shared/domain/queued-action';
import { QueueActionSchema, QueuedActionIdSchema } from '../../src-shared/schemas/queued-action';
import { readJsonFile, writeJsonFileAtomic, type CorruptFileReporter } from '../storage/json-file';
import type { QueuedBase } from './queued-action-kinds';

/** A queued action as kept on disk: what the renderer sees plus the base it is checked against. */
export type StoredAction = QueuedAction & {
  base: QueuedBase;
  /**
   * A send went out and its answer never came (or a crash cut it short): it may have landed, so
   * the next attempt is not checked against the base (the server's version may be this very
   * action); the idempotency key makes the repeat harmless.
   */
  tried?: boolean;
};

const RecordSchema = v.record(v.string(), v.unknown());

const StoredActionSchema = v.pipe(
  v.strictObject({
    id: QueuedActionIdSchema,
    kind: v.picklist(QUEUED_ACTION_KINDS),
    args: v.unknown(),
    queued_at: v.pipe(v.string(), v.isoTimestamp()),
    status: v.picklist(['pending', 'sending', 'conflict']),
    conflict: v.nullable(
      v.strictObject({
        code: v.string(),
        message: v.string(),
        theirs: v.nullable(RecordSchema),
        base: v.nullable(RecordSchema),
        detected_at: v.pipe(v.string(), v.isoTimestamp()),
      }),
    ),
    base: v.strictObject({ known: v.boolean(), value: v.nullable(RecordSchema) }),
    tried: v.optional(v.boolean()),
  }),
  // The arguments must still be what the bridge method of that kind accepts.
  v.check((stored) => v.is(QueueActionSchema, { kind: stored.kind, args: stored.args })),
);

const QueueFileSchema = v.strictObject({
  version: v.literal(1),
  actions: v.array(StoredActionSchema),
});
type QueueFile = v.InferOutput<typeof QueueFileSchema>;

export interface ActionQueueStoreOptions {
  /** The account's own folder (`<userData>/offline/<hash of account id>`). */
  folderFor: (accountId: string) => string;
  /** Writes wait for it: the start-up sweep of temporary files must not take one being filled. */
  ready?: Promise<unknown>;
  /** Told of an unreadable `queue.json` after it is kept aside (logged when not given). */
  onCorrupt?: CorruptFileReporter;
}

/** What an update makes of the queue, and what it answers its caller. */
export interface QueueChange<T> {
  actions: StoredAction[];
  result: T;
}

/**
 * Each account's queued actions in `<account folder>/queue.json`, oldest first. Every change is a
 * read-modify-write of the whole (small) file, one at a time per account, written through a
 * temporary file and a rename, so a crash leaves the old queue or the new one whole. A file that
 * is not a queue is kept aside as `queue.json.corrupt-<time>` and reported, never read as empty
 * in silence.
 */
export class ActionQueueStore {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Accounts forgotten since start: a flush still running must not bring their queue back. */
  private readonly removed = new Set<string>();

  constructor(private readonly options: ActionQueueStoreOptions) {}

  pathOf(accountId: string): string {
    return join(this.options.folderFor(accountId), 'queue.json');
  }

  private serial<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(accountId) ?? this.options.ready ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(accountId, settled);
    void settled.then(() => {
      if (this.queues.get(accountId) === settled) this.queues.delete(accountId);
    });
    return next;
  }

  private async load(accountId: string): Promise<StoredAction[]> {
    if (this.removed.has(accountId)) return [];
    const file = await readJsonFile<QueueFile | null>(this.pathOf(accountId), null, {
      schema: QueueFileSchema,
      ...(this.options.onCorrupt ? { onCorrupt: this.options.onCorrupt } : {}),
    });
    return (file?.actions ?? []) as StoredAction[];
  }

  read(accountId: string): Promise<StoredAction[]> {
    return this.serial(accountId, () => this.load(accountId));
  }

  /** Changes the account's queue; nothing is written when it did not change or the account left. */
  update<T>(accountId: string, change: (actions: StoredAction[]) => QueueChange<T>): Promise<T> {
    return this.serial(accountId, async () => {
      const before = await this.load(accountId);
      const { actions, result } = change(before);
      if (actions !== before && !this.removed.has(accountId)) {
        await writeJsonFileAtomic(this.pathOf(accountId), { version: 1, actions });
      }
      return result;
    });
  }

  /** The account left this desktop (its folder goes with the offline copy). */
  async forget(accountId: string): Promise<void> {
    this.removed.add(accountId);
    await this.serial(accountId, async () => undefined);
  }

  /** The account signed in again: it may queue once more. */
  reopen(accountId: string): void {
    this.removed.delete(accountId);
  }
}
