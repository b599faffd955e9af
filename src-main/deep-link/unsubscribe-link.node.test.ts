import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { signedInCreator } from '../../tests/support/signed-in-creator';
import { fromTemplate } from '../../tests/support/test-database';
import { AccountService } from '../marketplace/account-service';
import { DeepLinkInbox } from './deep-link-inbox';

let server: RunningServer;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'unsubscribe-link-outbox-'));
  // The embedded default: loopback, no PUBLIC_URL, mail kept in the outbox folder.
  server = await startServer({
    ...fromTemplate(),
    mail: { outboxDir: outbox },
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
});
afterAll(async () => {
  await server.close();
  await rm(outbox, { recursive: true, force: true });
});

/** The unsubscribe link of the first mail the outbox receives. */
async function mailedLink(): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    if (files.length > 0) {
      const raw = await readFile(join(outbox, files[0]!), 'utf8');
      // Headers end at the first blank line; a long one is folded onto indented lines.
      const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
      return /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail arrived');
}

const unsubscribed = (email: string) =>
  server.db.selectFrom('email_unsubscribes').select('email').where('email', '=', email).execute();

describe('the embedded API’s unsubscribe link, opened in the app', () => {
  it('reaches the API the app uses now, records the address, and tells the window', async () => {
    const { api, session, user } = await signedInCreator(server.url);
    const { email } = user;
    const account = new AccountService(api, session);
    await account.requestPasswordReset({ email });
    const link = await mailedLink();
    expect(link).toMatch(/^marcacreadores:\/\/unsubscribe\?to_email=[^&]+&signature=[\w-]{43}$/);

    const emit = vi.fn();
    const inbox = new DeepLinkInbox({
      events: { emit },
      log: () => undefined,
      unsubscribe: (address, signature) => account.unsubscribeByLink(address, signature),
    });
    inbox.receive(link);
    expect(emit).not.toHaveBeenCalled();
    inbox.rendererReady();
    await vi.waitFor(() => expect(emit).toHaveBeenCalledOnce());
    expect(emit).toHaveBeenCalledWith('unsubscribeLinkOpened', {
      ok: true,
      email,
      message: expect.stringContaining('ya no te enviaremos correos informativos'),
    });
    expect(await unsubscribed(email)).toEqual([{ email }]);

    // Another address under this link's signature: the server refuses, the window says why.
    const forged = link.replace(/to_email=[^&]+/, 'to_email=otra%40correo.mx');
    inbox.receive(forged);
    await vi.waitFor(() => expect(emit).toHaveBeenCalledTimes(2));
    expect(emit).toHaveBeenLastCalledWith('unsubscribeLinkOpened', {
      ok: false,
      email: 'otra@correo.mx',
      message: expect.stringContaining('no es válido'),
    });
    expect(await unsubscribed('otra@correo.mx')).toEqual([]);
  });

  it('says the server did not answer when the app has no API to reach', async () => {
    const emit = vi.fn();
    const inbox = new DeepLinkInbox({
      events: { emit },
      log: () => undefined,
      unsubscribe: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    inbox.rendererReady();
    inbox.receive(
      `marcacreadores://unsubscribe?to_email=ana%40correo.mx&signature=${'a'.repeat(43)}`,
    );
    await vi.waitFor(() =>
      expect(emit).toHaveBeenCalledWith('unsubscribeLinkOpened', {
        ok: false,
        email: 'ana@correo.mx',
        message: null,
      }),
    );
  });
});
