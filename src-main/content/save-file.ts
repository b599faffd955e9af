import { basename } from 'node:path';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { SavedFileAnswer } from '../../src-shared/bridge/contract';
import type { FileDialogs, SaveFileKind } from '../exports/ports';
import { writeFileAtomic } from '../storage/atomic-file';

export interface SaveRequest {
  defaultName: string;
  kind: SaveFileKind;
  /** The save dialog's title. */
  title: string;
}

export interface FileToSave extends SaveRequest {
  bytes: Uint8Array;
}

const EXTENSIONS: Record<SaveFileKind, readonly string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpg: ['.jpg', '.jpeg'],
  mp4: ['.mp4'],
  mov: ['.mov'],
  ics: ['.ics'],
  csv: ['.csv'],
  xlsx: ['.xlsx'],
};

/** Some save dialogs (GTK) return the typed name as is: the file still gets its extension. */
function withExtension(path: string, kind: SaveFileKind): string {
  const lower = path.toLowerCase();
  return EXTENSIONS[kind].some((extension) => lower.endsWith(extension)) ? path : `${path}.${kind}`;
}

/**
 * The native save dialog, then `write` to the chosen path and the file shown in the file manager.
 * `write` must leave no half file when it fails (write atomically). The renderer learns the
 * file's name, never its path.
 */
export async function saveThroughDialog(
  dialogs: FileDialogs,
  request: SaveRequest,
  write: (path: string) => Promise<void>,
): Promise<SavedFileAnswer> {
  const chosen = await dialogs.chooseSavePath(request.defaultName, request.kind, request.title);
  if (chosen === null) return { saved: false, fileName: null };
  const path = withExtension(chosen, request.kind);
  await write(path);
  dialogs.reveal(path);
  return { saved: true, fileName: basename(path) };
}

/** Bytes already in hand, saved through the dialog; a failure never leaves half a file. */
export async function saveWithDialog(
  dialogs: FileDialogs,
  file: FileToSave,
): Promise<SavedFileAnswer> {
  return saveThroughDialog(dialogs, file, async (path) => {
    try {
      await writeFileAtomic(path, file.bytes);
    } catch (error) {
      const failure = new BridgeError({
        status: 500,
        code: ErrorCode.exportFailed,
        message:
          'No se pudo guardar el archivo. Revisa que la carpeta exista y tenga espacio, e inténtalo de nuevo.',
      });
      failure.cause = error;
      throw failure;
    }
  });
}
