import { describe, expect, it, vi } from 'vitest';
import type { EventSink } from '../ipc/event-sink';
import { deepLinkInArgv, parseDeepLink } from './deep-link';
import { DeepLinkInbox, handingOverLinks } from './deep-link-inbox';
import { resetLink } from '../../src-server/mail/reset-mail';

const CODE = 'Zx9_aB-cD3eF4gH5iJ6kL7mN8';

describe('links from the reset mail', () => {
  it('reads the link the mail carries', () => {
    expect(parseDeepLink(resetLink(CODE))).toEqual({
      ok: true,
      link: { action: 'resetPassword', token: CODE },
    });
    expect(parseDeepLink(`marcacreadores://reset-password/?token=${CODE}`).ok).toBe(true);
  });

  it.each([
    ['another action', `marcacreadores://delete-account?token=${CODE}`],
    ['another path', `marcacreadores://reset-password/extra?token=${CODE}`],
    ['no code', 'marcacreadores://reset-password'],
    ['a malformed code', 'marcacreadores://reset-password?token=short'],
    ['a code with other characters', `marcacreadores://reset-password?token=${CODE}%3Cscript%3E`],
    ['a repeated code', `marcacreadores://reset-password?token=${CODE}&token=${CODE}`],
    [
      'an extra parameter',
      `marcacreadores://reset-password?token=${CODE}&next=https://evil.example`,
    ],
    ['credentials', `marcacreadores://user:pw@reset-password?token=${CODE}`],
    ['a fragment', `marcacreadores://reset-password?token=${CODE}#x`],
    ['another scheme', `https://reset-password?token=${CODE}`],
    ['not a URL', 'marcacreadores'],
    ['a huge link', `marcacreadores://reset-password?token=${'a'.repeat(600)}`],
  ])('refuses %s', (_case, link) => {
    expect(parseDeepLink(link).ok).toBe(false);
  });

  it('finds the link among the arguments a second launch hands over', () => {
    expect(deepLinkInArgv(['/opt/app/marca', '--allow-file-access', resetLink(CODE)])).toBe(
      resetLink(CODE),
    );
    expect(deepLinkInArgv(['/opt/app/marca', '--x=marcacreadores://reset-password'])).toBeNull();
    expect(deepLinkInArgv(['/opt/app/marca'])).toBeNull();
  });
});

describe('links from a mail’s unsubscribe line (the embedded API’s mails)', () => {
  const SIGNATURE = 'Ab9_-cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV2wX3yZ4a5';
  const link = `marcacreadores://unsubscribe?to_email=ana%2B1%40correo.mx&signature=${SIGNATURE}`;

  it('reads the address and its signature', () => {
    expect(parseDeepLink(link)).toEqual({
      ok: true,
      link: { action: 'unsubscribe', email: 'ana+1@correo.mx', signature: SIGNATURE },
    });
  });

  it.each([
    ['no signature', 'marcacreadores://unsubscribe?to_email=ana%40correo.mx'],
    ['no address', `marcacreadores://unsubscribe?signature=${SIGNATURE}`],
    ['not an address', `marcacreadores://unsubscribe?to_email=ana&signature=${SIGNATURE}`],
    ['a short signature', 'marcacreadores://unsubscribe?to_email=ana%40correo.mx&signature=abc'],
    ['an extra parameter', `${link}&next=https://evil.example`],
    ['a repeated address', `${link}&to_email=otra%40correo.mx`],
    ['another path', link.replace('unsubscribe?', 'unsubscribe/x?')],
  ])('refuses %s', (_case, refused) => {
    expect(parseDeepLink(refused).ok).toBe(false);
  });
});

describe('the deep-link inbox', () => {
  function inbox() {
    const emit = vi.fn();
    const log = vi.fn();
    const reveal = vi.fn();
    const events: EventSink = { emit };
    return { emit, log, reveal, inbox: new DeepLinkInbox({ events, log, reveal }) };
  }

  it('holds a link that came with the start until the renderer listens', () => {
    const { emit, reveal, inbox: links } = inbox();
    links.receive(resetLink(CODE));
    expect(emit).not.toHaveBeenCalled();
    expect(reveal).toHaveBeenCalledOnce();
    links.rendererReady();
    expect(emit).toHaveBeenCalledExactlyOnceWith('passwordResetLinkOpened', { token: CODE });
    links.rendererReady();
    expect(emit).toHaveBeenCalledOnce();
  });

  it('hands a link over at once while the app runs', () => {
    const { emit, inbox: links } = inbox();
    links.rendererReady();
    links.receive(resetLink(CODE));
    expect(emit).toHaveBeenCalledExactlyOnceWith('passwordResetLinkOpened', { token: CODE });
  });

  it('ignores and logs anything else, without repeating its values', () => {
    const { emit, log, reveal, inbox: links } = inbox();
    links.rendererReady();
    links.receive('marcacreadores://delete-account?token=secret-value-123456789');
    expect(emit).not.toHaveBeenCalled();
    expect(reveal).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledExactlyOnceWith('[deep-link] ignored a link: unknown action');
  });
});

describe('handing a start-up link over', () => {
  it('waits for the app window’s first answered getSession, after it subscribed', async () => {
    const emit = vi.fn();
    const links = new DeepLinkInbox({ events: { emit }, log: vi.fn() });
    links.receive(resetLink(CODE));
    const dispatch = vi.fn(async (method: string) =>
      method === 'getSession' ? { ok: true as const, value: {} } : { ok: true as const, value: 1 },
    );
    const refused = vi.fn(async () => ({
      ok: false as const,
      error: { status: 403, code: 'untrusted_sender', message: 'no' },
    }));

    await handingOverLinks(refused, links)('getSession', undefined, 'https://evil.example/');
    await handingOverLinks(dispatch, links)('getSettings', undefined, 'app://renderer/');
    expect(emit).not.toHaveBeenCalled();

    await handingOverLinks(dispatch, links)('getSession', undefined, 'app://renderer/');
    expect(emit).toHaveBeenCalledExactlyOnceWith('passwordResetLinkOpened', { token: CODE });
  });
});
