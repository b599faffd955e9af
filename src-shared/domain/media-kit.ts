import type { CreatorCategory } from './creator-category';
import type { PriceItem } from './finder';
import type { AudienceShare, SocialNetwork } from './network';

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
  highlights: MediaKitHighlight[];
  /** ISO date-time the data was read from the core API. */
  synced_at: string;
}

/** A kit with where it came from: the offline copy when the core API could not be reached. */
export interface MediaKitView {
  kit: MediaKit;
  from_cache: boolean;
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

/** Whether the core API answers; `checked_at` is when that was last learned. */
export interface Connectivity {
  online: boolean;
  checked_at: string;
}
