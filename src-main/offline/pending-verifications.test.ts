import { describe, expect, it } from 'vitest';
import type { KitExportRecordInput, KitVerifyAnswer } from '../../src-shared/domain/media-kit';
import { kitFiguresOf } from '../../src-shared/media-kit/kit-figures';
import {
  coreApiForTests,
  signUpCreator,
  type OfflineDesktop,
} from '../../tests/support/offline-desktop';
import { newKitCode } from '../exports/kit-code';
import { KitVerifications, kitVerifyUrl } from '../exports/kit-verification';
import { registerWithCoreApi } from './kit-export-records';
import { PendingVerifications } from './pending-verifications';

const coreApi = coreApiForTests();

function verifierFor(desktop: OfflineDesktop) {
  return new KitVerifications({
    baseUrl: async () => coreApi.server.url,
    register: registerWithCoreApi(desktop.api, desktop.session),
    pending: desktop.pending,
  });
}

async function verifyAnswer(url: string): Promise<{ status: number; answer?: KitVerifyAnswer }> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) return { status: response.status };
  const body = (await response.json()) as { response: KitVerifyAnswer };
  return { status: response.status, answer: body.response };
}

describe('pending verification records', () => {
  const recordOf = (code: string, figures: KitExportRecordInput['figures']) => ({
    code,
    exported_at: new Date(Date.now() - 60_000).toISOString(),
    figures,
  });

  it('registers each record once however often the syncs run, and forgets it once taken', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    const { kit } = await desktop.kits.kitFor(creator.accountId);
    const record = recordOf(newKitCode(), kitFiguresOf(kit));
    await desktop.pending.keep(creator.accountId, record);
    // The same record kept twice (a retried write) is one record.
    await desktop.pending.keep(creator.accountId, record);
    expect(await desktop.pending.count(creator.accountId)).toBe(1);

    const runs = await Promise.all([
      desktop.pending.registerAll(creator.accountId),
      desktop.pending.registerAll(creator.accountId),
      desktop.sync.sync(creator.accountId),
    ]);

    expect(runs.slice(0, 2)).toEqual([1, 1]);
    expect(await desktop.pending.count(creator.accountId)).toBe(0);
    // Registered again after a lost answer: the core API answers the stored record, no error.
    await registerWithCoreApi(desktop.api, desktop.session)(creator.accountId, record);
    expect(await desktop.pending.registerAll(creator.accountId)).toBe(0);
    const { answer } = await verifyAnswer(kitVerifyUrl(coreApi.server.url, record.code));
    expect(answer?.exported_at).toBe(record.exported_at);
  });

  it('drops, with a log line, a record whose code another export took, and registers the rest', async () => {
    const desktop = await coreApi.desktop();
    const owner = await signUpCreator(desktop);
    const ownerKit = (await desktop.kits.kitFor(owner.accountId)).kit;
    const taken = await verifierFor(desktop).verify({
      kit: ownerKit,
      offline: false,
      exportedAt: new Date(),
    });
    const creator = await signUpCreator(desktop);
    const { kit } = await desktop.kits.kitFor(creator.accountId);
    const logged: string[] = [];
    const pending = new PendingVerifications({
      folderFor: (accountId) => desktop.store.folderFor(accountId),
      register: registerWithCoreApi(desktop.api, desktop.session),
      log: (message) => logged.push(message),
    });
    const fine = recordOf(newKitCode(), kitFiguresOf(kit));
    await pending.keep(creator.accountId, recordOf(taken.code, kitFiguresOf(kit)));
    await pending.keep(creator.accountId, fine);

    expect(await pending.registerAll(creator.accountId)).toBe(1);

    expect(await pending.list(creator.accountId)).toEqual([]);
    expect(logged).toEqual([`kit verification ${taken.code} refused, dropped`]);
    expect((await verifyAnswer(kitVerifyUrl(coreApi.server.url, fine.code))).status).toBe(200);
    // The taken code still names its own creator.
    expect((await verifyAnswer(taken.url)).answer?.creator.handle).toBe(owner.user.vanity_name);
  });

  it('keeps every record for the next sync while the core API does not answer', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    const { kit } = await desktop.kits.kitFor(creator.accountId);
    await desktop.pending.keep(creator.accountId, recordOf(newKitCode(), kitFiguresOf(kit)));
    await desktop.pending.keep(creator.accountId, recordOf(newKitCode(), kitFiguresOf(kit)));
    desktop.goOffline();

    expect(await desktop.pending.registerAll(creator.accountId)).toBe(0);
    expect(await desktop.pending.count(creator.accountId)).toBe(2);

    desktop.goOnline();
    expect(await desktop.pending.registerAll(creator.accountId)).toBe(2);
    expect(await desktop.pending.count(creator.accountId)).toBe(0);
  });
});

describe('back online', () => {
  it('registers the records of every account of the desktop, not only the active one', async () => {
    const desktop = await coreApi.desktop();
    const first = await signUpCreator(desktop);
    const second = await signUpCreator(desktop);
    const records = new Map<string, KitExportRecordInput>();
    for (const creator of [first, second]) {
      const { kit } = await desktop.kits.kitFor(creator.accountId);
      const record = {
        code: newKitCode(),
        exported_at: new Date(Date.now() - 60_000).toISOString(),
        figures: kitFiguresOf(kit),
      };
      records.set(creator.accountId, record);
      await desktop.pending.keep(creator.accountId, record);
    }
    const everywhere = new PendingVerifications({
      folderFor: (accountId) => desktop.store.folderFor(accountId),
      root: desktop.store.root,
      register: registerWithCoreApi(desktop.api, desktop.session),
    });

    expect(await everywhere.registerEveryAccount()).toBe(2);

    for (const creator of [first, second]) {
      expect(await everywhere.count(creator.accountId)).toBe(0);
      const url = kitVerifyUrl(coreApi.server.url, records.get(creator.accountId)!.code);
      expect((await verifyAnswer(url)).answer?.creator.handle).toBe(creator.user.vanity_name);
    }
  });
});
