import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ListPage } from '../../src-shared/api/envelope';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_VIDEO_MAX_BYTES,
  isVideoFileName,
  type BriefcaseItem,
} from '../../src-shared/domain/briefcase';
import { detectImageKind } from '../../src-shared/rules/image-file';
import { detectVideoKind } from '../../src-shared/rules/video-file';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';

const refused = (code: string, status: number, message: string) =>
  new BridgeError({ status, code, message });

const IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;
const VIDEO_MIME = { mp4: 'video/mp4', mov: 'video/quicktime' } as const;

/** The creator's portfolio (briefcase). */
export class BriefcaseService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  list(): Promise<ListPage<BriefcaseItem>> {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<BriefcaseItem>>(ApiPath.briefcase, {
        token,
        query: { size_page: 100 },
      }),
    );
  }

  /**
   * Checks the bytes before anything is sent (docs/PRODUCT.md §9: a video is an mp4 or mov; the
   * bytes must agree with the name), so a renamed file fails here with the reason, not after an
   * upload.
   */
  add(args: BridgeParsedArgs<'addBriefcaseItem'>): Promise<BriefcaseItem> {
    const form = new FormData();
    const own = Uint8Array.from(args.bytes);
    if (isVideoFileName(args.fileName)) {
      const kind = detectVideoKind(args.bytes);
      if (!kind) {
        throw refused(ErrorCode.unsupportedMediaType, 415, 'El archivo no es un video MP4 o MOV.');
      }
      if (args.bytes.byteLength > BRIEFCASE_VIDEO_MAX_BYTES) {
        throw refused(ErrorCode.payloadTooLarge, 413, 'El video pesa más de 50 MB.');
      }
      form.append('file_for_profile', new Blob([own], { type: VIDEO_MIME[kind] }), args.fileName);
      if (args.poster && detectImageKind(args.poster)) {
        form.append(
          'poster',
          new Blob([Uint8Array.from(args.poster)], { type: 'image/jpeg' }),
          'poster.jpg',
        );
      }
    } else {
      const kind = detectImageKind(args.bytes);
      if (!kind) {
        throw refused(
          ErrorCode.unsupportedMediaType,
          415,
          'El archivo no es una imagen JPG o PNG.',
        );
      }
      if (args.bytes.byteLength > BRIEFCASE_IMAGE_MAX_BYTES) {
        throw refused(ErrorCode.payloadTooLarge, 413, 'La imagen pesa más de 10 MB.');
      }
      form.append('file_for_profile', new Blob([own], { type: IMAGE_MIME[kind] }), args.fileName);
    }
    if (args.title) form.append('title', args.title);
    if (args.profile_url) form.append('profile_url', args.profile_url);
    return this.session.withActiveToken((token) =>
      this.api.post<BriefcaseItem>(ApiPath.briefcase, form, { token }),
    );
  }

  remove({ id }: BridgeParsedArgs<'removeBriefcaseItem'>): Promise<{ removed: true }> {
    return this.session.withActiveToken((token) =>
      this.api.delete<{ removed: true }>(ApiPath.briefcaseItem(id), { token }),
    );
  }
}
