import type { NetworkConnection } from '../domain/network';

type HandleFields = Pick<NetworkConnection, 'network' | 'username' | 'url' | 'is_channel'>;

const YOUTUBE_HANDLE_URL = /^https:\/\/(?:www\.)?youtube\.com\/(@[\w.-]+)\/?$/i;

/** A YouTube channel's public address from its @handle (`snippet.customUrl`), or '' without one. */
export function youtubeHandleUrl(customUrl: string | null | undefined): string {
  const handle = customUrl?.trim() ?? '';
  return /^@[\w.-]+$/.test(handle) ? `https://www.youtube.com/${handle}` : '';
}

/**
 * The `@handle` a person knows a connection by, or null where there is none to show. A YouTube
 * channel is stored by its id (`UC…`, is_channel true: the id never changes, the handle may), and
 * an id is never shown (issue 34): its handle is the one its address carries, kept when Google
 * connected it (`youtubeHandleUrl`).
 */
export function shownHandleOf(connection: HandleFields): string | null {
  if (connection.network === 'youtube' && connection.is_channel) {
    return YOUTUBE_HANDLE_URL.exec(connection.url.trim())?.[1] ?? null;
  }
  const username = connection.username.trim();
  return username === '' ? null : `@${username.replace(/^@/, '')}`;
}
