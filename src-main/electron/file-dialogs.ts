import { app, dialog, shell, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { mediaKitI18n } from '../../src-shared/media-kit/media-kit-i18n';
import type { FileDialogs, SaveFileKind } from '../exports/ports';
import type { OpenFilesDialog } from '../collaborations/collaboration-service';

const FILTERS: Record<SaveFileKind, Electron.FileFilter> = {
  pdf: { name: mediaKitI18n.t('export.filterPdf'), extensions: ['pdf'] },
  png: { name: mediaKitI18n.t('export.filterPng'), extensions: ['png'] },
  jpg: { name: 'Imagen JPG', extensions: ['jpg', 'jpeg'] },
  mp4: { name: 'Video MP4', extensions: ['mp4'] },
  mov: { name: 'Video MOV (QuickTime)', extensions: ['mov'] },
  ics: { name: 'Calendario (iCalendar)', extensions: ['ics'] },
  csv: { name: 'Valores separados por comas (CSV)', extensions: ['csv'] },
  xlsx: { name: 'Libro de Excel (XLSX)', extensions: ['xlsx'] },
};

/** Native dialogs over the app window (modal to it when it is open). */
export function electronFileDialogs(parent: () => BrowserWindow | null | undefined): FileDialogs {
  return {
    async chooseSavePath(defaultName, kind, title) {
      const options: Electron.SaveDialogOptions = {
        title,
        defaultPath: join(app.getPath('documents'), defaultName),
        filters: [FILTERS[kind]],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      };
      const window = parent();
      const answer = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options);
      return answer.canceled || !answer.filePath ? null : answer.filePath;
    },
    async chooseFolder(title) {
      const options: Electron.OpenDialogOptions = {
        title,
        defaultPath: app.getPath('documents'),
        properties: ['openDirectory', 'createDirectory'],
      };
      const window = parent();
      const answer = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
    reveal(path) {
      shell.showItemInFolder(path);
    },
    async openPath(path) {
      // Electron answers an error message instead of throwing; the caller only needs to know.
      const problem = await shell.openPath(path);
      if (problem) throw new Error(problem);
    },
  };
}

/** The "open files" dialog of a draft (issue 31): images and videos, several at once. */
export function electronOpenFilesDialog(
  parent: () => BrowserWindow | null | undefined,
): OpenFilesDialog {
  return {
    async chooseDraftFiles(title) {
      const options: Electron.OpenDialogOptions = {
        title,
        defaultPath: app.getPath('pictures'),
        filters: [{ name: 'Imágenes y videos', extensions: ['jpg', 'jpeg', 'png', 'mp4', 'mov'] }],
        properties: ['openFile', 'multiSelections'],
      };
      const window = parent();
      const answer = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options);
      return answer.canceled ? [] : answer.filePaths;
    },
  };
}
