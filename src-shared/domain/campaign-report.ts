import type { ContentType } from './content-types';
import type {
  CollaborationStatus,
  FigureCheckpoint,
  FigureSource,
  ItemStatus,
} from './collaboration';
import type { KitPageSize, KitVerification } from './media-kit';
import type { SocialNetwork } from './network';

/**
 * Issue 31: the brand's campaign report of one collaboration, printed by main to PDF or PNG
 * like the media kit (`src-shared/campaign-report/render-campaign-report-html.ts`), with a
 * verification code whose record the core API keeps (`POST /api/v3/campaign-reports/exports/`).
 */

export const CAMPAIGN_REPORT_FORMATS = ['pdf', 'png'] as const;
export type CampaignReportFormat = (typeof CAMPAIGN_REPORT_FORMATS)[number];

/** One reading of a published post's figures, as the report prints it and its digest covers. */
export interface ReportReading {
  checkpoint: FigureCheckpoint | 'manual';
  /** The network whose adapter read them, or `manual` (typed by the creator). */
  source: FigureSource;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  reach: number | null;
  /** ISO instant. */
  read_at: string;
}

/** What the report prints of one item that a verification vouches for. */
export interface ReportItemFigures {
  network: SocialNetwork;
  content_type: ContentType;
  number: number;
  status: ItemStatus;
  post_url: string | null;
  published_at: string | null;
  /** Oldest first; empty before the post's figures were read. */
  readings: ReportReading[];
}

/**
 * The report's big figures, over each item's latest reading and only over figures that exist:
 * null when no item has the figure (the tile then prints "—" with the reason). Interactions are
 * likes + comments + shares, each counted where the network reports it. Costs are the agreed price
 * over the totals, rounded to six decimals so every machine writes the same number.
 */
export interface ReportTotals {
  views: number | null;
  interactions: number | null;
  cost_per_view: number | null;
  cost_per_interaction: number | null;
  /** Items expected to publish: every item but rejected and cancelled ones. */
  items_planned: number;
  /** Items with at least one reading. */
  items_measured: number;
  items_with_views: number;
  items_with_interactions: number;
}

/**
 * The figures a campaign report prints, in a fixed shape: what its SHA-256 digest is taken over
 * (`reportFiguresDigest`), by the core API when the export is registered and again, from the
 * collaboration's current figures, when its code is verified. Items sorted by network, content
 * type and number; readings by time.
 */
export interface ReportFigures {
  /** USD, as agreed. */
  price: number;
  items: ReportItemFigures[];
  totals: ReportTotals;
}

/** A still of an approved draft: an image, or a video's poster frame (printed with a ▶ mark). */
export interface ReportMedia {
  media_type: 'image' | 'video';
  /** `data:` URL so the report prints in a window that loads nothing; null when it could not be had. */
  still: string | null;
}

/** One item's block in the report. */
export interface ReportItem extends ReportItemFigures {
  due_date: string;
  /** The approved (latest) draft's version number and caption; null without a draft. */
  version: number | null;
  caption: string | null;
  /** The approved draft's stills; empty for items with no approved content. */
  media: ReportMedia[];
  /** Why the item was rejected or cancelled (the last note of its timeline), else ''. */
  closing_note: string;
  /** Whether the core API could not read its figures (after retries). */
  figures_problem: boolean;
}

export interface ReportParty {
  name: string;
  /** `data:` URL, or null (initials are printed instead). */
  image: string | null;
}

/** Everything a campaign report prints, built from a `Collaboration` (`campaignReportOf`). */
export interface CampaignReport {
  collaboration_id: string;
  brand: ReportParty;
  creator: ReportParty & { handle: string | null };
  price: number;
  start_date: string;
  end_date: string;
  status: CollaborationStatus;
  /** In the collaboration's order (deliverables, then numbers). */
  items: ReportItem[];
  figures: ReportFigures;
}

/** How one report is printed; `exportedAt` is its one date (header and verification box). */
export interface ReportPrint {
  page_size: KitPageSize;
  /** `#rrggbb`; the kit's default accent when absent. */
  accent?: string;
  /** Null in a preview (no code until it is exported). */
  verification: KitVerification | null;
  exportedAt: Date;
}

/** `POST /api/v3/campaign-reports/exports/`: one export of a brand's campaign report. */
export interface ReportExportRecordInput {
  /** Chosen by the desktop (it may be offline when exporting): MEDIA_KIT_CODE_PATTERN. */
  code: string;
  collaboration_id: string;
  /** When the report was exported (ISO), which may be before it is registered. */
  exported_at: string;
  figures: ReportFigures;
}

/** What the core API answers for a registered export: the record as stored under the code. */
export interface ReportExportRecorded {
  code: string;
  collaboration_id: string;
  exported_at: string;
  registered_at: string;
  /** Hex SHA-256 of the canonical figures. */
  digest: string;
}

/**
 * `GET /api/v3/campaign-reports/verify/{code}` (public): who the report is about, when it was
 * exported, and whether its figures still are the collaboration's. Never an e-mail, telephone or
 * account id.
 */
export interface ReportVerifyAnswer {
  code: string;
  brand: { name: string };
  creator: { handle: string | null; name: string };
  exported_at: string;
  registered_at: string;
  /** Whether the printed figures match the collaboration's current ones (same digest). */
  matches: boolean;
  printed: ReportFigures;
  live: ReportFigures;
}
