import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import type { DeskState } from '../../src-shared/domain/agency-desk';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import { fromTemplate } from '../../tests/support/test-database';
import type { FileDialogs, KitRenderer } from '../exports/ports';
import { createMainServices, type MainServices } from '../main-services';

/**
 * Issue 33 through main's own handlers against a team server: three accounts signed in on one
 * desktop, a brand's proposal waiting in a creator's account, the desk built from the copies,
 * refreshed, marked, exported, announced on the badge and in system notifications, kept over a
 * restart, and an account signed out taking its desk data with it.
 */

const renderer: KitRenderer = {
  pdf: async () => new Uint8Array([37, 80, 68, 70]),
  png: async () => new Uint8Array([137, 80, 78, 71]),
};

let team: RunningServer;
let userDataDir: string;
let exportsDir: string;
const tokens = new MemoryTokenStore();
const badges: number[] = [];
const shown: Array<{ title: string; body: string }> = [];
const events: Array<{ event: string; payload: unknown }> = [];

function servicesOn(dir: string): MainServices {
  const dialogs: FileDialogs = {
    chooseSavePath: async (name) => join(exportsDir, name),
    chooseFolder: async () => exportsDir,
    reveal: () => undefined,
    openPath: async () => undefined,
  };
  return createMainServices({
    ...fromTemplate(),
    userDataDir: dir,
    tokens,
    events: { emit: (event, payload) => events.push({ event, payload }) },
    env: {},
    openExternal: async () => undefined,
    openAuthWindow: async () => {
      throw new Error('no sign-in windows here');
    },
    desktop: {
      kitRenderer: renderer,
      dialogs,
      openFiles: { chooseDraftFiles: async () => [] },
      notifier: { show: (title, body) => shown.push({ title, body }) },
      isWindowFocused: () => false,
      badge: { setCount: (count) => badges.push(count) },
    },
  });
}

let services: MainServices;
const stamp = Date.now();
const ids: Record<'ana' | 'beto' | 'brand', string> = { ana: '', beto: '', brand: '' };

beforeAll(async () => {
  team = await startServer({ ...fromTemplate(), rateLimit: { max: 1000, timeWindowMs: 60_000 } });
  userDataDir = await mkdtemp(join(tmpdir(), 'agency-desk-'));
  exportsDir = await mkdtemp(join(tmpdir(), 'agency-exports-'));
  services = servicesOn(userDataDir);
  const { handlers } = services;
  await handlers.saveApiSettings({ apiBaseUrl: team.url });
  const creator = async (name: string, handle: string, followers: number) => {
    const state = await handlers.signUp({
      email: `${handle}.${stamp}@ejemplo.mx`,
      password: 'contraseña-1',
    });
    await handlers.defineRole({ role: 'influencer' });
    await handlers.saveProfileSection({
      section: 'profile',
      values: {
        first_name: name,
        last_name: 'Prueba',
        birthday: '1995-04-12',
        question_text: 'Creo contenido de cocina.',
      },
    });
    await handlers.saveProfileSection({
      section: 'vanity',
      values: { vanity_name: `${handle}${stamp % 100000}` },
    });
    await handlers.addNetwork({ network: 'instagram', username: `${handle}${stamp}`, followers });
    return state.activeAccountId!;
  };
  ids.ana = await creator('Ana', 'ana', 25_400);
  ids.beto = await creator('Beto', 'beto', 98_000);
  const brand = await handlers.signUp({
    email: `marca.${stamp}@ejemplo.mx`,
    password: 'contraseña-1',
  });
  ids.brand = brand.activeAccountId!;
  await handlers.defineRole({ role: 'brand' });
  await handlers.saveCompany({
    name: 'Café Aurora',
    legal_name: '',
    tax_id: '',
    country: 'MX',
    website: '',
    industry: 'beverages',
    size: '11-50',
  });
  const saved = await handlers.saveBrand({
    brand: { name: 'Café Aurora', industry: 'beverages', website: '', description: '' },
  });
  const found = await handlers.searchCreators({ username: `ana${stamp}` });
  await handlers.sendProposal({
    brand_id: saved.id,
    creator_id: found.results[0]!.id,
    deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 1 }],
    price: 800,
    start_date: '2027-01-10',
    end_date: '2027-01-31',
    message: 'Hola Ana, ¿te interesa una receta con nuestro café?',
  });
}, 120_000);

afterAll(async () => {
  await services?.close();
  await team?.close().catch(() => undefined);
});

const rowOf = (state: DeskState, accountId: string) =>
  state.rows.find((row) => row.accountId === accountId)!;

describe('the agency desk in main', () => {
  it('builds from the copies, refreshes every account with its own token, and pushes the desk', async () => {
    const { handlers, agencyDesk } = services;
    await handlers.refreshAgencyDesk({});
    await agencyDesk.idle();
    const state = await handlers.getAgencyDesk(undefined);
    expect(state.rows).toHaveLength(3);
    expect(rowOf(state, ids.ana)).toMatchObject({
      name: 'Ana Prueba',
      role: 'influencer',
      followers: 25_400,
      mainNetwork: 'instagram',
      openProposals: 1,
      refresh: 'done',
      stale: false,
    });
    expect(rowOf(state, ids.beto)).toMatchObject({
      name: 'Beto Prueba',
      followers: 98_000,
      openProposals: 0,
    });
    expect(rowOf(state, ids.brand)).toMatchObject({
      role: 'brand',
      name: 'Café Aurora',
      openProposals: 1,
    });
    // The proposal waits in Ana's account, opening its page there.
    const waiting = state.lines.filter((line) => line.kind === 'proposal_to_answer');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ accountId: ids.ana, subject: 'Café Aurora', state: 'open' });
    expect(waiting[0]!.target).toMatchObject({ screen: 'proposal' });
    // Each refresh finishing is pushed to the window (changes arriving together as one).
    await vi.waitFor(() => expect(badges.at(-1)).toBe(state.openCount));
    // The last push may trail the badge by a beat on a busy machine: waited for, not raced.
    await vi.waitFor(
      () => {
        const pushed = events.filter((e) => e.event === 'agencyDeskChanged').at(-1)?.payload;
        expect((pushed as DeskState).rows.every((row) => row.refresh === 'done')).toBe(true);
      },
      { timeout: 10_000 },
    );
    // What was there at the desk's first look (two accounts in) pops up for nobody; the
    // proposal sent after it does, once. A profile still being filled is a state, not news.
    // Shown once the refresh that finds it has been compared: waited for, as the push above.
    await vi.waitFor(
      () =>
        expect(shown).toEqual([
          { title: 'Agencia · Ana Prueba', body: 'Propuesta con Café Aurora por responder' },
        ]),
      { timeout: 10_000 },
    );
  });

  it('keeps groups, notes, done and snooze on this desktop across a restart', async () => {
    const { handlers } = services;
    await handlers.saveDeskAccount({
      accountId: ids.ana,
      group: ' Cocina ',
      note: 'Prefiere correo',
    });
    const before = await handlers.getAgencyDesk(undefined);
    const proposalLine = before.lines.find((line) => line.kind === 'proposal_to_answer')!;
    const profileLine = before.lines.find((line) => line.kind === 'profile_unfinished')!;
    await handlers.markDeskLine({ lineId: proposalLine.id, action: 'done' });
    const after = await handlers.markDeskLine({ lineId: profileLine.id, action: 'snooze_week' });
    expect(after.openCount).toBe(before.openCount - 2);
    expect(badges.at(-1)).toBe(after.openCount);

    await services.close();
    services = servicesOn(userDataDir);
    const restarted = await services.handlers.getAgencyDesk(undefined);
    expect(rowOf(restarted, ids.ana)).toMatchObject({ group: 'Cocina', note: 'Prefiere correo' });
    expect(restarted.groups).toEqual(['Cocina']);
    expect(restarted.lines.find((line) => line.id === proposalLine.id)?.state).toBe('done');
    expect(restarted.lines.find((line) => line.id === profileLine.id)).toMatchObject({
      state: 'snoozed',
    });
    // Reopened, it counts again.
    const reopened = await services.handlers.markDeskLine({
      lineId: proposalLine.id,
      action: 'reopen',
    });
    expect(reopened.openCount).toBe(restarted.openCount + 1);
    const file = JSON.parse(await readFile(join(userDataDir, 'agency-desk.json'), 'utf8'));
    expect(Object.keys(file.accounts)).toEqual([ids.ana]);
  });

  it('announces lines never seen before, once, and not the ones seen at the first look', async () => {
    const { handlers, agencyDesk } = services;
    const before = shown.length;
    // A second proposal, to Beto, arrives while the window has no focus.
    await handlers.switchAccount({ accountId: ids.brand });
    const brands = await handlers.listBrands(undefined);
    const found = await handlers.searchCreators({ username: `beto${stamp}` });
    await handlers.sendProposal({
      brand_id: brands.results[0]!.id,
      creator_id: found.results[0]!.id,
      deliverables: [{ network: 'instagram', content_type: 'post', quantity: 1 }],
      price: 300,
      start_date: '2027-02-01',
      end_date: '2027-02-20',
      message: 'Hola Beto',
    });
    await handlers.refreshAgencyDesk({ accountIds: [ids.beto] });
    await agencyDesk.idle();
    await handlers.getAgencyDesk(undefined);
    await handlers.saveDeskAccount({ accountId: ids.beto, note: 'x' });
    const news = shown.slice(before);
    expect(news).toEqual([
      { title: 'Agencia · Beto Prueba', body: 'Propuesta con Café Aurora por responder' },
    ]);
    await handlers.saveDeskAccount({ accountId: ids.beto, note: 'y' });
    expect(shown.slice(before)).toHaveLength(1);
  });

  it('exports the selected rows as CSV and XLSX through the save dialog', async () => {
    const { handlers } = services;
    const csv = await handlers.exportRoster({ accountIds: [ids.beto, ids.ana], format: 'csv' });
    expect(csv).toMatchObject({
      saved: true,
      fileName: expect.stringMatching(/^cuentas-agencia-.*\.csv$/),
    });
    const text = await readFile(join(exportsDir, csv.fileName!), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Beto Prueba,/);
    expect(lines[2]).toMatch(/^Ana Prueba,.*,Cocina,Instagram,25400,/);
    const xlsx = await handlers.exportRoster({ accountIds: [ids.ana], format: 'xlsx' });
    expect(xlsx.fileName).toMatch(/\.xlsx$/);
    const bytes = await readFile(join(exportsDir, xlsx.fileName!));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('refreshes figures only of networks verified through a sign-in; typed ones are skipped', async () => {
    const answer = await services.handlers.refreshDeskFigures({ accountIds: [ids.ana, ids.brand] });
    expect(answer).toEqual({ refreshed: 0, failed: [], skipped: 2 });
  });

  it('refuses a line that is not there, and an account not signed in', async () => {
    const { handlers } = services;
    await expect(
      handlers.markDeskLine({ lineId: 'proposal_to_answer:nope:1', action: 'done' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      handlers.saveDeskAccount({ accountId: 'embedded#nadie', note: 'x' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('signing an account out takes its row, lines and notes with it', async () => {
    const { handlers } = services;
    await handlers.signOutAccount({ accountId: ids.ana });
    const state = await handlers.getAgencyDesk(undefined);
    expect(state.rows.map((row) => row.accountId).sort()).toEqual([ids.beto, ids.brand].sort());
    expect(state.lines.every((line) => line.accountId !== ids.ana)).toBe(true);
    expect(state.groups).toEqual([]);
  });
});
