import { join } from 'node:path';
import * as v from 'valibot';
import {
  KIT_SECTIONS,
  defaultKitOptions,
  type KitOptions,
  type KitSection,
} from '../../src-shared/domain/media-kit';
import { KitOptionsSchema } from '../../src-shared/schemas/media-kit';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';

interface StoredKitOptions {
  /** Keyed by account id: each account remembers its own choices on this desktop. */
  accounts: Record<string, unknown>;
}

const FILE_NAME = 'kit-options.json';

/** The file's frame; each account's entry is then used field by field (`usableOptions`). */
const StoredKitOptionsSchema = v.looseObject({
  accounts: v.record(v.string(), v.unknown()),
});

/**
 * What is usable of a stored entry, field by field: a file edited by hand, or written by a
 * version with fewer sections, keeps its good choices and falls back to the defaults for the rest.
 */
function usableOptions(stored: unknown): KitOptions {
  const defaults = defaultKitOptions();
  if (typeof stored !== 'object' || stored === null) return defaults;
  const whole = v.safeParse(KitOptionsSchema, stored);
  if (whole.success) return whole.output;
  const entry = stored as Partial<Record<keyof KitOptions, unknown>>;
  const field = <K extends keyof KitOptions>(key: K): KitOptions[K] => {
    const checked = v.safeParse(KitOptionsSchema.entries[key], entry[key]);
    return checked.success ? (checked.output as KitOptions[K]) : defaults[key];
  };
  const sections = { ...defaults.sections };
  if (typeof entry.sections === 'object' && entry.sections !== null) {
    const stored = entry.sections as Partial<Record<KitSection, unknown>>;
    for (const section of KIT_SECTIONS) {
      const value = stored[section];
      if (typeof value === 'boolean') sections[section] = value;
    }
  }
  return {
    sections,
    accent: field('accent'),
    page_size: field('page_size'),
    format: field('format'),
  };
}

/**
 * Kit options per account in `kit-options.json` of the user-data folder, written atomically.
 * Writes are taken one after the other so two saves never drop each other's account.
 */
export class KitOptionsStore {
  private readonly path: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(userDataDir: string) {
    this.path = join(userDataDir, FILE_NAME);
  }

  private async read(): Promise<StoredKitOptions> {
    const stored = await readJsonFile<StoredKitOptions | null>(this.path, null, {
      schema: StoredKitOptionsSchema,
    });
    return { accounts: stored?.accounts ?? {} };
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The account's options; the defaults until it saves some. */
  async get(accountId: string): Promise<KitOptions> {
    const { accounts } = await this.read();
    return Object.hasOwn(accounts, accountId)
      ? usableOptions(accounts[accountId])
      : defaultKitOptions();
  }

  /** Keeps options the bridge schema has checked; answers them as stored. */
  save(accountId: string, options: KitOptions): Promise<KitOptions> {
    const kept = usableOptions(options);
    return this.serial(async () => {
      const stored = await this.read();
      await writeJsonFileAtomic(this.path, {
        accounts: { ...stored.accounts, [accountId]: kept },
      });
      return kept;
    });
  }

  /** The account signed out or was deleted: its choices go with it. */
  forget(accountId: string): Promise<void> {
    return this.serial(async () => {
      const stored = await this.read();
      if (!Object.hasOwn(stored.accounts, accountId)) return;
      const { [accountId]: _dropped, ...accounts } = stored.accounts;
      await writeJsonFileAtomic(this.path, { accounts });
    });
  }
}
