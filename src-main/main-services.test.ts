import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src-server/index';
import type { SessionState } from '../src-shared/bridge/contract';
import type { Connectivity } from '../src-shared/domain/media-kit';
import { MemoryTokenStore } from '../tests/support/memory-token-store';
import type { FileDialogs, KitPrintOptions, KitRenderer } from './exports/ports';
import { createMainServices, type MainServices } from './main-services';
import { fromTemplate } from '../tests/support/test-database';

/** Each PDF printed: its HTML and paper size. */
const prints: Array<{ html: string; options: KitPrintOptions }> = [];

/** Printing is tested with Chromium elsewhere; here the bytes only show which format was asked. */
const renderer: KitRenderer = {
  pdf: async (html, options) => {
    prints.push({ html, options });
    return new TextEncoder().encode(`%PDF ${html.length}`);
  },
  png: async (html) => new TextEncoder().encode(`PNG ${html.length}`),
};

/** The verification code a printed kit carries, from its verify address. */
/** The kit prints its short verify address, `<server>/v/<code>`. */
const printedCode = (html: string) => /\/v\/([0-9A-HJKMNP-TV-Z]{10})/.exec(html)?.[1];

let team: RunningServer;
let services: MainServices;
let exportsDir: string;
const events: Array<{ event: string; payload: unknown }> = [];

beforeAll(async () => {
  team = await startServer({ ...fromTemplate(), rateLimit: { max: 1000, timeWindowMs: 60_000 } });
  exportsDir = await mkdtemp(join(tmpdir(), 'main-exports-'));
  const dialogs: FileDialogs = {
    chooseSavePath: async (name) => join(exportsDir, name),
    chooseFolder: async () => exportsDir,
    reveal: () => undefined,
    openPath: async () => undefined,
  };
  services = createMainServices({
    ...fromTemplate(),
    userDataDir: await mkdtemp(join(tmpdir(), 'main-services-')),
    tokens: new MemoryTokenStore(),
    events: { emit: (event, payload) => events.push({ event, payload }) },
    env: {},
    openExternal: async () => undefined,
    openAuthWindow: async () => {
      throw new Error('no sign-in windows here');
    },
    desktop: { kitRenderer: renderer, dialogs, openFiles: { chooseDraftFiles: async () => [] } },
  });
});
afterAll(async () => {
  await services?.close();
  await team?.close().catch(() => undefined);
});

const latest = <T>(name: string) =>
  events.filter((e) => e.event === name).at(-1)?.payload as T | undefined;

describe('main services wired together', () => {
  it('works on a team server, keeps a copy, and answers from it once the server is gone', async () => {
    const { handlers } = services;
    const settings = await handlers.saveApiSettings({ apiBaseUrl: team.url });
    expect(settings).toMatchObject({ apiMode: 'remote', apiBaseUrl: team.url });
    expect(latest<SessionState>('sessionChanged')?.accounts).toEqual([]);

    const signedUp = await handlers.signUp({
      email: `equipo.${Date.now()}@ejemplo.mx`,
      password: 'contraseña-1',
    });
    expect(signedUp.activeAccountId).toBe(`${new URL(team.url).origin}#${signedUp.user?.id}`);
    await handlers.defineRole({ role: 'influencer' });
    await handlers.saveProfileSection({
      section: 'profile',
      values: {
        first_name: 'Ana',
        last_name: 'Torres',
        birthday: '1990-01-01',
        question_text: 'Viajes y cocina.',
      },
    } as Parameters<typeof handlers.saveProfileSection>[0]);
    await handlers.savePrice({ network: 'instagram', content_type: 'post', price: 500 });
    const prices = await handlers.listPrices(undefined);

    // The sign-in's background sync lands in the session state.
    await expect
      .poll(async () => (await handlers.getSession(undefined)).accounts[0]?.syncedAt ?? null)
      .not.toBeNull();

    const live = await handlers.getMediaKit({});
    expect(live).toMatchObject({
      from_cache: false,
      kit: { name: 'Ana Torres' },
      pending_verifications: 0,
    });
    const options = await handlers.getKitOptions({});
    await handlers.saveKitOptions({ options: { ...options, page_size: 'letter' } });
    await handlers.saveAgencyDetails({
      name: 'Agencia Norte',
      contact_person: 'Laura Gómez',
      email: 'laura@agencianorte.mx',
      phone: '+52 55 1234 5678',
    });
    const exported = await handlers.exportMediaKit({ format: 'pdf' });
    expect(exported.saved).toBe(true);
    const file = await readFile(join(exportsDir, exported.fileName!), 'utf8');
    expect(file).toMatch(/^%PDF \d+$/);
    const onlinePrint = prints.at(-1)!;
    expect(onlinePrint.options).toEqual({ pageSize: 'letter' });
    expect(onlinePrint.html).toContain('Agencia Norte');
    // The code is registered on the team server the QR code names.
    const onlineCode = printedCode(onlinePrint.html);
    expect(onlinePrint.html).toContain(`${team.url}/v/${onlineCode}`);
    expect((await fetch(`${team.url}/v/${onlineCode}`)).status).toBe(200);

    // Stories go to the core API's own /v2 unless settings name another service, whose silence
    // says nothing about the core API's.
    const unknownStory = { id: '00000000-0000-4000-8000-000000000000' };
    await expect(handlers.getStory(unknownStory)).rejects.toMatchObject({ status: 404 });
    await handlers.saveStoriesSettings({ storiesBaseUrl: 'http://127.0.0.1:9/v2' });
    await expect(handlers.getStory(unknownStory)).rejects.toMatchObject({
      code: 'network_error',
    });
    expect((await handlers.getConnectivity(undefined)).online).toBe(true);
    expect(
      (await handlers.saveStoriesSettings({ storiesBaseUrl: null })).storiesBaseUrl,
    ).toBeNull();
    expect((await handlers.suggestHashtags({ tag: 'viaj' })).results.length).toBeGreaterThan(0);

    await team.close();
    expect(await handlers.listPrices(undefined)).toEqual(prices);
    // The renderer hears of the outage once its reason is diagnosed, a moment after the answer.
    await expect.poll(() => latest<Connectivity>('connectivityChanged')?.online).toBe(false);
    expect((await handlers.getConnectivity(undefined)).online).toBe(false);
    expect(await handlers.getMediaKit({})).toMatchObject({
      from_cache: true,
      kit: { name: 'Ana Torres', prices: [{ price: 500 }] },
      pending_verifications: 0,
    });
    // Exported offline: a new code, kept for the next sync, and the kit page says so.
    await handlers.exportMediaKit({ format: 'pdf' });
    const offlineCode = printedCode(prints.at(-1)!.html);
    expect(offlineCode).toBeDefined();
    expect(offlineCode).not.toBe(onlineCode);
    expect((await handlers.getMediaKit({})).pending_verifications).toBe(1);
    expect((await handlers.getProfile(undefined)).first_name).toBe('Ana');

    await expect(handlers.signOutEverywhere(undefined)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    expect((await handlers.getSession(undefined)).activeAccountId).toBe(signedUp.activeAccountId);
    expect((await handlers.checkConnectivity(undefined)).online).toBe(false);
  });
});
