import type { CreatorCategory } from './creator-category';
import type { Collaboration, PriceItem } from './finder';
import type { AudienceShare, FollowerPoint, NetworkMetrics, SocialNetwork } from './network';

/** One network as the media kit shows it, with the date its figures were read. */
export interface MediaKitNetwork {
  network: SocialNetwork;
  username: string;
  followers: number;
  /** Engagement rate in percent, when the source reports it. */
  er: number | null;
  /** Audience-quality score, only when a source reports it (never invented). */
  aqs: number | null;
  /** Empty where the network gives no demographics. */
  audience: AudienceShare[];
  /** ISO date-time the figures were read; null before any were stored. */
  read_at: string | null;
  /** True when the figures came from the network's API (a verified connection). */
  verified: boolean;
  /** Issue 15: blog, podcast (spotify) and LinkedIn go by their name and address. */
  name: string;
  url: string;
  /** Average views per post, where a source reports them. */
  views_avg: number | null;
  /** Where the figures come from (`manual` when typed); null before any were read. */
  source: NetworkMetrics['source'] | null;
  /** Followers over time (the connection's trend points), oldest first; empty without history. */
  trend: FollowerPoint[];
}

/** A briefcase highlight: the still is a `data:` URL so the kit renders with no network. */
export interface MediaKitHighlight {
  title: string;
  media_type: 'image' | 'video';
  thumbnail: string | null;
}

/**
 * Everything a creator's media kit prints. Images are `data:` URLs so the same kit renders offline
 * and in an offscreen window. Contact goes through the marketplace (the public handle), never
 * the creator's e-mail or telephone.
 */
export interface MediaKit {
  accountId: string;
  name: string;
  /** The public handle (`vanity_name`); null before the creator chose one. */
  handle: string | null;
  bio: string;
  category: CreatorCategory;
  country: string;
  languages: string[];
  photo: string | null;
  networks: MediaKitNetwork[];
  prices: PriceItem[];
  /** Up to MEDIA_KIT_HIGHLIGHTS pieces of the portfolio, in the creator's order. */
  highlights: MediaKitHighlight[];
  /** Issue 15: finished deals (accepted proposals); empty when there are none or offline. */
  collaborations: Collaboration[];
  /** ISO date-time the data was read from the core API. */
  synced_at: string;
}

/** Portfolio pieces a kit prints at most. */
export const MEDIA_KIT_HIGHLIGHTS = 6;

/** The kit's optional sections; the cover (photo, name, handle, bio, reach) is always printed. */
export const KIT_SECTIONS = [
  'networks',
  'audience',
  'portfolio',
  'prices',
  'collaborations',
  'contact',
] as const;
export type KitSection = (typeof KIT_SECTIONS)[number];

export const KIT_PAGE_SIZES = ['a4', 'letter'] as const;
export type KitPageSize = (typeof KIT_PAGE_SIZES)[number];

/** How one account's kits are exported; remembered per account on this desktop. */
export interface KitOptions {
  sections: Record<KitSection, boolean>;
  /** `#rrggbb`; headings, bars and the trend line take it. */
  accent: string;
  page_size: KitPageSize;
  format: MediaKitFormat;
}

export const DEFAULT_KIT_ACCENT = '#6d28d9';

export function defaultKitOptions(): KitOptions {
  return {
    sections: {
      networks: true,
      audience: true,
      portfolio: true,
      prices: true,
      collaborations: true,
      contact: true,
    },
    accent: DEFAULT_KIT_ACCENT,
    page_size: 'a4',
    format: 'pdf',
  };
}

/**
 * The agency behind this desktop's kits ("Datos de la agencia" in Configuración), optional. The
 * logo is a `data:` URL so kits print it offline.
 */
export interface AgencyDetails {
  name: string;
  contact_person: string;
  email: string;
  phone: string;
  logo: string | null;
}

/**
 * A kit's verification: a short code printed with a QR code of `url`
 * (`GET /api/v3/media-kit/verify/{code}` on the server the kit came from). `registered` is false
 * while an export made offline waits for the next sync to record it with the core API.
 */
export interface KitVerification {
  code: string;
  url: string;
  /** The QR code of `url` as an SVG document. */
  qr_svg: string;
  registered: boolean;
}

/**
 * The figures a kit prints, in a fixed order and shape: what its SHA-256 digest is taken over,
 * by the core API when an export is registered and again, from the live data, when it is
 * verified. Networks sorted by network then username.
 */
export interface KitFigures {
  handle: string | null;
  networks: Array<{
    network: SocialNetwork;
    username: string;
    followers: number;
    er: number | null;
    aqs: number | null;
    views_avg: number | null;
  }>;
}

/** `POST /api/v3/media-kit/exports/`: one export of the caller's kit, recorded. */
export interface KitExportRecordInput {
  /** Chosen by the desktop (it may be offline when exporting): MEDIA_KIT_CODE_PATTERN. */
  code: string;
  /** When the kit was exported (ISO), which may be before it is registered. */
  exported_at: string;
  figures: KitFigures;
}

/** Verification codes: 10 characters of Crockford base 32 (no I, L, O, U). */
export const MEDIA_KIT_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** `GET /api/v3/media-kit/verify/{code}` (public): never e-mail, telephone or birthday. */
export interface KitVerifyAnswer {
  code: string;
  creator: { handle: string | null; name: string };
  exported_at: string;
  registered_at: string;
  /** Whether the figures printed still match the live ones (same SHA-256 digest). */
  matches: boolean;
  printed: KitFigures;
  live: KitFigures;
}

/**
 * Everything one printed kit needs besides the creator's data. The kit page's preview and every
 * export render `renderMediaKitHtml(kit, print)` with it.
 */
export interface KitPrint {
  options: KitOptions;
  /** "Datos de la agencia"; null prints the marketplace handle as the contact. */
  agency: AgencyDetails | null;
  /** Null in the kit page's preview (no code until it is exported). */
  verification: KitVerification | null;
  /**
   * When it is exported: the time its verification record carries. The kit's one printed date is
   * its data's (`synced_at`), as the calendar day of the computer exporting it.
   */
  exportedAt: Date;
}

/** A kit with where it came from: the offline copy when the core API could not be reached. */
export interface MediaKitView {
  kit: MediaKit;
  from_cache: boolean;
  /** Issue 15: kits of this account exported offline whose verification is not registered yet. */
  pending_verifications: number;
}

export const MEDIA_KIT_FORMATS = ['pdf', 'png'] as const;
export type MediaKitFormat = (typeof MEDIA_KIT_FORMATS)[number];

/** Largest batch export; an agency exports its roster a folder at a time. */
export const MEDIA_KIT_BATCH_MAX = 100;

export interface MediaKitExportAnswer {
  /** False when the user closed the save dialog: nothing was written. */
  saved: boolean;
  /** The written file's name (never a path the renderer could reuse). */
  fileName: string | null;
  /**
   * The saved kit's code, and whether the core API has its record yet (false: kept on this
   * computer until the next sync); null when nothing was saved.
   */
  verification: { code: string; registered: boolean } | null;
}

export type BatchKitStatus = 'saved' | 'failed' | 'cancelled';

export interface BatchKitResult {
  accountId: string;
  name: string;
  status: BatchKitStatus;
  fileName: string | null;
  /** Spanish reason when it failed. */
  message: string | null;
}

/** Sent after each kit of a batch export. */
export interface BatchExportProgress {
  batchId: string;
  done: number;
  total: number;
  result: BatchKitResult;
}

export interface BatchExportAnswer {
  batchId: string;
  /** False when the user closed the folder dialog: nothing was written. */
  started: boolean;
  /** Name of the chosen folder (not its path). */
  folderName: string | null;
  results: BatchKitResult[];
  cancelled: boolean;
}

// Kept here too: the bridge contract and older imports name it from this module.
export type { Connectivity } from './connectivity';
