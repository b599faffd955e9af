import { join } from 'node:path';
import type { AppSettings } from '../../src-shared/bridge/contract';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';

interface StoredSettings {
  /** A team server's base URL; null runs the embedded core API. */
  apiBaseUrl: string | null;
}

const DEFAULTS: StoredSettings = { apiBaseUrl: null };

/** User settings in `settings.json` of the user-data folder. */
export class SettingsStore {
  private readonly path: string;

  constructor(userDataDir: string) {
    this.path = join(userDataDir, 'settings.json');
  }

  private async read(): Promise<StoredSettings> {
    const stored = await readJsonFile<Partial<StoredSettings>>(this.path, {});
    const apiBaseUrl =
      typeof stored.apiBaseUrl === 'string' && stored.apiBaseUrl.length > 0
        ? stored.apiBaseUrl
        : null;
    return { ...DEFAULTS, apiBaseUrl };
  }

  async get(): Promise<AppSettings> {
    const { apiBaseUrl } = await this.read();
    return { apiMode: apiBaseUrl ? 'remote' : 'embedded', apiBaseUrl, language: 'es-MX' };
  }

  async setApiBaseUrl(apiBaseUrl: string | null): Promise<void> {
    await writeJsonFileAtomic(this.path, { ...(await this.read()), apiBaseUrl });
  }
}
