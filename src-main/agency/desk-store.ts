import { join } from 'node:path';
import * as v from 'valibot';
import { DESK_GROUPS_MAX } from '../../src-shared/domain/agency-desk';
import { DeskGroupSchema, DeskNoteSchema } from '../../src-shared/schemas/agency-desk';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';

const FILE_NAME = 'agency-desk.json';
/** Ids of lines already seen (or announced), kept at most: newest last. */
const SEEN_MAX = 5000;
/** A done or snoozed mark of a line no longer there is dropped after this. */
const MARK_KEPT_DAYS = 90;

export interface LineMark {
  accountId: string;
  state: 'done' | 'snoozed';
  /** Snoozed until then; null for done. */
  until: string | null;
  at: string;
}

export interface SeenLine {
  accountId: string;
  at: string;
}

export interface DeskAccountNotes {
  group: string | null;
  note: string;
}

export interface DeskFile {
  accounts: Record<string, DeskAccountNotes>;
  marks: Record<string, LineMark>;
  /**
   * Every line already seen: its account and when this desktop first saw it (lasting states
   * such as an unfinished profile date from then). Absent until the desk first looked.
   */
  seen?: Record<string, SeenLine>;
}

const IsoDate = v.pipe(v.string(), v.isoTimestamp());

/**
 * What `agency-desk.json` must hold; each entry is checked with the bridge's own rules, so a file
 * edited by hand cannot bring in a group or note the form would refuse.
 */
const DeskFileSchema = v.object({
  accounts: v.record(v.string(), v.object({ group: DeskGroupSchema, note: DeskNoteSchema })),
  marks: v.record(
    v.string(),
    v.object({
      accountId: v.string(),
      state: v.picklist(['done', 'snoozed']),
      until: v.nullable(IsoDate),
      at: IsoDate,
    }),
  ),
  seen: v.optional(v.record(v.string(), v.object({ accountId: v.string(), at: IsoDate }))),
});

const EMPTY: DeskFile = { accounts: {}, marks: {} };

/**
 * The agency desk's own data, per desktop and never sent to the server (issue 33): each account's
 * group and private note, each inbox line's done or snooze, and which lines were already seen
 * (so a restart announces none of them again). One file in the user-data folder, validated on
 * read and written atomically; writes run one after another.
 */
export class DeskStore {
  private readonly path: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(userDataDir: string) {
    this.path = join(userDataDir, FILE_NAME);
  }

  read(): Promise<DeskFile> {
    return readJsonFile<DeskFile>(this.path, EMPTY, { schema: DeskFileSchema });
  }

  /** Changes the file under the queue; `change` answers the new content. */
  update(change: (file: DeskFile) => DeskFile): Promise<DeskFile> {
    return this.serial(async () => {
      const next = change(structuredClone(await this.read()));
      await writeJsonFileAtomic(this.path, next);
      return next;
    });
  }

  saveNotes(accountId: string, notes: Partial<DeskAccountNotes>): Promise<DeskFile> {
    return this.update((file) => {
      const current = file.accounts[accountId] ?? { group: null, note: '' };
      const next = { ...current, ...notes };
      next.group = next.group?.trim() ? next.group.trim() : null;
      if (next.group && !groupsOf(file).includes(next.group)) {
        if (groupsOf(file).length >= DESK_GROUPS_MAX) throw new TooManyGroupsError();
      }
      if (next.group === null && next.note === '') delete file.accounts[accountId];
      else file.accounts[accountId] = next;
      return file;
    });
  }

  /** Marks a line done or snoozed until `until`; `null` opens it again. */
  markLine(lineId: string, mark: LineMark | null): Promise<DeskFile> {
    return this.update((file) => {
      if (mark) file.marks[lineId] = mark;
      else delete file.marks[lineId];
      return file;
    });
  }

  /**
   * Notes lines as seen; answers the ids not seen before (none at the desk's first look, when
   * everything there is taken as known).
   */
  async see(lines: ReadonlyArray<{ id: string; accountId: string }>, now: Date): Promise<string[]> {
    const known = (await this.read()).seen;
    // Nothing new: no write (the desk publishes often while accounts refresh).
    if (known && lines.every((line) => line.id in known)) return [];
    let fresh: string[] = [];
    await this.update((file) => {
      const first = file.seen === undefined;
      const seen = { ...(file.seen ?? {}) };
      fresh = first ? [] : lines.filter((line) => !(line.id in seen)).map((line) => line.id);
      const at = now.toISOString();
      for (const line of lines) seen[line.id] ??= { accountId: line.accountId, at };
      const ids = Object.keys(seen);
      for (const id of ids.slice(0, Math.max(0, ids.length - SEEN_MAX))) delete seen[id];
      file.seen = seen;
      return file;
    });
    return fresh;
  }

  /** An account signed out of this desktop takes its notes, marks and seen lines with it. */
  forget(accountId: string): Promise<DeskFile> {
    return this.update((file) => {
      delete file.accounts[accountId];
      for (const [id, mark] of Object.entries(file.marks)) {
        if (mark.accountId === accountId) delete file.marks[id];
      }
      for (const [id, owner] of Object.entries(file.seen ?? {})) {
        if (owner.accountId === accountId) delete file.seen![id];
      }
      return file;
    });
  }

  /** Drops marks of lines that are gone and were marked long ago. */
  prune(liveIds: ReadonlySet<string>, now: Date): Promise<DeskFile> {
    const oldest = now.getTime() - MARK_KEPT_DAYS * 24 * 60 * 60 * 1000;
    return this.update((file) => {
      for (const [id, mark] of Object.entries(file.marks)) {
        if (!liveIds.has(id) && Date.parse(mark.at) < oldest) delete file.marks[id];
      }
      return file;
    });
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

/** The group names in use, in the order es-MX sorts them. */
export function groupsOf(file: DeskFile): string[] {
  const groups = new Set<string>();
  for (const notes of Object.values(file.accounts)) if (notes.group) groups.add(notes.group);
  return [...groups].sort((a, b) => a.localeCompare(b, 'es-MX'));
}

/** More than DESK_GROUPS_MAX group names on one desktop. */
export class TooManyGroupsError extends Error {
  constructor() {
    super('too many groups');
    this.name = 'TooManyGroupsError';
  }
}
