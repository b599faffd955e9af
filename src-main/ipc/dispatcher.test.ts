import { describe, expect, it, vi } from 'vitest';
import { createDispatcher, type BridgeHandlers } from './dispatcher';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { KeychainUnavailableError } from '../keychain/token-store';
import { bridgeMethodNames } from '../../src-shared/bridge/contract';

const APP = 'app://renderer/index.html';

function handlersWith(overrides: Partial<BridgeHandlers>): BridgeHandlers {
  const fallback = Object.fromEntries(
    bridgeMethodNames.map((name) => [name, vi.fn(async () => `${name} ran`)]),
  ) as unknown as BridgeHandlers;
  return { ...fallback, ...overrides };
}

const dispatcherFor = (handlers: BridgeHandlers, onUnexpectedError = vi.fn()) =>
  createDispatcher({
    handlers,
    isTrustedSender: (url) => url.startsWith('app://renderer/'),
    onUnexpectedError,
  });

describe('bridge dispatcher', () => {
  it('runs the handler with the validated arguments', async () => {
    const signIn = vi.fn(async () => ({ user: null, activeAccountId: null, accounts: [] }));
    const dispatch = dispatcherFor(handlersWith({ signIn }));
    const outcome = await dispatch(
      'signIn',
      { email: ' Ana@Ejemplo.MX ', password: 'secreta123' },
      APP,
    );
    expect(outcome.ok).toBe(true);
    // The schema's transforms ran: the handler sees the normalised e-mail.
    expect(signIn).toHaveBeenCalledWith({ email: 'ana@ejemplo.mx', password: 'secreta123' });
  });

  it('refuses calls from pages that are not the app, before any handler runs', async () => {
    const getSession = vi.fn();
    const dispatch = dispatcherFor(handlersWith({ getSession }));
    const outcome = await dispatch('getSession', undefined, 'https://evil.example/');
    expect(outcome).toMatchObject({ ok: false, error: { status: 403, code: 'untrusted_sender' } });
    expect(await dispatch('getSession', undefined, '')).toMatchObject({ ok: false });
    expect(getSession).not.toHaveBeenCalled();
  });

  it('reports each refused caller by method and origin, never the page’s query', async () => {
    const onRefusedSender = vi.fn();
    const dispatch = createDispatcher({
      handlers: handlersWith({}),
      isTrustedSender: (url) => url.startsWith('app://renderer/'),
      onRefusedSender,
    });
    await dispatch('getSession', undefined, 'https://evil.example/page?token=secret');
    await dispatch('signIn', {}, '');
    await dispatch('getSession', undefined, APP);
    expect(onRefusedSender.mock.calls).toEqual([
      ['getSession', 'https://evil.example'],
      ['signIn', '(a subframe or an unknown page)'],
    ]);
  });

  it('refuses arguments of the wrong shape with the offending fields', async () => {
    const signIn = vi.fn();
    const dispatch = dispatcherFor(handlersWith({ signIn }));
    const outcome = await dispatch('signIn', { email: 42, password: 'x', extra: true }, APP);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ status: 400, code: 'invalid_arguments' });
    expect(Object.keys(outcome.error.fields ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(await dispatch('getSession', 'surprise', APP)).toMatchObject({ ok: false });
    expect(await dispatch('defineRole', { role: 'admin' }, APP)).toMatchObject({ ok: false });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('refuses methods the contract does not name', async () => {
    const dispatch = dispatcherFor(handlersWith({}));
    expect(await dispatch('toString', undefined, APP)).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(await dispatch('__proto__', undefined, APP)).toMatchObject({ ok: false });
  });

  it('passes typed errors through and hides unexpected ones', async () => {
    const typed = new BridgeError({ status: 409, code: 'email_in_use', message: 'Ya existe.' });
    const onUnexpected = vi.fn();
    const dispatch = dispatcherFor(
      handlersWith({
        signUp: async () => {
          throw typed;
        },
        getSession: async () => {
          throw new Error('disk on fire at /secret/path');
        },
        getProfile: async () => {
          throw new KeychainUnavailableError(new Error('dbus'));
        },
      }),
      onUnexpected,
    );
    expect(await dispatch('signUp', { email: 'a@b.mx', password: '12345678' }, APP)).toEqual({
      ok: false,
      error: { status: 409, code: 'email_in_use', message: 'Ya existe.' },
    });
    const hidden = await dispatch('getSession', undefined, APP);
    expect(hidden).toMatchObject({ ok: false, error: { status: 500, code: 'internal_error' } });
    expect(JSON.stringify(hidden)).not.toContain('/secret/path');
    expect(onUnexpected).toHaveBeenCalledOnce();
    expect(await dispatch('getProfile', undefined, APP)).toMatchObject({
      ok: false,
      error: { status: 503, code: 'keychain_unavailable' },
    });
  });

  it('refuses wizard saves and avatars that break the shared rules, before any handler runs', async () => {
    const saveProfileSection = vi.fn();
    const uploadProfileImage = vi.fn();
    const dispatch = dispatcherFor(handlersWith({ saveProfileSection, uploadProfileImage }));
    const profile = { first_name: 'Ana', last_name: 'López', birthday: '1995-04-12' };

    const withContact = await dispatch(
      'saveProfileSection',
      { section: 'profile', values: { ...profile, question_text: 'Llámame al 55 1234 5678' } },
      APP,
    );
    expect(withContact).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_arguments',
        fields: { 'values.question_text': ['negativeContent.findInfoContact'] },
      },
    });
    // Fields of another step under a section name are refused too.
    expect(
      await dispatch(
        'saveProfileSection',
        { section: 'vanity', values: { ...profile, question_text: 'Hola' } },
        APP,
      ),
    ).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } });

    const gif = new TextEncoder().encode('GIF89a not really');
    expect(
      await dispatch('uploadProfileImage', { bytes: gif, fileName: 'foto.png' }, APP),
    ).toMatchObject({
      ok: false,
      error: { fields: { bytes: ['validation.imageType'] } },
    });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(
      await dispatch('uploadProfileImage', { bytes: huge, fileName: 'foto.jpg' }, APP),
    ).toMatchObject({
      ok: false,
      error: { fields: { bytes: ['validation.imageTooLarge'] } },
    });
    expect(
      await dispatch('uploadProfileImage', { bytes: 'ZmFrZQ==', fileName: 'foto.jpg' }, APP),
    ).toMatchObject({
      ok: false,
    });
    expect(saveProfileSection).not.toHaveBeenCalled();
    expect(uploadProfileImage).not.toHaveBeenCalled();
  });
});
