import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { ReportExportRecordInput } from '../../src-shared/domain/campaign-report';
import { ReportExportRecordSchema } from '../../src-shared/schemas/campaign-report';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';

export const PENDING_REPORT_FILE_NAME = 'pending-report-registrations.json';

/** Records one export of a campaign report with the core API the account belongs to. */
export type RegisterReportExport = (
  accountId: string,
  record: ReportExportRecordInput,
) => Promise<void>;

/**
 * The file: whose records these are and the records, each checked on its own when read (one the
 * app cannot use any more is dropped, the others stay). A file that is not even this shape is
 * kept aside as `<name>.corrupt-<time>` by `readJsonFile` and read as empty.
 */
const PendingFileSchema = v.object({
  account_id: v.string(),
  records: v.array(v.unknown()),
});

/**
 * The core API looked at the record and will never take it: invalid (400) or its code held by
 * another export (409). Anything else (no answer, a gateway, a session to renew, a server without
 * the route yet) may pass later, so the record waits.
 */
const recordRefused = (error: unknown) =>
  error instanceof BridgeError && (error.status === 400 || error.status === 409);

export interface PendingReportRegistrationsDeps {
  /** The account's offline folder (`OfflineStore.folderFor`): the records go with its copy. */
  folderFor: (accountId: string) => string;
  /** Where every account's offline folder is (`OfflineStore.root`), to find them all. */
  root?: string;
  register: RegisterReportExport;
  log?: (message: string, error: unknown) => void;
}

/**
 * Campaign reports exported while the core API could not be reached keep their verification
 * record here, per account in its offline folder (`pending-report-registrations.json`, written
 * atomically), until the account's next export or sync registers them (`registerAll`).
 */
export class PendingReportRegistrations {
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #registering = new Map<string, Promise<number>>();
  readonly #deps: PendingReportRegistrationsDeps;
  readonly #log: (message: string, error: unknown) => void;

  constructor(deps: PendingReportRegistrationsDeps) {
    this.#deps = deps;
    this.#log =
      deps.log ??
      ((message, error) =>
        console.warn(`[offline] ${message}`, error instanceof BridgeError ? error.code : error));
  }

  #pathFor(accountId: string): string {
    return join(this.#deps.folderFor(accountId), PENDING_REPORT_FILE_NAME);
  }

  async #read(path: string): Promise<v.InferOutput<typeof PendingFileSchema> | null> {
    return readJsonFile<v.InferOutput<typeof PendingFileSchema> | null>(path, null, {
      schema: PendingFileSchema,
    });
  }

  /** The account's stored records that are well formed, oldest first. */
  async list(accountId: string): Promise<ReportExportRecordInput[]> {
    const stored = await this.#read(this.#pathFor(accountId));
    if (!stored || stored.account_id !== accountId) return [];
    return stored.records.flatMap((record) => {
      const checked = v.safeParse(ReportExportRecordSchema, record);
      return checked.success ? [checked.output] : [];
    });
  }

  async count(accountId: string): Promise<number> {
    return (await this.list(accountId)).length;
  }

  keep(accountId: string, record: ReportExportRecordInput): Promise<void> {
    return this.#change(accountId, (records) => [
      ...records.filter((stored) => stored.code !== record.code),
      record,
    ]);
  }

  /**
   * Registers every pending record of the account, oldest first, and answers how many were
   * taken. It stops at the first one that cannot be registered now (the rest wait); one the core
   * API refuses can never be registered, so it is dropped and logged. One run per account at a
   * time: a second call joins the running one.
   */
  registerAll(accountId: string): Promise<number> {
    let run = this.#registering.get(accountId);
    if (!run) {
      run = this.#runRegistration(accountId).finally(() => this.#registering.delete(accountId));
      this.#registering.set(accountId, run);
    }
    return run;
  }

  /**
   * Back online: registers the records of every account of this desktop that has some. An
   * account no longer signed in here keeps its records (its token is needed to send them).
   */
  async registerEveryAccount(): Promise<number> {
    const root = this.#deps.root;
    if (!root) return 0;
    let registered = 0;
    for (const folder of await readdir(root).catch(() => [] as string[])) {
      const path = join(root, folder, PENDING_REPORT_FILE_NAME);
      try {
        const accountId = (await this.#read(path))?.account_id;
        // Only a file in the folder its own account id names counts.
        if (accountId === undefined || this.#pathFor(accountId) !== path) continue;
        registered += await this.registerAll(accountId);
      } catch (error) {
        this.#log(`pending campaign report records in ${folder} not registered`, error);
      }
    }
    return registered;
  }

  async #runRegistration(accountId: string): Promise<number> {
    const done = new Set<string>();
    let registered = 0;
    for (const record of await this.list(accountId)) {
      try {
        await this.#deps.register(accountId, record);
        registered += 1;
      } catch (error) {
        if (!recordRefused(error)) break;
        this.#log(`campaign report verification ${record.code} refused, dropped`, error);
      }
      done.add(record.code);
    }
    if (done.size > 0) {
      await this.#change(accountId, (records) =>
        records.filter((record) => !done.has(record.code)),
      );
    }
    return registered;
  }

  /** Read-modify-write under the account's own queue, so a keep never drops a removal. */
  #change(
    accountId: string,
    edit: (records: ReportExportRecordInput[]) => ReportExportRecordInput[],
  ): Promise<void> {
    const work = async () => {
      const records = edit(await this.list(accountId));
      await writeJsonFileAtomic(this.#pathFor(accountId), { account_id: accountId, records });
    };
    const next = (this.#queues.get(accountId) ?? Promise.resolve()).then(work, work);
    const settled = next.catch(() => undefined);
    this.#queues.set(accountId, settled);
    void settled.then(() => {
      if (this.#queues.get(accountId) === settled) this.#queues.delete(accountId);
    });
    return next;
  }
}
