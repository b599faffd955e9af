/**
 * A portfolio piece (docs/PRODUCT.md §3 media fields: image_url, profile_url, file_for_profile).
 */
export interface BriefcaseItem {
  id: string;
  /** docs/PRODUCT.md §9: video when the file's extension is mp4 or mov; images otherwise. */
  media_type: 'image' | 'video';
  /** Absolute URL of the stored file (image or video). */
  image_url: string;
  /** Absolute URL of a still to show in the grid (the image itself resized, or a video's poster). */
  thumbnail_url: string | null;
  /** Where the piece was published (optional http(s) link), e.g. the post on Instagram. */
  profile_url: string;
  title: string;
  /** Grid order: oldest first; new pieces go last. */
  position: number;
  size_bytes: number;
  created_at: string;
}

/** Upload limits, checked by main before sending and by the core API on arrival. */
export const BRIEFCASE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BRIEFCASE_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const BRIEFCASE_MAX_ITEMS = 60;
export const BRIEFCASE_TITLE_MAX_LENGTH = 120;

/** docs/PRODUCT.md §9: media is a video when its extension is mp4 or mov. */
export function isVideoFileName(fileName: string): boolean {
  return /\.(mp4|mov)$/i.test(fileName.trim());
}
