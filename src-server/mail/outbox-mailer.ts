import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { composeMail } from './compose-mail';
import type { Mailer } from './mailer';
import { loadNodemailer } from '../lazy/libraries';
import { loadOnce } from '../lazy/load-once';

/**
 * Writes each message as an RFC 5322 `.eml` file into `dir` instead of sending it: the embedded
 * default has no mail server, and a desktop user (or a developer) opens the file with any mail
 * program. Names start with the time so the folder lists in order; the file appears whole
 * (written under a temporary name, then renamed).
 */
export function createOutboxMailer(dir: string, from: string, now: () => Date): Mailer {
  const composer = loadOnce(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    send: async (mail) => {
      const info = await (await composer()).sendMail(composeMail(from, mail));
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('outbox: the message was not buffered');
      // Reset codes are live credentials: only this account may read them.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${randomUUID()}.eml`);
      const temporary = `${file}.tmp`;
      try {
        await writeFile(temporary, message, { flag: 'wx', mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
