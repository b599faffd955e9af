import QRCode from 'qrcode';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  KitExportRecordInput,
  KitFigures,
  KitVerification,
  MediaKit,
} from '../../src-shared/domain/media-kit';
import { kitFiguresOf } from '../../src-shared/media-kit/kit-figures';
import { codeTaken, registerLater, type RegisterKitExport } from '../offline/kit-export-records';
import type { PendingKitRecords } from '../offline/pending-verifications';
import { newKitCode } from './kit-code';
import type { KitVerifier, KitVerifyRequest } from './ports';

/**
 * The address a kit prints and its QR code carries: the short verify route (`<server>/v/<code>`)
 * on the kit's own core API, short enough to type from paper, which sends the reader on to the
 * public verify route.
 */
export function kitVerifyUrl(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${ApiPath.mediaKitShortVerify(code)}`;
}

/** What a kit prints for its code: the address and its QR code as SVG. */
export async function kitVerificationOf(
  code: string,
  url: string,
  registered: boolean,
): Promise<KitVerification> {
  const qr_svg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return { code, url, qr_svg, registered };
}

export interface KitVerificationsDeps {
  /**
   * The core API the accounts belong to: the team server's address, or the embedded one's
   * current address.
   */
  baseUrl: () => Promise<string>;
  register: RegisterKitExport;
  pending: PendingKitRecords;
  figuresOf?: (kit: MediaKit) => KitFigures;
  newCode?: () => string;
}

/**
 * Gives every exported kit its verification: a fresh code registered with the core API before
 * the kit is printed, or, when the server cannot be reached, kept pending in the account's
 * offline folder for its next sync (the kit then says it is not registered yet).
 */
export class KitVerifications implements KitVerifier {
  private readonly figuresOf: (kit: MediaKit) => KitFigures;
  private readonly newCode: () => string;

  constructor(private readonly deps: KitVerificationsDeps) {
    this.figuresOf = deps.figuresOf ?? kitFiguresOf;
    this.newCode = deps.newCode ?? newKitCode;
  }

  async verify({ kit, offline, exportedAt }: KitVerifyRequest): Promise<KitVerification> {
    const figures = this.figuresOf(kit);
    const recordOf = (code: string): KitExportRecordInput => ({
      code,
      exported_at: exportedAt.toISOString(),
      figures,
    });
    const baseUrl = await this.deps.baseUrl();
    let record = recordOf(this.newCode());
    // A kit read from the offline copy means the server just did not answer: no second wait.
    if (!offline) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.registered(kit.accountId, record, baseUrl);
        } catch (error) {
          // 50 random bits make a taken code all but impossible; one new code settles it.
          if (codeTaken(error) && attempt === 1) {
            record = recordOf(this.newCode());
            continue;
          }
          if (!registerLater(error)) throw error;
          break;
        }
      }
    }
    await this.deps.pending.keep(kit.accountId, record);
    return kitVerificationOf(record.code, kitVerifyUrl(baseUrl, record.code), false);
  }

  private async registered(
    accountId: string,
    record: KitExportRecordInput,
    baseUrl: string,
  ): Promise<KitVerification> {
    await this.deps.register(accountId, record);
    return kitVerificationOf(record.code, kitVerifyUrl(baseUrl, record.code), true);
  }
}
