import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { AppSettings } from '../../src-shared/bridge/contract';
import type { FileDialogs } from '../exports/ports';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';
import { isInside, readDataLocation, writeDataLocation } from './data-location';

interface StoredSettings {
  /** A team server's base URL; null runs the embedded core API. */
  apiBaseUrl: string | null;
  /** The stories service's base URL; null is the core API's own `/v2`, whichever it is. */
  storiesBaseUrl: string | null;
}

/** `settings.json` as written by this app; fields a version did not write yet may be absent. */
const StoredSettingsSchema = v.looseObject({
  apiBaseUrl: v.optional(v.nullable(v.string())),
  storiesBaseUrl: v.optional(v.nullable(v.string())),
});

const urlOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

const PROBE_TIMEOUT_MS = 2_000;

/** Answers whether `baseUrl` answers its health route the way the core API does. */
export type CoreApiProbe = (baseUrl: string) => Promise<boolean>;

export const probeCoreApi: CoreApiProbe = async (baseUrl) => {
  try {
    const answer = await fetch(`${baseUrl}${ApiPath.health}`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: 'manual',
      headers: { Accept: 'application/json' },
    });
    if (answer.status !== 200) return false;
    const body = (await answer.json()) as { response?: { ok?: unknown } };
    return body.response?.ok === true;
  } catch {
    return false;
  }
};

export interface SettingsStoreOptions {
  /** Electron's own user-data folder, where the chosen data location is written. */
  defaultUserDataDir?: string;
  dialogs?: FileDialogs;
  probe?: CoreApiProbe;
}

const serverUnreachable = () =>
  new BridgeError({
    status: 400,
    code: ErrorCode.serverUnreachable,
    message: 'Ese servidor no responde como la API de Marca Creadores. Revisa la dirección.',
  });

const folderRefused = (message: string) =>
  new BridgeError({ status: 400, code: ErrorCode.folderNotUsable, message });

const noDialogs = () =>
  new BridgeError({
    status: 503,
    code: ErrorCode.internal,
    message: 'Esta función no está disponible aquí.',
  });

/** Writes and removes a file there: the only sure test that this user may write in it. */
async function isWritable(dir: string): Promise<boolean> {
  const probe = join(dir, `.marca-creadores-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(probe, '');
    await rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * User settings in `settings.json` of the user-data folder, plus the data folder's location,
 * which lives in the default user-data folder (`data-location.json`) and applies at the next start.
 */
export class SettingsStore {
  private readonly path: string;
  private readonly defaultUserDataDir: string;
  private readonly probe: CoreApiProbe;

  constructor(
    private readonly userDataDir: string,
    private readonly options: SettingsStoreOptions = {},
  ) {
    this.path = join(userDataDir, 'settings.json');
    this.defaultUserDataDir = options.defaultUserDataDir ?? userDataDir;
    this.probe = options.probe ?? probeCoreApi;
  }

  private async read(): Promise<StoredSettings> {
    const stored = await readJsonFile<Partial<StoredSettings>>(
      this.path,
      {},
      { schema: StoredSettingsSchema },
    );
    return {
      apiBaseUrl: urlOrNull(stored.apiBaseUrl),
      storiesBaseUrl: urlOrNull(stored.storiesBaseUrl),
    };
  }

  async get(): Promise<AppSettings> {
    const { apiBaseUrl, storiesBaseUrl } = await this.read();
    const location = readDataLocation(this.defaultUserDataDir);
    const pending =
      location && resolve(location.dataDir) !== resolve(this.userDataDir) ? location.dataDir : null;
    return {
      apiMode: apiBaseUrl ? 'remote' : 'embedded',
      apiBaseUrl,
      language: 'es-MX',
      dataDir: this.userDataDir,
      pendingDataDir: pending,
      storiesBaseUrl,
    };
  }

  /**
   * Keeps a team server only once it answers as a core API (the app would otherwise start
   * unable to sign anyone in); null goes back to the embedded one.
   */
  async saveApiSettings({ apiBaseUrl }: { apiBaseUrl: string | null }): Promise<AppSettings> {
    if (apiBaseUrl !== null && !(await this.probe(apiBaseUrl))) throw serverUnreachable();
    await writeJsonFileAtomic(this.path, { ...(await this.read()), apiBaseUrl });
    return this.get();
  }

  /**
   * Kept as given (the bridge schema has checked it): the stories service answers only signed-in
   * calls, so there is nothing to probe here; a wrong address shows when stories are opened.
   */
  async saveStoriesSettings({
    storiesBaseUrl,
  }: {
    storiesBaseUrl: string | null;
  }): Promise<AppSettings> {
    await writeJsonFileAtomic(this.path, { ...(await this.read()), storiesBaseUrl });
    return this.get();
  }

  /**
   * Native folder dialog; the chosen folder takes the data over at the next start (moved then,
   * before anything opens it). Closing the dialog changes nothing.
   */
  async chooseDataFolder(): Promise<AppSettings> {
    const dialogs = this.options.dialogs;
    if (!dialogs) throw noDialogs();
    const chosen = await dialogs.chooseFolder('Elige la carpeta para los datos de Marca Creadores');
    if (!chosen) return this.get();
    if (isInside(chosen, this.userDataDir)) {
      throw folderRefused('Esa carpeta está dentro de la carpeta de datos actual. Elige otra.');
    }
    if (!(await isWritable(chosen))) {
      throw folderRefused('No se puede escribir en esa carpeta. Elige otra.');
    }
    const staying = resolve(chosen) === resolve(this.userDataDir);
    await writeDataLocation(this.defaultUserDataDir, {
      dataDir: chosen,
      copyFrom: staying ? null : this.userDataDir,
    });
    return this.get();
  }

  async openDataFolder(): Promise<{ opened: true }> {
    const dialogs = this.options.dialogs;
    if (!dialogs) throw noDialogs();
    await dialogs.openPath(this.userDataDir);
    return { opened: true };
  }
}
