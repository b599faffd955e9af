import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BridgeOutcome } from '../../src-shared/bridge/bridge-error';
import { defaultKitOptions, type KitOptions } from '../../src-shared/domain/media-kit';
import { AGENCY_LOGO_MAX_BYTES } from '../../src-shared/schemas/media-kit';
import { createDispatcher } from '../ipc/dispatcher';
import { createHandlers, type HandlerDeps } from '../ipc/handlers';
import { AgencyStore } from './agency-store';
import { KitOptionsStore } from './kit-options-store';
import { KitSettingsService } from './kit-settings';

const APP = 'app://renderer/index.html';
const ANA = 'embedded#ana';
const BETO = 'embedded#beto';

/** The real handlers and argument checks for the four kit-settings methods, on a temp folder. */
async function desktop({ active = ANA as string | null } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'kit-settings-'));
  const signedIn = new Set([ANA, BETO]);
  const kitSettings = new KitSettingsService({
    session: {
      activeAccountId: async () => active,
      findAccount: async (id) => (signedIn.has(id) ? ({ id } as never) : null),
    },
    options: new KitOptionsStore(dir),
    agency: new AgencyStore(dir),
  });
  const dispatch = createDispatcher({
    handlers: createHandlers({ kitSettings } as unknown as HandlerDeps),
    isTrustedSender: (url) => url === APP,
  });
  const call = <T>(method: string, args?: unknown) =>
    dispatch(method, args, APP) as Promise<BridgeOutcome<T>>;
  return { dir, call, kitSettings };
}

const letterInTeal = (): KitOptions => ({
  ...defaultKitOptions(),
  sections: { ...defaultKitOptions().sections, prices: false, collaborations: false },
  accent: '#0F766E',
  page_size: 'letter',
  format: 'png',
});

const png = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const agencyInput = {
  name: ' Agencia Norte ',
  contact_person: 'Laura Gómez',
  email: 'laura@agencianorte.mx',
  phone: '+52 55 1234 5678',
};

describe('kit options, remembered per account', () => {
  it('answers the defaults until the account saves some, then its own choices', async () => {
    const { call, dir } = await desktop();
    expect(await call('getKitOptions', {})).toEqual({ ok: true, value: defaultKitOptions() });

    const saved = await call('saveKitOptions', { options: letterInTeal() });

    // The colour is kept as the schema normalises it.
    const expected = { ...letterInTeal(), accent: '#0f766e' };
    expect(saved).toEqual({ ok: true, value: expected });
    expect(await call('getKitOptions', { accountId: ANA })).toEqual({ ok: true, value: expected });
    expect(await call('getKitOptions', { accountId: BETO })).toEqual({
      ok: true,
      value: defaultKitOptions(),
    });
    // A later start of the app reads the same file.
    expect(await new KitOptionsStore(dir).get(ANA)).toEqual(expected);
  });

  it('refuses options that break the rules, and keeps what was saved before', async () => {
    const { call, dir } = await desktop();
    await call('saveKitOptions', { accountId: BETO, options: letterInTeal() });
    const before = await readFile(join(dir, 'kit-options.json'), 'utf8');

    const badColour = await call('saveKitOptions', {
      accountId: BETO,
      options: { ...letterInTeal(), accent: 'teal' },
    });
    const unknownSection = await call('saveKitOptions', {
      accountId: BETO,
      options: { ...letterInTeal(), sections: { ...letterInTeal().sections, stories: true } },
    });
    const badSize = await call('saveKitOptions', {
      accountId: BETO,
      options: { ...letterInTeal(), page_size: 'legal' },
    });

    expect(badColour).toMatchObject({
      ok: false,
      error: { status: 400, fields: { 'options.accent': ['validation.colorInvalid'] } },
    });
    expect(unknownSection).toMatchObject({ ok: false, error: { status: 400 } });
    expect(badSize).toMatchObject({
      ok: false,
      error: { status: 400, fields: { 'options.page_size': ['validation.optionInvalid'] } },
    });
    expect(await readFile(join(dir, 'kit-options.json'), 'utf8')).toBe(before);
  });

  it('refuses an account not signed in here, and asks for a sign-in when nobody is', async () => {
    const { call } = await desktop();
    expect(
      await call('saveKitOptions', { accountId: 'embedded#nadie', options: letterInTeal() }),
    ).toMatchObject({ ok: false, error: { status: 404 } });
    const nobody = await desktop({ active: null });
    expect(await nobody.call('getKitOptions', {})).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
  });

  it('keeps the good choices of a hand-edited file and forgets a signed-out account', async () => {
    const { dir } = await desktop();
    await writeFile(
      join(dir, 'kit-options.json'),
      JSON.stringify({
        accounts: {
          [ANA]: {
            sections: { portfolio: false, extra: true },
            accent: 'rojo',
            page_size: 'letter',
          },
          [BETO]: letterInTeal(),
        },
      }),
    );
    const store = new KitOptionsStore(dir);
    expect(await store.get(ANA)).toEqual({
      ...defaultKitOptions(),
      sections: { ...defaultKitOptions().sections, portfolio: false },
      page_size: 'letter',
    });

    await store.forget(BETO);
    expect(await store.get(BETO)).toEqual(defaultKitOptions());
    expect((await store.get(ANA)).page_size).toBe('letter');
  });
});

describe('agency details, once per desktop', () => {
  it('are null until set; the logo is kept as a data: URL of its own bytes', async () => {
    const { call, dir } = await desktop();
    expect(await call('getAgencyDetails')).toEqual({ ok: true, value: null });
    const logo = await png();

    const saved = await call('saveAgencyDetails', { ...agencyInput, logo });

    const expected = {
      name: 'Agencia Norte',
      contact_person: 'Laura Gómez',
      email: 'laura@agencianorte.mx',
      phone: '+52 55 1234 5678',
      logo: `data:image/png;base64,${Buffer.from(logo).toString('base64')}`,
    };
    expect(saved).toEqual({ ok: true, value: expected });
    expect(await call('getAgencyDetails')).toEqual({ ok: true, value: expected });
    expect(await new AgencyStore(dir).get()).toEqual(expected);
  });

  it('keeps the logo when none is sent, drops it on remove_logo, and clears all when all is empty', async () => {
    const { call, dir } = await desktop();
    await call('saveAgencyDetails', { ...agencyInput, logo: await png() });

    const renamed = await call<{ logo: string | null }>('saveAgencyDetails', {
      ...agencyInput,
      name: 'Agencia Sur',
    });
    expect(renamed).toMatchObject({ ok: true, value: { name: 'Agencia Sur' } });
    expect(renamed.ok && renamed.value.logo).toMatch(/^data:image\/png;base64,/);

    expect(
      await call('saveAgencyDetails', { ...agencyInput, name: 'Agencia Sur', remove_logo: true }),
    ).toMatchObject({ ok: true, value: { name: 'Agencia Sur', logo: null } });

    const cleared = await call('saveAgencyDetails', {
      name: ' ',
      contact_person: '',
      email: '',
      phone: '',
      remove_logo: true,
    });
    expect(cleared).toEqual({ ok: true, value: null });
    expect(await call('getAgencyDetails')).toEqual({ ok: true, value: null });
    await expect(readFile(join(dir, 'agency.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a bad e-mail, phone, an image that is not one, or one too large, and changes nothing', async () => {
    const { call, dir } = await desktop();
    await call('saveAgencyDetails', { ...agencyInput, logo: await png() });
    const before = await readFile(join(dir, 'agency.json'), 'utf8');
    const tooLarge = new Uint8Array(AGENCY_LOGO_MAX_BYTES + 1);
    tooLarge.set(await png());

    const answers = await Promise.all([
      call('saveAgencyDetails', { ...agencyInput, email: 'laura@' }),
      call('saveAgencyDetails', { ...agencyInput, phone: '55-12' }),
      call('saveAgencyDetails', {
        ...agencyInput,
        logo: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      }),
      call('saveAgencyDetails', { ...agencyInput, logo: tooLarge }),
      call('saveAgencyDetails', { ...agencyInput, name: 'x'.repeat(81) }),
    ]);

    expect(answers.map((answer) => !answer.ok && answer.error.fields)).toEqual([
      { email: ['validation.emailInvalid'] },
      { phone: ['validation.phoneInvalid'] },
      { logo: ['validation.imageType'] },
      { logo: ['validation.imageTooLarge'] },
      { name: ['validation.textTooLong'] },
    ]);
    expect(await readFile(join(dir, 'agency.json'), 'utf8')).toBe(before);
  });

  it('prints no logo whose stored bytes are not an image any more', async () => {
    const { dir } = await desktop();
    await writeFile(
      join(dir, 'agency.json'),
      JSON.stringify({ ...agencyInput, logo: `data:image/png;base64,${btoa('<script>')}` }),
    );
    expect(await new AgencyStore(dir).get()).toMatchObject({ name: 'Agencia Norte', logo: null });
  });
});
