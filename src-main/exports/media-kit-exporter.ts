import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type {
  KitVerification,
  BatchExportAnswer,
  BatchKitResult,
  MediaKitExportAnswer,
  MediaKitFormat,
  MediaKitView,
} from '../../src-shared/domain/media-kit';
import {
  mediaKitFileName,
  takenFileNames,
  uniqueFileName,
} from '../../src-shared/media-kit/media-kit-file-name';
import { mediaKitI18n } from '../../src-shared/media-kit/media-kit-i18n';
import { renderMediaKitHtml } from '../../src-shared/media-kit/render-media-kit-html';
import { saveThroughDialog } from '../content/save-file';
import type { EventSink } from '../ipc/event-sink';
import { writeFileAtomic } from '../storage/atomic-file';
import type { FileDialogs, KitRenderer, KitSettings, KitVerifier, MediaKitSource } from './ports';

export interface MediaKitExporterParts {
  source: MediaKitSource;
  renderer: KitRenderer;
  dialogs: FileDialogs;
  events: EventSink;
  /** Each account's kit options and the desktop's agency details. */
  settings: KitSettings;
  /** Each exported kit's code and QR code, registered with the core API or kept pending. */
  verifier: KitVerifier;
  /** The export's time: the one date the kit prints. */
  now?: () => Date;
}

/** Kits printed at once in a batch (see `#runBatch`). */
const KITS_AT_ONCE = 2;

const exportFailed = () =>
  new BridgeError({
    status: 500,
    code: ErrorCode.exportFailed,
    message: mediaKitI18n.t('export.failed'),
  });

/** The Spanish reason a kit of a batch failed: the source's own message when it gave one. */
function reasonOf(error: unknown): string {
  return error instanceof BridgeError ? error.message : mediaKitI18n.t('export.unexpected');
}

/**
 * Exports media kits from main: one kit through the native save dialog, or a batch into a folder
 * with progress events and cancel. Files are written atomically, so a failure or a crash never
 * leaves half a PDF. The renderer process never names a path: it gets file names back.
 */
export class MediaKitExporter {
  readonly #source: MediaKitSource;
  readonly #renderer: KitRenderer;
  readonly #dialogs: FileDialogs;
  readonly #events: EventSink;
  readonly #settings: KitSettings;
  readonly #verifier: KitVerifier;
  readonly #now: () => Date;
  /** The running batch; `cancelled` is read before each kit. */
  #batch: { cancelled: boolean } | null = null;

  constructor({
    source,
    renderer,
    dialogs,
    events,
    settings,
    verifier,
    now,
  }: MediaKitExporterParts) {
    this.#source = source;
    this.#renderer = renderer;
    this.#dialogs = dialogs;
    this.#events = events;
    this.#settings = settings;
    this.#verifier = verifier;
    this.#now = now ?? (() => new Date());
  }

  async exportOne({
    accountId,
    format,
  }: {
    accountId?: string;
    format: MediaKitFormat;
  }): Promise<MediaKitExportAnswer> {
    const view = await this.#source.kitFor(accountId);
    const request = {
      defaultName: mediaKitFileName(view.kit, format),
      kind: format,
      title: mediaKitI18n.t('export.saveTitle'),
    };
    // The code is made only once a path is chosen: a closed dialog registers nothing.
    const printed: { verification: KitVerification | null } = { verification: null };
    const answer = await saveThroughDialog(this.#dialogs, request, async (path) => {
      printed.verification = await this.#renderAndWrite(view, format, path);
    });
    const { verification } = printed;
    return {
      ...answer,
      verification:
        answer.saved && verification
          ? { code: verification.code, registered: verification.registered }
          : null,
    };
  }

  /**
   * One batch at a time. On cancel the kits being written are finished and kept (each is under
   * a second of work and a whole file); every kit not started yet is reported `cancelled`, each
   * with its own progress event, so the answer's results are exactly the events sent.
   */
  async exportMany({
    accountIds,
    format,
  }: {
    accountIds: string[];
    format: MediaKitFormat;
  }): Promise<BatchExportAnswer> {
    if (this.#batch) {
      throw new BridgeError({
        status: 409,
        code: ErrorCode.exportBusy,
        message: mediaKitI18n.t('export.busy'),
      });
    }
    const batch = { cancelled: false };
    this.#batch = batch;
    const batchId = randomUUID();
    try {
      const folder = await this.#dialogs.chooseFolder(mediaKitI18n.t('export.folderTitle'));
      if (folder === null || batch.cancelled) {
        return {
          batchId,
          started: false,
          folderName: null,
          results: [],
          cancelled: batch.cancelled,
        };
      }
      const results = await this.#runBatch(batchId, batch, folder, accountIds, format);
      if (results.some((result) => result.status === 'saved')) {
        // The files are written: a file manager that does not open is no reason to fail.
        await this.#dialogs.openPath(folder).catch(() => undefined);
      }
      return {
        batchId,
        started: true,
        folderName: basename(folder),
        results,
        cancelled: batch.cancelled,
      };
    } finally {
      this.#batch = null;
    }
  }

  cancel(): { cancelled: boolean } {
    if (!this.#batch || this.#batch.cancelled) return { cancelled: false };
    this.#batch.cancelled = true;
    return { cancelled: true };
  }

  async #runBatch(
    batchId: string,
    batch: { cancelled: boolean },
    folder: string,
    accountIds: string[],
    format: MediaKitFormat,
  ): Promise<BatchKitResult[]> {
    // Files already in the folder are never overwritten: a repeated export gets `-2`, `-3`….
    const taken = takenFileNames(await readdir(folder).catch(() => []));
    const results: BatchKitResult[] = new Array(accountIds.length);
    let next = 0;
    let done = 0;
    // Two kits at a time: one is printed while the next one's data, code and record are made,
    // and printing itself runs on more than one core. Results keep the order asked for; the
    // progress events come in the order kits finish.
    const worker = async () => {
      for (let index = next++; index < accountIds.length; index = next++) {
        const accountId = accountIds[index]!;
        const result = batch.cancelled
          ? { accountId, name: '', status: 'cancelled' as const, fileName: null, message: null }
          : await this.#exportInto(folder, taken, accountId, format);
        results[index] = result;
        done += 1;
        this.#events.emit('exportProgress', { batchId, done, total: accountIds.length, result });
      }
    };
    await Promise.all(Array.from({ length: KITS_AT_ONCE }, worker));
    return results;
  }

  async #exportInto(
    folder: string,
    taken: Set<string>,
    accountId: string,
    format: MediaKitFormat,
  ): Promise<BatchKitResult> {
    let view: MediaKitView;
    try {
      view = await this.#source.kitFor(accountId);
    } catch (error) {
      // The name is unknown without a kit; the renderer shows the account's own summary name.
      return { accountId, name: '', status: 'failed', fileName: null, message: reasonOf(error) };
    }
    const { kit } = view;
    const fileName = uniqueFileName(mediaKitFileName(kit, format), taken);
    try {
      await this.#renderAndWrite(view, format, join(folder, fileName));
      return { accountId, name: kit.name, status: 'saved', fileName, message: null };
    } catch (error) {
      return {
        accountId,
        name: kit.name,
        status: 'failed',
        fileName: null,
        message: reasonOf(error),
      };
    }
  }

  /**
   * Prints the kit with the account's options, the agency and a fresh verification, and writes
   * it atomically. Errors from reading the options or from the verification (the account's
   * session ended, the core API refused the record) keep their own Spanish message.
   */
  async #renderAndWrite(
    view: MediaKitView,
    format: MediaKitFormat,
    path: string,
  ): Promise<KitVerification> {
    const { kit } = view;
    const exportedAt = this.#now();
    try {
      const [options, agency] = await Promise.all([
        this.#settings.optionsFor(kit.accountId),
        this.#settings.agency(),
      ]);
      const verification = await this.#verifier.verify({
        kit,
        offline: view.from_cache,
        exportedAt,
      });
      const html = renderMediaKitHtml(kit, { options, agency, verification, exportedAt });
      const bytes =
        format === 'pdf'
          ? await this.#renderer.pdf(html, { pageSize: options.page_size })
          : await this.#renderer.png(html);
      await writeFileAtomic(path, bytes);
      return verification;
    } catch (error) {
      if (error instanceof BridgeError) throw error;
      const failure = exportFailed();
      failure.cause = error;
      throw failure;
    }
  }
}
