import { seededRandom, writeThenKill } from '../../tests/support/kill-mid-write';
import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeOutcome } from '../../src-shared/bridge/bridge-error';
import type { DraftAnswer } from '../../src-shared/domain/draft';
import { DRAFT_MAX_BYTES } from '../../src-shared/schemas/draft';
import { sweepTemporaryFiles } from '../storage/atomic-file';
import { createDispatcher } from '../ipc/dispatcher';
import { createHandlers, type HandlerDeps } from '../ipc/handlers';
import { DraftStore, type UnreadableDraft } from './draft-store';
import { ActiveAccountDrafts } from './draft-store-active';
import { CRASH_DRAFT_KEY, crashDraftValues } from './draft-store-crash-values';

const APP = 'app://renderer/index.html';
const ANA = 'embedded#ana';
const BETO = 'embedded#beto';

async function aStore(options: { now?: () => Date } = {}) {
  const root = await mkdtemp(join(tmpdir(), 'drafts-'));
  const unreadable: UnreadableDraft[] = [];
  const store = new DraftStore({
    folderFor: (accountId) => join(root, accountId.replace('#', '-')),
    onUnreadable: (report) => unreadable.push(report),
    ...options,
  });
  return { root, store, unreadable };
}

/** The three bridge methods as the renderer reaches them: sender check, schemas, handlers. */
async function aDesktop() {
  const { root, store, unreadable } = await aStore();
  const session = { active: ANA as string | null };
  const drafts = new ActiveAccountDrafts(store, {
    activeAccountId: async () => session.active,
  });
  const dispatch = createDispatcher({
    handlers: createHandlers({ drafts } as unknown as HandlerDeps),
    isTrustedSender: (url) => url === APP,
  });
  const call = <T>(method: string, args?: unknown, sender = APP) =>
    dispatch(method, args, sender) as Promise<BridgeOutcome<T>>;
  return { root, store, unreadable, session, call };
}

const profileText = { first_name: 'Ana', about: 'Creadora de café y viajes' };

describe('the draft store', () => {
  it('gives back what was saved, and nothing once discarded', async () => {
    const { store, root } = await aStore({ now: () => new Date('2026-11-26T11:00:00.000Z') });
    expect(await store.read(ANA, 'wizard:profile')).toEqual({ draft: null, set_aside: null });

    expect(await store.save(ANA, 'wizard:profile', profileText)).toEqual({
      saved_at: '2026-11-26T11:00:00.000Z',
    });
    expect(await store.read(ANA, 'wizard:profile')).toEqual({
      draft: { values: profileText, saved_at: '2026-11-26T11:00:00.000Z' },
      set_aside: null,
    });
    // One readable file per form, in the account's folder.
    expect(await readdir(join(root, 'embedded-ana', 'drafts'))).toEqual(['wizard~profile.json']);

    expect(await store.discard(ANA, 'wizard:profile')).toBe(true);
    expect(await store.discard(ANA, 'wizard:profile')).toBe(false);
    expect((await store.read(ANA, 'wizard:profile')).draft).toBeNull();
  });

  it('keeps the last of several saves made in a row', async () => {
    const { store } = await aStore();
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => store.save(ANA, 'price:new', { amount: String(n) })),
    );
    expect((await store.read(ANA, 'price:new')).draft?.values).toEqual({ amount: '19' });
  });

  it('keeps each account’s drafts apart, and forgets them with the account', async () => {
    const { store } = await aStore();
    await store.save(ANA, 'company', { name: 'Café Ana' });
    await store.save(BETO, 'company', { name: 'Beto Films' });
    expect((await store.read(ANA, 'company')).draft?.values).toEqual({ name: 'Café Ana' });
    expect((await store.read(BETO, 'company')).draft?.values).toEqual({ name: 'Beto Films' });

    await store.forget(ANA);
    expect((await store.read(ANA, 'company')).draft).toBeNull();
    expect((await store.read(BETO, 'company')).draft?.values).toEqual({ name: 'Beto Films' });
    // A save still arriving for the forgotten account brings nothing back…
    await store.save(ANA, 'company', { name: 'tarde' });
    expect((await store.read(ANA, 'company')).draft).toBeNull();
    // …until it signs in again.
    store.reopen(ANA);
    await store.save(ANA, 'company', { name: 'De nuevo' });
    expect((await store.read(ANA, 'company')).draft?.values).toEqual({ name: 'De nuevo' });
  });

  it('moves an unreadable draft aside and says so, instead of reading it as no draft', async () => {
    const { store, root, unreadable } = await aStore({
      now: () => new Date('2026-11-26T11:02:03.456Z'),
    });
    const folder = join(root, 'embedded-ana', 'drafts');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'wizard~family.json'), '{"key":"wizard:family","values":{"ki');

    const answer = await store.read(ANA, 'wizard:family');
    expect(answer).toEqual({
      draft: null,
      set_aside: 'wizard~family.json.corrupt-20261126T110203456Z',
    });
    expect(unreadable).toEqual([
      expect.objectContaining({
        accountId: ANA,
        key: 'wizard:family',
        setAsidePath: join(folder, 'wizard~family.json.corrupt-20261126T110203456Z'),
      }),
    ]);
    // The bytes are kept for whoever wants to look; the next read finds no draft, quietly.
    expect(await readFile(join(folder, answer.set_aside!), 'utf8')).toContain('"wizard:family"');
    expect(await store.read(ANA, 'wizard:family')).toEqual({ draft: null, set_aside: null });
    expect(unreadable).toHaveLength(1);
  });

  it('also sets aside valid JSON that is not a draft of that key', async () => {
    const { store, root, unreadable } = await aStore();
    const folder = join(root, 'embedded-ana', 'drafts');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'company.json'), '[]');
    await writeFile(
      join(folder, 'monitor-keyword.json'),
      JSON.stringify({ key: 'company', values: {}, saved_at: new Date().toISOString() }),
    );
    expect((await store.read(ANA, 'company')).set_aside).toMatch(/^company\.json\.corrupt-/);
    expect((await store.read(ANA, 'monitor-keyword')).set_aside).toMatch(/\.corrupt-/);
    expect(unreadable).toHaveLength(2);
  });

  it('refuses keys that could name another file, and drafts over the size limit', async () => {
    const { store, root } = await aStore();
    for (const key of ['../accounts', 'a/b', 'A', 'wizard:..\\x', 'x~y', '', 'a'.repeat(200)]) {
      await expect(store.save(ANA, key, { a: 1 })).rejects.toMatchObject({ reason: 'key' });
    }
    const big = { text: 'x'.repeat(DRAFT_MAX_BYTES) };
    await expect(store.save(ANA, 'company', big)).rejects.toMatchObject({ reason: 'size' });
    await expect(readdir(root)).resolves.toEqual([]);
  });
});

describe('the draft bridge methods', () => {
  it('work on the active account, never one the renderer names', async () => {
    const { call, session } = await aDesktop();
    expect(await call('saveDraft', { key: 'wizard:profile', values: profileText })).toMatchObject({
      ok: true,
    });
    session.active = BETO;
    expect(await call<DraftAnswer>('getDraft', { key: 'wizard:profile' })).toEqual({
      ok: true,
      value: { draft: null, set_aside: null },
    });
    session.active = ANA;
    expect(await call<DraftAnswer>('getDraft', { key: 'wizard:profile' })).toMatchObject({
      ok: true,
      value: { draft: { values: profileText } },
    });
    // An account id in the arguments is refused by the schema, not obeyed.
    expect(await call('getDraft', { key: 'wizard:profile', accountId: BETO })).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments' },
    });
    expect(await call('discardDraft', { key: 'wizard:profile' })).toEqual({
      ok: true,
      value: { discarded: true },
    });
  });

  it('refuses bad keys, oversized values, strangers and signed-out callers', async () => {
    const { call, session, root } = await aDesktop();
    expect(await call('saveDraft', { key: '../../accounts', values: {} })).toMatchObject({
      ok: false,
      error: {
        status: 400,
        code: 'invalid_arguments',
        fields: { key: ['validation.draftKeyInvalid'] },
      },
    });
    expect(
      await call('saveDraft', {
        key: 'company',
        values: { text: 'é'.repeat(DRAFT_MAX_BYTES / 2) },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments', fields: { values: ['validation.draftTooLarge'] } },
    });
    expect(await call('saveDraft', { key: 'company', values: ['no'] })).toMatchObject({
      ok: false,
    });
    expect(
      await call('saveDraft', { key: 'company', values: {} }, 'https://evil.example/'),
    ).toMatchObject({ ok: false, error: { code: 'untrusted_sender' } });
    session.active = null;
    expect(await call('getDraft', { key: 'company' })).toMatchObject({
      ok: false,
      error: { code: 'not_authenticated' },
    });
    await expect(readdir(root)).resolves.toEqual([]);
  });

  it('answers an unreadable draft with where it was kept', async () => {
    const { call, root } = await aDesktop();
    const folder = join(root, 'embedded-ana', 'drafts');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'company.json'), '');
    const answer = await call<DraftAnswer>('getDraft', { key: 'company' });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        draft: null,
        set_aside: expect.stringMatching(/^company\.json\.corrupt-\d{8}T\d{9}Z$/),
      },
    });
  });
});

describe('a crash between write and rename (kill -9)', () => {
  it('always leaves the previous draft or the next one whole', async () => {
    const root = await mkdtemp(join(tmpdir(), 'drafts-kill-'));
    const onUnreadable = vi.fn();
    const random = seededRandom(17);
    let lastSeen = 0;
    for (let run = 0; run < 6; run += 1) {
      await writeThenKill(join(import.meta.dirname, 'draft-store-crash-writer.ts'), root, random);
      const store = new DraftStore({ folderFor: () => root, onUnreadable });
      const { draft, set_aside } = await store.read(ANA, CRASH_DRAFT_KEY);
      expect(set_aside).toBeNull();
      const sequence = draft?.values.sequence as number;
      expect(draft?.values).toEqual(crashDraftValues(sequence));
      // Never older than what the previous run left: the old whole draft, or a newer whole one.
      expect(sequence).toBeGreaterThan(lastSeen);
      lastSeen = sequence;
      // What the kill may leave is a temporary file, swept at the next start.
      const names = await readdir(join(root, 'drafts'));
      expect(names.filter((name) => !name.endsWith('.tmp'))).toEqual(['wizard~profile.json']);
      await sweepTemporaryFiles(join(root, 'drafts'));
    }
    expect(onUnreadable).not.toHaveBeenCalled();
  }, 60_000);
});
