import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxDirFor, serverOptionsFromEnv } from './config';

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM', () => {
    expect(
      serverOptionsFromEnv({
        SMTP_URL: 'smtp://usuario:clave@mail.example.com:587',
        MAIL_FROM: 'Marca <hola@example.com>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtp://usuario:clave@mail.example.com:587',
      from: 'Marca <hola@example.com>',
    });
    expect(serverOptionsFromEnv({ SMTP_URL: 'smtps://mail.example.com' }).mail).toEqual({
      smtpUrl: 'smtps://mail.example.com',
    });
    expect(serverOptionsFromEnv({ MAIL_FROM: 'hola@example.com' }).mail).toEqual({
      from: 'hola@example.com',
    });
  });

  it('refuses an SMTP_URL of another scheme without repeating it (it holds a password)', () => {
    const read = () => serverOptionsFromEnv({ SMTP_URL: 'https://usuario:clave@example.com' });
    expect(read).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(read).not.toThrow(/clave/);
  });

  it('puts the outbox beside the data, or where told', () => {
    expect(outboxDirFor({ dataDir: '/datos' })).toBe(resolve('/datos/outbox'));
    expect(outboxDirFor({})).toBe(resolve('./.data/outbox'));
    expect(outboxDirFor({ dataDir: '/datos', mail: { outboxDir: 'buzon' } })).toBe(
      resolve('buzon'),
    );
  });
});
