import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { MEDIA_KIT_CODE_PATTERN, type KitVerifyAnswer } from '../../src-shared/domain/media-kit';
import { kitFiguresOf } from '../../src-shared/media-kit/kit-figures';
import {
  coreApiForTests,
  signUpCreator,
  type OfflineDesktop,
} from '../../tests/support/offline-desktop';
import { registerWithCoreApi } from '../offline/kit-export-records';
import { newKitCode } from './kit-code';
import { KitVerifications, kitVerifyUrl } from './kit-verification';

const coreApi = coreApiForTests();

function verifierFor(desktop: OfflineDesktop, newCode?: () => string) {
  return new KitVerifications({
    // The kit's QR code names the server the account belongs to, even while it is unreachable.
    baseUrl: async () => coreApi.server.url,
    register: registerWithCoreApi(desktop.api, desktop.session),
    pending: desktop.pending,
    ...(newCode ? { newCode } : {}),
  });
}

/** What anyone who scans the kit's QR code learns (JSON, as an API caller asks). */
async function verifyAnswer(url: string): Promise<{ status: number; answer?: KitVerifyAnswer }> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) return { status: response.status };
  const body = (await response.json()) as { response: KitVerifyAnswer };
  return { status: response.status, answer: body.response };
}

describe('each exported kit’s verification', () => {
  it('registers the code with the core API before the kit is printed, and the QR code says where', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    const { kit } = await desktop.kits.kitFor(creator.accountId);
    const exportedAt = new Date(Date.now() - 60_000);

    const verification = await verifierFor(desktop).verify({ kit, offline: false, exportedAt });

    expect(verification.code).toMatch(MEDIA_KIT_CODE_PATTERN);
    expect(verification).toMatchObject({
      // The short address a person can type from paper; it leads to the verify route.
      url: `${coreApi.server.url}/v/${verification.code}`,
      registered: true,
    });
    expect(verification.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const { status, answer } = await verifyAnswer(verification.url);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      code: verification.code,
      exported_at: exportedAt.toISOString(),
      matches: true,
      creator: { handle: creator.user.vanity_name },
    });
    expect(answer?.printed).toEqual(kitFiguresOf(kit));
    expect(await desktop.pending.count(creator.accountId)).toBe(0);
  });

  it('keeps the record of a kit exported offline, and the account’s next sync registers it', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    await desktop.sync.sync(creator.accountId);
    desktop.goOffline();
    const offline = await desktop.kits.kitFor(creator.accountId);
    expect(offline).toMatchObject({ from_cache: true, pending_verifications: 0 });
    const exportedAt = new Date(Date.now() - 120_000);

    const verification = await verifierFor(desktop).verify({
      kit: offline.kit,
      offline: true,
      exportedAt,
    });

    expect(verification).toMatchObject({
      url: kitVerifyUrl(coreApi.server.url, verification.code),
      registered: false,
    });
    expect(await desktop.pending.list(creator.accountId)).toEqual([
      {
        code: verification.code,
        exported_at: exportedAt.toISOString(),
        figures: kitFiguresOf(offline.kit),
      },
    ]);
    expect((await desktop.kits.kitFor(creator.accountId)).pending_verifications).toBe(1);
    expect((await verifyAnswer(verification.url)).status).toBe(404);

    desktop.goOnline();
    const fresh = await desktop.kits.kitFor(creator.accountId);

    expect(fresh).toMatchObject({ from_cache: false, pending_verifications: 0 });
    const { status, answer } = await verifyAnswer(verification.url);
    expect(status).toBe(200);
    // The time printed on the kit, not the time it reached the server.
    expect(answer?.exported_at).toBe(exportedAt.toISOString());
    expect(answer?.matches).toBe(true);
  });

  it('keeps the record pending when the core API does not answer while a fresh kit is printed', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    const { kit } = await desktop.kits.kitFor(creator.accountId);
    desktop.goOffline();

    const verification = await verifierFor(desktop).verify({
      kit,
      offline: false,
      exportedAt: new Date(),
    });

    expect(verification.registered).toBe(false);
    expect(await desktop.pending.count(creator.accountId)).toBe(1);
  });

  it('takes a new code when the one drawn is already held by another export', async () => {
    const desktop = await coreApi.desktop();
    const first = await signUpCreator(desktop);
    const firstKit = (await desktop.kits.kitFor(first.accountId)).kit;
    const taken = await verifierFor(desktop).verify({
      kit: firstKit,
      offline: false,
      exportedAt: new Date(),
    });
    const second = await signUpCreator(desktop);
    const secondKit = (await desktop.kits.kitFor(second.accountId)).kit;
    const codes = [taken.code, newKitCode()];

    const verification = await verifierFor(desktop, () => codes.shift()!).verify({
      kit: secondKit,
      offline: false,
      exportedAt: new Date(),
    });

    expect(verification.registered).toBe(true);
    expect(verification.code).not.toBe(taken.code);
    expect((await verifyAnswer(verification.url)).answer?.creator.handle).toBe(
      second.user.vanity_name,
    );
  });
});

it('names the short verify address of the given server, whatever trailing slash it was written with', () => {
  expect(kitVerifyUrl('https://api.marca.mx/', 'ABCDEFGH12')).toBe(
    'https://api.marca.mx/v/ABCDEFGH12',
  );
  expect(kitVerifyUrl('http://127.0.0.1:4010', 'ABCDEFGH12')).toBe(
    `http://127.0.0.1:4010${ApiPath.mediaKitShortVerify('ABCDEFGH12')}`,
  );
});
