import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileDialogs } from '../exports/ports';
import { saveWithDialog } from './save-file';

function dialogsAnswering(path: string | null) {
  const revealed: string[] = [];
  const dialogs: FileDialogs = {
    chooseSavePath: async () => path,
    chooseFolder: async () => null,
    reveal: (shown) => revealed.push(shown),
    openPath: async () => undefined,
  };
  return { dialogs, revealed };
}

const file = {
  bytes: Uint8Array.from([1, 2, 3]),
  defaultName: 'a.mp4',
  kind: 'mp4',
  title: 'T',
} as const;

describe('saving a file through the save dialog', () => {
  it('adds the extension a dialog left out, and shows the file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'save-file-'));
    const { dialogs, revealed } = dialogsAnswering(join(folder, 'mi historia'));
    expect(await saveWithDialog(dialogs, file)).toEqual({
      saved: true,
      fileName: 'mi historia.mp4',
    });
    expect([...(await readFile(join(folder, 'mi historia.mp4')))]).toEqual([1, 2, 3]);
    expect(revealed).toEqual([join(folder, 'mi historia.mp4')]);
  });

  it('fails with export_failed and leaves nothing when the folder is gone', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'save-file-'));
    const { dialogs, revealed } = dialogsAnswering(join(folder, 'no-existe', 'a.mp4'));
    await expect(saveWithDialog(dialogs, file)).rejects.toMatchObject({
      status: 500,
      code: 'export_failed',
    });
    expect(await readdir(folder)).toEqual([]);
    expect(revealed).toEqual([]);
  });
});
