import type { NetworkConnection } from '../../../src-shared/domain/network';
import { NETWORKS_WITH_NAME_AND_URL } from '../../../src-shared/rules/network-badge';
import { shownHandleOf } from '../../../src-shared/rules/network-handle';

/** How a connection is named on the dashboard. */
export type ConnectionHandle =
  /** A profile the network knows by its user name: `@ana.crea`, with the display name if it says more. */
  | { kind: 'username'; username: string; name: string | null }
  /** A YouTube channel (its username is the channel's id) or a blog, podcast or LinkedIn page. */
  | { kind: 'named'; name: string; url: string | null; handle?: string | null };

const WEB_ADDRESS = /^https?:\/\//i;

/** Only http(s) addresses become links; they open in the system browser. */
const linkable = (url: string): string | null => (WEB_ADDRESS.test(url.trim()) ? url.trim() : null);

export function connectionHandle(
  connection: Pick<NetworkConnection, 'network' | 'username' | 'name' | 'url' | 'is_channel'>,
): ConnectionHandle {
  const name = connection.name.trim();
  if (NETWORKS_WITH_NAME_AND_URL.includes(connection.network)) {
    return { kind: 'named', name: name || connection.username, url: linkable(connection.url) };
  }
  if (connection.network === 'youtube' && connection.is_channel) {
    // The channel's id is never shown (issue 34): its title and @handle, or the handle alone.
    const handle = shownHandleOf(connection);
    return { kind: 'named', name: name || handle || '', url: null, handle: name ? handle : null };
  }
  const sameAsUsername = name.toLowerCase() === connection.username.toLowerCase();
  return {
    kind: 'username',
    username: connection.username,
    name: name && !sameAsUsername ? name : null,
  };
}

/** `https://www.miblog.com/` → `miblog.com`: the address as people say it. */
export function displayAddress(url: string): string {
  return url
    .replace(WEB_ADDRESS, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
