import { basename } from 'node:path';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { SavedFileAnswer } from '../../src-shared/bridge/contract';
import type { FileDialogs, SaveFileKind } from '../exports/ports';
import { writeFileAtomic } from '../storage/atomic-file';

export interface FileToSave {
  bytes: Uint8Array;
  defaultName: string;
  kind: SaveFileKind;
  /** The save dialog's title. */
  title: string;
}

const EXTENSIONS: Record<SaveFileKind, readonly string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpg: ['.jpg', '.jpeg'],
  mp4: ['.mp4'],
  mov: ['.mov'],
};

/** Some save dialogs (GTK) return the typed name as is: the file still gets its extension. */
function withExtension(path: string, kind: SaveFileKind): string {
  const lower = path.toLowerCase();
  return EXTENSIONS[kind].some((extension) => lower.endsWith(extension)) ? path : `${path}.${kind}`;
}

/**
 * The native save dialog, then the bytes written atomically (a failure never leaves half a file)
 * and the file shown in the file manager. The renderer learns the file's name, never its path.
 */
export async function saveWithDialog(
  dialogs: FileDialogs,
  file: FileToSave,
): Promise<SavedFileAnswer> {
  const chosen = await dialogs.chooseSavePath(file.defaultName, file.kind, file.title);
  if (chosen === null) return { saved: false, fileName: null };
  const path = withExtension(chosen, file.kind);
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
  dialogs.reveal(path);
  return { saved: true, fileName: basename(path) };
}
