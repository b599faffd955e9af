import type { CampaignReportFormat, ReportFigures } from '../../src-shared/domain/campaign-report';
import type { CalendarEntry, Collaboration } from '../../src-shared/domain/collaboration';
import type { KitPageSize, KitVerification } from '../../src-shared/domain/media-kit';
import type { FileDialogs } from './ports';

/**
 * Issue 31's export ports, beside ports.ts (the kit's) until the bridge wiring merges them:
 * where a report's collaboration comes from, its verification, the calendar's entries and the
 * save dialog for `.ics` files.
 */

/** Where a report's collaboration comes from: the core API (`GET …/collaborations/{id}/`). */
export interface CollaborationSource {
  collaborationFor(id: string): Promise<Collaboration>;
}

/** One report about to be printed: what its verification record carries. */
export interface ReportVerifyRequest {
  collaborationId: string;
  /** The figures printed, in canonical form (`reportFiguresOf`). */
  figures: ReportFigures;
  /** When it is exported: the report's one date, and the time its record carries. */
  exportedAt: Date;
}

/** Gives each exported report its code, verify address and QR code, registered or kept pending. */
export interface ReportVerifier {
  verify(request: ReportVerifyRequest): Promise<KitVerification>;
}

export interface CampaignReportExportRequest {
  collaborationId: string;
  format: CampaignReportFormat;
  /** A4 unless said. */
  pageSize?: KitPageSize;
}

export interface CampaignReportExportAnswer {
  /** The written file's name (never a path the renderer could reuse). */
  fileName: string;
  /** The code printed, and whether the core API has its record yet (false: kept for later). */
  verification: { code: string; registered: boolean };
}

/** The calendar's entries of the signed-in account in a range of days (`YYYY-MM-DD`, inclusive). */
export interface CalendarSource {
  entries(range: { from: string; to: string }): Promise<CalendarEntry[]>;
}

/** The save dialog as the calendar needs it. */
export type CalendarDialogs = Pick<FileDialogs, 'chooseSavePath' | 'reveal'>;
