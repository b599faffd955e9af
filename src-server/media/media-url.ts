/** Where the media route is mounted; stored paths are relative to it. */
export const MEDIA_ROUTE_PREFIX = '/media/';

/** Anything with a scheme is a URL someone else serves (a Google or Facebook picture). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The URL a client can load a stored image from. The database keeps paths inside the media folder
 * (`avatars/<uuid>.jpg`) so the data survives a change of host or port; absolute URLs pass through.
 */
export function mediaUrl(stored: string | null, origin: string): string | null {
  if (!stored) return null;
  if (HAS_SCHEME.test(stored)) return stored;
  const path = stored.split('/').map(encodeURIComponent).join('/');
  return `${origin}${MEDIA_ROUTE_PREFIX}${path}`;
}
