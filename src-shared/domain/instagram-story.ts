/** A story kept from the creator's Instagram account, its media stored on the server. */
export interface InstagramStory {
  id: string;
  /** docs/PRODUCT.md §9: video when the stored file's extension is mp4 or mov; image otherwise. */
  media_type: 'image' | 'video';
  /** Absolute URL of the stored file, served with its content type. */
  media_url: string;
  /** A still for a video story (Instagram's thumbnail), or the image itself; null when none. */
  thumbnail_url: string | null;
  /** The story on Instagram (stops working when it expires after 24 hours). */
  permalink: string;
  /** When the creator published it (ISO). */
  taken_at: string;
}

/** A stored story in `GET /api/v3/social/download-stories/`, with where it came from. */
export interface DownloadedStory extends InstagramStory {
  /** The Instagram connection (uuid) it was read from; null once that connection was removed. */
  network: string | null;
  /** When this server downloaded it (ISO). */
  fetched_at: string;
}
