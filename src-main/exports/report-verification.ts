import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { ReportExportRecordInput } from '../../src-shared/domain/campaign-report';
import type { KitVerification } from '../../src-shared/domain/media-kit';
import type { CoreApiClient } from '../api/core-api-client';
import { codeTaken, registerLater } from '../offline/kit-export-records';
import type { SessionService } from '../session/session-service';
import { newKitCode } from './kit-code';
import { kitVerificationOf } from './kit-verification';
import type { RegisterReportExport } from './pending-report-registrations';
import type { ReportVerifier, ReportVerifyRequest } from './report-ports';

/** The address a report's QR code carries: the public verify route on the account's core API. */
export function reportVerifyUrl(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${ApiPath.campaignReportVerify(code)}`;
}

/**
 * `POST ApiPath.campaignReportExports` with the account's own token (the core API checks that
 * the account owns the collaboration's brand). Registering the same code again answers 200, so a
 * retry after a lost answer is safe.
 */
export function registerReportWithCoreApi(
  api: CoreApiClient,
  session: SessionService,
): RegisterReportExport {
  return async (accountId, record) => {
    await session.withAccountToken(accountId, (token) =>
      api.post<unknown>(ApiPath.campaignReportExports, record, { token }),
    );
  };
}

/** Where records wait while the core API cannot be reached (`PendingReportRegistrations`). */
export interface PendingReportRecords {
  keep(accountId: string, record: ReportExportRecordInput): Promise<void>;
  registerAll(accountId: string): Promise<number>;
}

export interface ReportVerificationsDeps {
  /** The core API the account belongs to: the team server's address, or the embedded one's. */
  baseUrl: () => Promise<string>;
  /** The account exporting: the active one (bridge calls act for it). */
  activeAccount: () => Promise<string | null>;
  register: RegisterReportExport;
  pending: PendingReportRecords;
  newCode?: () => string;
  log?: (message: string, error: unknown) => void;
}

const signedOut = () =>
  new BridgeError({
    status: 401,
    code: ErrorCode.notAuthenticated,
    message: 'Inicia sesión para exportar el reporte.',
  });

/**
 * Gives every exported campaign report its verification: a fresh code (the kits' alphabet and
 * length) registered with the core API before the report is printed, or, when the server cannot
 * be reached, kept pending in the account's offline folder; the report then says it is not
 * registered yet. Each registration that reaches the server also sends the account's pending
 * ones, as the account's sync does.
 */
export class ReportVerifications implements ReportVerifier {
  readonly #deps: ReportVerificationsDeps;
  readonly #newCode: () => string;
  readonly #log: (message: string, error: unknown) => void;

  constructor(deps: ReportVerificationsDeps) {
    this.#deps = deps;
    this.#newCode = deps.newCode ?? newKitCode;
    this.#log =
      deps.log ??
      ((message, error) =>
        console.warn(`[exports] ${message}`, error instanceof BridgeError ? error.code : error));
  }

  async verify({
    collaborationId,
    figures,
    exportedAt,
  }: ReportVerifyRequest): Promise<KitVerification> {
    const accountId = await this.#deps.activeAccount();
    if (!accountId) throw signedOut();
    const recordOf = (code: string): ReportExportRecordInput => ({
      code,
      collaboration_id: collaborationId,
      exported_at: exportedAt.toISOString(),
      figures,
    });
    const baseUrl = await this.#deps.baseUrl();
    let record = recordOf(this.#newCode());
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.#deps.register(accountId, record);
        await this.#deps.pending.registerAll(accountId).catch((error: unknown) => {
          this.#log('pending campaign report records not registered', error);
        });
        return kitVerificationOf(record.code, reportVerifyUrl(baseUrl, record.code), true);
      } catch (error) {
        // 50 random bits make a taken code all but impossible; one new code settles it.
        if (codeTaken(error) && attempt === 1) {
          record = recordOf(this.#newCode());
          continue;
        }
        if (!registerLater(error)) throw error;
        break;
      }
    }
    await this.#deps.pending.keep(accountId, record);
    return kitVerificationOf(record.code, reportVerifyUrl(baseUrl, record.code), false);
  }
}
