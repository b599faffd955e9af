import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { MAX_PAGE_SIZE, type ListPage } from '../../src-shared/api/envelope';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeParsedArgs, SavedFileAnswer } from '../../src-shared/bridge/contract';
import type {
  AiImageCatalog,
  GeneratedImage,
  SavedGeneratedImage,
} from '../../src-shared/domain/ai-image';
import { detectImageKind } from '../../src-shared/rules/image-file';
import type { CoreApiClient } from '../api/core-api-client';
import type { FileDialogs } from '../exports/ports';
import type { SessionService } from '../session/session-service';
import { aiImageFileName } from './saved-file-names';
import { saveWithDialog } from './save-file';

/** The core API gives the provider 60 s; main waits longer so the API's own answer comes back. */
export const GENERATION_TIMEOUT_MS = 90_000;
/** Stored images are PNGs of at most 10 MB; anything far past that is not one of them. */
const IMAGE_DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 60_000;

const imageGone = () =>
  new BridgeError({
    status: 404,
    code: ErrorCode.notFound,
    message: 'No encontramos esa imagen; puede que se haya eliminado.',
  });

const notAPng = () =>
  new BridgeError({
    status: 502,
    code: ErrorCode.internal,
    message: 'El servidor no entregó la imagen como PNG. Inténtalo de nuevo.',
  });

/** The AI image studio: catalogues, generation (cancellable), the creator's images, export. */
export class AiImageService {
  /** Generations in flight; `cancel` aborts them. */
  readonly #inFlight = new Set<AbortController>();

  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
    private readonly dialogs: FileDialogs,
  ) {}

  catalog(): Promise<AiImageCatalog> {
    return this.session.withActiveToken((token) =>
      this.api.get<AiImageCatalog>(ApiPath.aiImageCatalog, { token }),
    );
  }

  /**
   * Waits for the provider through the core API. A cancelled one fails with `request_cancelled`;
   * the core API may still finish it, so the image can show up in the list afterwards.
   */
  async generate(input: BridgeParsedArgs<'generateAiImage'>): Promise<GeneratedImage> {
    const controller = new AbortController();
    this.#inFlight.add(controller);
    try {
      return await this.session.withActiveToken((token) =>
        this.api.post<GeneratedImage>(ApiPath.aiImageGenerate, input, {
          token,
          signal: controller.signal,
          timeoutMs: GENERATION_TIMEOUT_MS,
        }),
      );
    } finally {
      this.#inFlight.delete(controller);
    }
  }

  cancel(): { cancelled: boolean } {
    const cancelled = this.#inFlight.size > 0;
    for (const controller of this.#inFlight) controller.abort();
    this.#inFlight.clear();
    return { cancelled };
  }

  list({ page }: BridgeParsedArgs<'listAiImages'>): Promise<ListPage<GeneratedImage>> {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<GeneratedImage>>(ApiPath.aiImages, { token, query: { page } }),
    );
  }

  saveToBriefcase({
    id,
  }: BridgeParsedArgs<'saveAiImageToBriefcase'>): Promise<SavedGeneratedImage> {
    return this.session.withActiveToken((token) =>
      this.api.post<SavedGeneratedImage>(ApiPath.aiImageToBriefcase(id), {}, { token }),
    );
  }

  remove({ id }: BridgeParsedArgs<'deleteAiImage'>): Promise<{ removed: true }> {
    return this.session.withActiveToken((token) =>
      this.api.delete<{ removed: true }>(ApiPath.aiImage(id), { token }),
    );
  }

  /** The stored PNG, fetched and checked, then the native save dialog and an atomic write. */
  async export({ id }: BridgeParsedArgs<'exportAiImage'>): Promise<SavedFileAnswer> {
    const image = await this.find(id);
    const { bytes } = await this.api.getBytes(image.image_url, {
      maxBytes: IMAGE_DOWNLOAD_MAX_BYTES,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
    });
    if (detectImageKind(bytes) !== 'png') throw notAPng();
    return saveWithDialog(this.dialogs, {
      bytes,
      defaultName: aiImageFileName(image),
      kind: 'png',
      title: 'Guardar imagen generada',
    });
  }

  /**
   * The core API has no route for one image: its owner's list is walked, newest first, so the one
   * just seen is on the first page, and someone else's image is never found.
   */
  private async find(id: string): Promise<GeneratedImage> {
    for (let page = 1; ; page += 1) {
      const answer = await this.session.withActiveToken((token) =>
        this.api.get<ListPage<GeneratedImage>>(ApiPath.aiImages, {
          token,
          query: { page, size_page: MAX_PAGE_SIZE },
        }),
      );
      const found = answer.results.find((image) => image.id === id);
      if (found) return found;
      if (answer.results.length === 0 || page * MAX_PAGE_SIZE >= answer.count) throw imageGone();
    }
  }
}
