// Test-only: the content services' tests share these; nothing in the app imports this file.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileDialogs, SaveFileKind } from '../exports/ports';

/**
 * The native dialogs as a person who accepts the suggested name in one folder, or closes the
 * next save dialog; it records what was asked and revealed.
 */
export class SavingDialogs implements FileDialogs {
  readonly saveRequests: { defaultName: string; kind: SaveFileKind; title: string }[] = [];
  readonly revealed: string[] = [];
  private closeNext = false;

  constructor(readonly folder: string) {}

  static async inTemporaryFolder(): Promise<SavingDialogs> {
    return new SavingDialogs(await mkdtemp(join(tmpdir(), 'content-saves-')));
  }

  closeNextDialog(): void {
    this.closeNext = true;
  }

  async chooseSavePath(defaultName: string, kind: SaveFileKind, title: string) {
    this.saveRequests.push({ defaultName, kind, title });
    const closed = this.closeNext;
    this.closeNext = false;
    return closed ? null : join(this.folder, defaultName);
  }

  async chooseFolder() {
    return this.folder;
  }

  reveal(path: string): void {
    this.revealed.push(path);
  }

  async openPath(): Promise<void> {}
}
