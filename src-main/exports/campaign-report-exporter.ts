import { ErrorCode } from '../../src-shared/api/error-codes';
import { eachAtMost } from '../concurrency/each-at-most';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { campaignReportFileName } from '../../src-shared/campaign-report/campaign-report-file-name';
import { reportT } from '../../src-shared/campaign-report/campaign-report-i18n';
import {
  campaignReportOf,
  reportImageUrls,
} from '../../src-shared/campaign-report/campaign-report-of';
import { reportFiguresOf } from '../../src-shared/campaign-report/report-figures';
import { renderCampaignReportHtml } from '../../src-shared/campaign-report/render-campaign-report-html';
import type { CampaignReportFormat } from '../../src-shared/domain/campaign-report';
import type { Collaboration } from '../../src-shared/domain/collaboration';
import type { KitPageSize, KitVerification } from '../../src-shared/domain/media-kit';
import { detectImageKind } from '../../src-shared/rules/image-file';
import { saveThroughDialog } from '../content/save-file';
import type { ImageDownload } from '../offline/image-download';
import { writeFileAtomic } from '../storage/atomic-file';
import type { FileDialogs, KitRenderer } from './ports';
import type {
  CampaignReportExportAnswer,
  CampaignReportExportRequest,
  CollaborationSource,
  ReportVerifier,
} from './report-ports';

export interface CampaignReportExporterParts {
  /** The collaboration as its brand reads it (`GET /api/v3/collaborations/{id}/`). */
  source: CollaborationSource;
  /** The media kit's printer: the same offscreen window and the same settings. */
  renderer: KitRenderer;
  dialogs: FileDialogs;
  /** Each exported report's code and QR code, registered with the core API or kept pending. */
  verifier: ReportVerifier;
  /** Logos, photos and draft stills, embedded as `data:` URLs. */
  images: ImageDownload;
  /** The export's time: the one date the report prints. */
  now?: () => Date;
}

/** Images fetched at once: a report of many pieces does not open dozens of connections. */
const IMAGE_CONCURRENCY = 6;

const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/** Each address's image as a `data:` URL, or null when it cannot be had (nothing is printed). */
export async function embeddedImages(
  urls: readonly string[],
  download: ImageDownload,
): Promise<Map<string, string | null>> {
  const images = new Map<string, string | null>();
  await eachAtMost(urls, IMAGE_CONCURRENCY, async (url) => {
    const bytes = await download(url).catch(() => null);
    const kind = bytes ? detectImageKind(bytes) : null;
    images.set(
      url,
      bytes && kind ? `data:${MIME[kind]};base64,${Buffer.from(bytes).toString('base64')}` : null,
    );
  });
  return images;
}

const exportFailed = () =>
  new BridgeError({ status: 500, code: ErrorCode.exportFailed, message: reportT('export.failed') });

/**
 * Exports a brand's campaign report of one collaboration from main, like the media kit: the
 * native save dialog for the path, the report printed by the kit's renderer with a fresh
 * verification, the file written atomically (a failure or a crash never leaves half a PDF) and
 * shown in the file manager. The renderer process never names a path: it gets the name back.
 */
export class CampaignReportExporter {
  readonly #source: CollaborationSource;
  readonly #renderer: KitRenderer;
  readonly #dialogs: FileDialogs;
  readonly #verifier: ReportVerifier;
  readonly #images: ImageDownload;
  readonly #now: () => Date;

  constructor({ source, renderer, dialogs, verifier, images, now }: CampaignReportExporterParts) {
    this.#source = source;
    this.#renderer = renderer;
    this.#dialogs = dialogs;
    this.#verifier = verifier;
    this.#images = images;
    this.#now = now ?? (() => new Date());
  }

  /** Null when the save dialog was closed: nothing was printed, registered or written. */
  async export({
    collaborationId,
    format,
    pageSize = 'a4',
  }: CampaignReportExportRequest): Promise<CampaignReportExportAnswer | null> {
    const collaboration = await this.#source.collaborationFor(collaborationId);
    const request = {
      defaultName: campaignReportFileName(collaboration, format),
      kind: format,
      title: reportT('export.saveTitle'),
    };
    // The code is made only once a path is chosen: a closed dialog registers nothing.
    const printed: { verification: KitVerification | null } = { verification: null };
    const answer = await saveThroughDialog(this.#dialogs, request, async (path) => {
      printed.verification = await this.#renderAndWrite(collaboration, format, pageSize, path);
    });
    const { verification } = printed;
    if (!answer.saved || !answer.fileName || !verification) return null;
    return {
      fileName: answer.fileName,
      verification: { code: verification.code, registered: verification.registered },
    };
  }

  /**
   * Prints the report with a fresh verification and writes it atomically. A BridgeError (the
   * session ended, the core API refused the record) keeps its own Spanish message.
   */
  async #renderAndWrite(
    collaboration: Collaboration,
    format: CampaignReportFormat,
    pageSize: KitPageSize,
    path: string,
  ): Promise<KitVerification> {
    const exportedAt = this.#now();
    try {
      // The stills are fetched while the code is registered: neither waits for the other.
      const [images, verification] = await Promise.all([
        embeddedImages(reportImageUrls(collaboration), this.#images),
        this.#verifier.verify({
          collaborationId: collaboration.id,
          figures: reportFiguresOf(collaboration),
          exportedAt,
        }),
      ]);
      const report = campaignReportOf(collaboration, images);
      const html = renderCampaignReportHtml(report, {
        page_size: pageSize,
        verification,
        exportedAt,
      });
      const bytes =
        format === 'pdf'
          ? await this.#renderer.pdf(html, { pageSize })
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
