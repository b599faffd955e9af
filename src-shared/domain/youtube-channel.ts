import type { NetworkConnection } from './network';

/** How many of the latest uploads `social/get/info/youtube/{id}/` reads and averages over. */
export const YOUTUBE_LATEST_VIDEOS = 12;

/** One upload as the YouTube Data API reports it (`videos?part=snippet,statistics`). */
export interface YouTubeVideo {
  id: string;
  title: string;
  /** ISO date-time the video was published. */
  published_at: string;
  /** The largest thumbnail YouTube offers among high, medium and default; null when none. */
  thumbnail_url: string | null;
  /** null where YouTube leaves the count out (an upcoming premiere, likes hidden, comments off). */
  view_count: number | null;
  like_count: number | null;
  comment_count: number | null;
  /** The watch page, `https://www.youtube.com/watch?v={id}`. */
  url: string;
}

/** A connected channel as the YouTube Data API reports it (`channels?mine=true`). */
export interface YouTubeChannelInfo {
  /** The channel id (`UC…`), the connection's username. */
  id: string;
  title: string;
  description: string;
  /** The channel's handle (`@name`); null for a channel without one. */
  custom_url: string | null;
  thumbnail_url: string | null;
  /** ISO date-time the channel was created. */
  published_at: string | null;
  /** null when the channel hides its subscriber count. */
  subscribers_count: number | null;
  view_count: number;
  /** Public videos only, as YouTube counts them. */
  video_count: number;
}

/** What `GET /api/v3/social/get/info/youtube/{id}/` answers. */
export interface YouTubeInfoAnswer {
  channel: YouTubeChannelInfo;
  /** The latest uploads, newest first, at most YOUTUBE_LATEST_VIDEOS. */
  videos: YouTubeVideo[];
  /** The connection with the snapshot these figures were just stored as. */
  user_network: NetworkConnection;
}
