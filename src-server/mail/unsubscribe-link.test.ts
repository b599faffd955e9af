import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../config';
import type { OutgoingMail } from './mailer';
import { withSignedUnsubscribe } from './signed-unsubscribe-mailer';
import {
  isUnsubscribeSignatureValid,
  unsubscribeLink,
  unsubscribeSignature,
} from './unsubscribe-link';
import { UNSUBSCRIBE_SECRET_FILE, unsubscribeSecretFor } from './unsubscribe-secret';

const SECRET = 'clave-de-prueba-0123456789abcdef-0123';

describe('Signed unsubscribe links', () => {
  it('accept the address’s own signature only, whatever its case', () => {
    const signature = unsubscribeSignature(SECRET, 'ana+1@correo.mx');
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(isUnsubscribeSignatureValid(SECRET, ' ANA+1@correo.mx ', signature)).toBe(true);
    expect(isUnsubscribeSignatureValid(SECRET, 'beto@correo.mx', signature)).toBe(false);
    expect(
      isUnsubscribeSignatureValid(
        'otra-clave-0123456789abcdef-0123456',
        'ana+1@correo.mx',
        signature,
      ),
    ).toBe(false);
    for (const forged of [undefined, '', signature.slice(1), `${signature}A`, ['x']]) {
      expect(isUnsubscribeSignatureValid(SECRET, 'ana+1@correo.mx', forged)).toBe(false);
    }
  });

  it('are signed by the mailer as each mail leaves', async () => {
    const sent: OutgoingMail[] = [];
    const mailer = withSignedUnsubscribe({ send: async (mail) => void sent.push(mail) }, SECRET);
    const link = unsubscribeLink('https://api.example.com', 'ana+1@correo.mx');
    await mailer.send({ to: 'ana+1@correo.mx', subject: 'Hola', text: 'x', unsubscribeUrl: link });
    expect(sent[0]?.unsubscribeUrl).toBe(
      `${link}&signature=${unsubscribeSignature(SECRET, 'ana+1@correo.mx')}`,
    );
  });

  it('take UNSUBSCRIBE_SECRET from the environment, refusing a short one without echoing it', () => {
    expect(serverOptionsFromEnv({ UNSUBSCRIBE_SECRET: ` ${SECRET} ` }).unsubscribeSecret).toBe(
      SECRET,
    );
    expect(() => serverOptionsFromEnv({ UNSUBSCRIBE_SECRET: 'corta-123' })).toThrow(
      /^UNSUBSCRIBE_SECRET must have at least 32 characters$/,
    );
  });

  it('keep one generated secret per PGlite folder, readable by its owner only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'unsubscribe-secret-'));
    try {
      const first = await unsubscribeSecretFor({ dataDir });
      expect(first).toMatchObject({ persistent: true });
      expect(await unsubscribeSecretFor({ dataDir })).toEqual(first);
      const file = join(dataDir, UNSUBSCRIBE_SECRET_FILE);
      expect(await readFile(file, 'utf8')).toBe(first.secret);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await unsubscribeSecretFor({ dataDir, unsubscribeSecret: SECRET })).toEqual({
        secret: SECRET,
        persistent: true,
      });
      // In memory: a key of this process only, said so.
      const inMemory = await unsubscribeSecretFor({});
      expect(inMemory.persistent).toBe(false);
      expect(inMemory.secret).not.toBe((await unsubscribeSecretFor({})).secret);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
