import { join } from 'node:path';
import type { FileDialogs, SaveFileKind } from '../../../src-main/exports/ports';
import type { OpenFilesDialog } from '../../../src-main/collaborations/collaboration-service';

/**
 * The native dialogs as a person who always accepts the suggestion: files go to one folder of
 * the harness. A test may close the next dialog instead, and reads what was revealed or opened.
 */
export class ExportDialogs implements FileDialogs, OpenFilesDialog {
  readonly revealed: string[] = [];
  readonly opened: string[] = [];
  readonly saveRequests: { defaultName: string; kind: SaveFileKind; title: string }[] = [];
  private closeNext = false;
  /** What the next "open files" dialog answers (issue 31's drafts); then it answers nothing. */
  private nextOpenFiles: string[] = [];

  constructor(readonly exportsDir: string) {}

  /** The next save or folder dialog answers as if the user closed it. */
  closeNextDialog(): void {
    this.closeNext = true;
  }

  private closed(): boolean {
    const closed = this.closeNext;
    this.closeNext = false;
    return closed;
  }

  async chooseSavePath(
    defaultName: string,
    kind: SaveFileKind,
    title: string,
  ): Promise<string | null> {
    this.saveRequests.push({ defaultName, kind, title });
    return this.closed() ? null : join(this.exportsDir, defaultName);
  }

  async chooseFolder(): Promise<string | null> {
    return this.closed() ? null : this.exportsDir;
  }

  /** The person will pick these files in the next "open files" dialog. */
  willPick(paths: string[]): void {
    this.nextOpenFiles = [...paths];
  }

  async chooseDraftFiles(): Promise<string[]> {
    const paths = this.nextOpenFiles;
    this.nextOpenFiles = [];
    return paths;
  }

  reveal(path: string): void {
    this.revealed.push(path);
  }

  async openPath(path: string): Promise<void> {
    this.opened.push(path);
  }
}
