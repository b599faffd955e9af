import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

/**
 * Tests that need a part of the system (a browser, the Secret Service, PostgreSQL) ask here.
 * Locally a missing part skips those tests with the reason; with CI=true it is a failure, because
 * CI installs every part and a silent skip would hide a broken suite.
 */
export type SystemPartName = 'chromium' | 'secretService' | 'postgres';

export interface SystemPart {
  available: boolean;
  reason: string;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches every test launches Chromium with: Playwright Test's config and the kit renderer. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const inCi = process.env.CI === 'true';

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function probeSecretService(): Promise<SystemPart> {
  try {
    const keytar = (await import('keytar')).default;
    const service = 'marca-creadores-probe';
    const account = randomUUID();
    await withTimeout(keytar.setPassword(service, account, 'probe'), 5000, 'Secret Service');
    await keytar.deletePassword(service, account);
    return { available: true, reason: '' };
  } catch (error) {
    return {
      available: false,
      reason: `no Secret Service: ${(error as Error).message.split('\n')[0]}. Run under dbus-run-session with gnome-keyring unlocked (see README)`,
    };
  }
}

function probeChromium(): SystemPart {
  return existsSync(CHROMIUM_PATH)
    ? { available: true, reason: '' }
    : { available: false, reason: `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)` };
}

function probePostgres(): SystemPart {
  return process.env.DATABASE_URL
    ? { available: true, reason: '' }
    : { available: false, reason: 'DATABASE_URL is not set (see README for a throwaway cluster)' };
}

export async function systemPart(name: SystemPartName): Promise<SystemPart> {
  const part =
    name === 'chromium'
      ? probeChromium()
      : name === 'secretService'
        ? await probeSecretService()
        : probePostgres();
  if (!part.available && inCi) {
    throw new Error(`CI=true requires ${name}, but it is missing: ${part.reason}`);
  }
  return part;
}
