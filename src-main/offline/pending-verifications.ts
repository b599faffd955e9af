import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { KitExportRecordInput } from '../../src-shared/domain/media-kit';
import { KitExportRecordSchema } from '../../src-shared/schemas/media-kit';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';
import type { RegisterKitExport } from './kit-export-records';

const FILE_NAME = 'pending-kit-verifications.json';

/**
 * The core API looked at the record and will never take it: invalid (400) or its code held by
 * another export (409). Anything else (no answer, a gateway, a session to renew, an account of
 * another server, a server without the route yet) may pass later, so the record waits.
 */
const recordRefused = (error: unknown) =>
  error instanceof BridgeError && (error.status === 400 || error.status === 409);

export interface PendingVerificationsDeps {
  /** The account's offline folder (`OfflineStore.folderFor`): the records go with its copy. */
  folderFor: (accountId: string) => string;
  /** Where every account's offline folder is (`OfflineStore.root`), to find them all. */
  root?: string;
  register: RegisterKitExport;
  log?: (message: string, error: unknown) => void;
}

/** Kits exported offline wait here to be registered; each is also the record of a printed code. */
export interface PendingKitRecords {
  keep(accountId: string, record: KitExportRecordInput): Promise<void>;
}

/**
 * The verification records of kits exported while the core API could not be reached, per
 * account in its offline folder (`pending-kit-verifications.json`, written atomically). The
 * account's next sync registers them (`registerAll`) and drops each one the core API took.
 */
export class PendingVerifications implements PendingKitRecords {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly registering = new Map<string, Promise<number>>();
  private readonly log: (message: string, error: unknown) => void;

  constructor(private readonly deps: PendingVerificationsDeps) {
    this.log =
      deps.log ??
      ((message, error) =>
        console.warn(`[offline] ${message}`, error instanceof BridgeError ? error.code : error));
  }

  private pathFor(accountId: string): string {
    return join(this.deps.folderFor(accountId), FILE_NAME);
  }

  /** The stored records that are still well formed; anything else in the file is ignored. */
  async list(accountId: string): Promise<KitExportRecordInput[]> {
    const stored = await readJsonFile<unknown>(this.pathFor(accountId), null);
    const records =
      typeof stored === 'object' && stored !== null
        ? (stored as { records?: unknown }).records
        : undefined;
    if (!Array.isArray(records)) return [];
    return records.flatMap((record) => {
      const checked = v.safeParse(KitExportRecordSchema, record);
      return checked.success ? [checked.output] : [];
    });
  }

  /**
   * Back online: registers the records of every account that has some, not only the active one
   * (whose sync does it too; the two runs join). An account no longer signed in here keeps its
   * records: the core API is never asked without that account's token.
   */
  async registerEveryAccount(): Promise<number> {
    const root = this.deps.root;
    if (!root) return 0;
    let registered = 0;
    for (const folder of await readdir(root).catch(() => [] as string[])) {
      const path = join(root, folder, FILE_NAME);
      try {
        const stored = await readJsonFile<unknown>(path, null);
        const accountId =
          typeof stored === 'object' && stored !== null
            ? (stored as { account_id?: unknown }).account_id
            : undefined;
        // Only a file in the folder its own account id names counts.
        if (typeof accountId !== 'string' || this.pathFor(accountId) !== path) continue;
        registered += await this.registerAll(accountId);
      } catch (error) {
        this.log(`pending kit verifications in ${folder} not registered`, error);
      }
    }
    return registered;
  }

  async count(accountId: string): Promise<number> {
    return (await this.list(accountId)).length;
  }

  keep(accountId: string, record: KitExportRecordInput): Promise<void> {
    return this.change(accountId, (records) => [
      ...records.filter((stored) => stored.code !== record.code),
      record,
    ]);
  }

  /**
   * Registers every pending record of the account, oldest first, and answers how many were
   * taken. It stops at the first one that cannot be registered now (the rest wait for the next
   * sync); one the core API refuses can never be registered, so it is dropped and logged. One run per account at a time.
   */
  registerAll(accountId: string): Promise<number> {
    let run = this.registering.get(accountId);
    if (!run) {
      run = this.runRegistration(accountId).finally(() => this.registering.delete(accountId));
      this.registering.set(accountId, run);
    }
    return run;
  }

  private async runRegistration(accountId: string): Promise<number> {
    const done = new Set<string>();
    let registered = 0;
    for (const record of await this.list(accountId)) {
      try {
        await this.deps.register(accountId, record);
        registered += 1;
      } catch (error) {
        if (!recordRefused(error)) break;
        this.log(`kit verification ${record.code} refused, dropped`, error);
      }
      done.add(record.code);
    }
    if (done.size > 0) {
      await this.change(accountId, (records) => records.filter((record) => !done.has(record.code)));
    }
    return registered;
  }

  /** Read-modify-write under the account's own queue, so a keep never drops a removal. */
  private change(
    accountId: string,
    edit: (records: KitExportRecordInput[]) => KitExportRecordInput[],
  ): Promise<void> {
    const work = async () => {
      const records = edit(await this.list(accountId));
      await writeJsonFileAtomic(this.pathFor(accountId), { account_id: accountId, records });
    };
    const next = (this.queues.get(accountId) ?? Promise.resolve()).then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(accountId, settled);
    void settled.then(() => {
      if (this.queues.get(accountId) === settled) this.queues.delete(accountId);
    });
    return next;
  }
}
