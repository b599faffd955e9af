import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src-server/index';
import type { FileDialogs } from '../exports/ports';
import { DATA_LOCATION_FILE, resolveDataFolder } from './data-location';
import { SettingsStore } from './settings-store';
import { fromTemplate } from '../../tests/support/test-database';

/** The native dialogs as a user would answer them: a folder picked, or the dialog closed. */
function dialogsAnswering(folder: string | null) {
  const opened: string[] = [];
  const dialogs: FileDialogs = {
    chooseSavePath: async () => null,
    chooseFolder: async () => folder,
    reveal: () => undefined,
    openPath: async (path) => {
      opened.push(path);
    },
  };
  return { dialogs, opened };
}

const temporaryFolder = (prefix: string) => mkdtemp(join(tmpdir(), prefix));

describe('settings', () => {
  it('starts on the embedded core API, in the default data folder', async () => {
    const dir = await temporaryFolder('settings-');
    expect(await new SettingsStore(dir).get()).toEqual({
      apiMode: 'embedded',
      apiBaseUrl: null,
      language: 'es-MX',
      dataDir: dir,
      pendingDataDir: null,
      storiesBaseUrl: null,
    });
  });

  it('keeps a stories service address apart from the server choice, null going back to /v2', async () => {
    const dir = await temporaryFolder('settings-');
    const store = new SettingsStore(dir);
    expect(
      await store.saveStoriesSettings({ storiesBaseUrl: 'https://historias.ejemplo.mx/v2' }),
    ).toMatchObject({ apiBaseUrl: null, storiesBaseUrl: 'https://historias.ejemplo.mx/v2' });
    expect((await new SettingsStore(dir).get()).storiesBaseUrl).toBe(
      'https://historias.ejemplo.mx/v2',
    );
    // Going back to the embedded API does not forget it.
    await store.saveApiSettings({ apiBaseUrl: null });
    expect((await store.get()).storiesBaseUrl).toBe('https://historias.ejemplo.mx/v2');
    expect((await store.saveStoriesSettings({ storiesBaseUrl: null })).storiesBaseUrl).toBeNull();
  });

  it('keeps a team server only when it answers as a core API', async () => {
    const dir = await temporaryFolder('settings-');
    const store = new SettingsStore(dir);
    const team = await startServer({ ...fromTemplate() });
    try {
      expect(await store.saveApiSettings({ apiBaseUrl: team.url })).toMatchObject({
        apiMode: 'remote',
        apiBaseUrl: team.url,
      });
      expect((await new SettingsStore(dir).get()).apiBaseUrl).toBe(team.url);
    } finally {
      await team.close();
    }

    const refused = {
      status: 400,
      code: 'server_unreachable',
      message: 'Ese servidor no responde como la API de Marca Creadores. Revisa la dirección.',
    };
    // Now it does not answer at all.
    await expect(store.saveApiSettings({ apiBaseUrl: team.url })).rejects.toMatchObject(refused);

    const website = createServer((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Hola</h1>'),
    );
    await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
    const websiteUrl = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
    await expect(store.saveApiSettings({ apiBaseUrl: websiteUrl })).rejects.toMatchObject(refused);
    await new Promise((resolve) => website.close(resolve));

    expect((await store.get()).apiBaseUrl).toBe(team.url);
    expect(await store.saveApiSettings({ apiBaseUrl: null })).toMatchObject({
      apiMode: 'embedded',
      apiBaseUrl: null,
    });
  });

  it('records a chosen data folder for the next start; closing the dialog changes nothing', async () => {
    const defaultDir = await temporaryFolder('settings-default-');
    const chosen = await temporaryFolder('settings-chosen-');
    const closed = new SettingsStore(defaultDir, dialogsAnswering(null));
    expect((await closed.chooseDataFolder()).pendingDataDir).toBeNull();

    const store = new SettingsStore(defaultDir, dialogsAnswering(chosen));
    expect(await store.chooseDataFolder()).toMatchObject({
      dataDir: defaultDir,
      pendingDataDir: chosen,
    });
    expect(JSON.parse(await readFile(join(defaultDir, DATA_LOCATION_FILE), 'utf8'))).toEqual({
      dataDir: chosen,
      copyFrom: defaultDir,
    });
    // After the restart the data lives there and nothing is pending.
    const restarted = new SettingsStore(resolveDataFolder(defaultDir), {
      defaultUserDataDir: defaultDir,
    });
    expect(await restarted.get()).toMatchObject({ dataDir: chosen, pendingDataDir: null });
  });

  it('refuses a folder it cannot write in, or one inside the current data folder', async () => {
    const dir = await temporaryFolder('settings-');
    const missing = join(await temporaryFolder('settings-elsewhere-'), 'no-existe');
    await expect(
      new SettingsStore(dir, dialogsAnswering(missing)).chooseDataFolder(),
    ).rejects.toMatchObject({
      status: 400,
      code: 'folder_not_usable',
      message: 'No se puede escribir en esa carpeta. Elige otra.',
    });
    await mkdir(join(dir, 'offline'));
    await expect(
      new SettingsStore(dir, dialogsAnswering(join(dir, 'offline'))).chooseDataFolder(),
    ).rejects.toMatchObject({ status: 400, code: 'folder_not_usable' });
    expect((await new SettingsStore(dir).get()).pendingDataDir).toBeNull();
  });

  it('opens the data folder in the file manager', async () => {
    const dir = await temporaryFolder('settings-');
    const { dialogs, opened } = dialogsAnswering(null);
    expect(await new SettingsStore(dir, { dialogs }).openDataFolder()).toEqual({ opened: true });
    expect(opened).toEqual([dir]);
  });
});

describe('data folder at start-up', () => {
  it('uses the default folder until one is chosen', async () => {
    const defaultDir = await temporaryFolder('data-default-');
    expect(resolveDataFolder(defaultDir)).toBe(defaultDir);
  });

  it('moves the data into the chosen folder once, before anything opens it', async () => {
    const defaultDir = await temporaryFolder('data-default-');
    const chosen = await temporaryFolder('data-chosen-');
    await writeFile(join(defaultDir, 'accounts.json'), '{"accounts":[]}');
    await mkdir(join(defaultDir, 'offline', 'abc'), { recursive: true });
    await writeFile(join(defaultDir, 'offline', 'abc', 'snapshot.json'), '{}');
    await writeFile(join(chosen, 'notas.txt'), 'mías');
    await writeFile(
      join(defaultDir, DATA_LOCATION_FILE),
      JSON.stringify({ dataDir: chosen, copyFrom: defaultDir }),
    );

    expect(resolveDataFolder(defaultDir)).toBe(chosen);
    expect(await readFile(join(chosen, 'accounts.json'), 'utf8')).toBe('{"accounts":[]}');
    expect(await readFile(join(chosen, 'offline', 'abc', 'snapshot.json'), 'utf8')).toBe('{}');
    expect(await readFile(join(chosen, 'notas.txt'), 'utf8')).toBe('mías');
    expect(JSON.parse(await readFile(join(defaultDir, DATA_LOCATION_FILE), 'utf8'))).toEqual({
      dataDir: chosen,
      copyFrom: null,
    });

    // The next start finds it settled: nothing is copied again.
    await writeFile(join(defaultDir, 'accounts.json'), '{"accounts":["viejo"]}');
    expect(resolveDataFolder(defaultDir)).toBe(chosen);
    expect(await readFile(join(chosen, 'accounts.json'), 'utf8')).toBe('{"accounts":[]}');
  });

  it('keeps the data where it was when the chosen folder cannot be used', async () => {
    const defaultDir = await temporaryFolder('data-default-');
    const blocker = join(defaultDir, 'un-archivo');
    await writeFile(blocker, '');
    await writeFile(
      join(defaultDir, DATA_LOCATION_FILE),
      JSON.stringify({ dataDir: join(blocker, 'datos'), copyFrom: defaultDir }),
    );
    expect(resolveDataFolder(defaultDir)).toBe(defaultDir);
  });
});
