import type { SocialNetwork } from '../domain/network';

export interface ExtractedAccount {
  username: string;
  /** YouTube only: `/channel/{id}` is a channel id, `/user/{u}` and `/@{u}` are not. */
  is_channel: boolean;
}

/** First path segments that are pages of the network, not profiles (posts, reels, settings…). */
const RESERVED: Partial<Record<SocialNetwork, readonly string[]>> = {
  instagram: ['p', 'reel', 'reels', 'tv', 'stories', 'explore', 'accounts', 'direct', 'about'],
  twitter: [
    'home',
    'i',
    'explore',
    'search',
    'settings',
    'notifications',
    'messages',
    'hashtag',
    'intent',
    'share',
  ],
  facebook: [
    'watch',
    'groups',
    'events',
    'pages',
    'photo',
    'photo.php',
    'posts',
    'settings',
    'profile.php',
    'marketplace',
    'gaming',
    'reel',
    'stories',
    'share',
    'sharer',
    'help',
  ],
  twitch: [
    'directory',
    'videos',
    'settings',
    'search',
    'p',
    'downloads',
    'jobs',
    'turbo',
    'subscriptions',
    'wallet',
  ],
  pinterest: ['pin', 'search', 'ideas', 'settings', 'today', 'business', 'explore'],
};

const USERNAME = /^[\p{L}\p{N}._-]{1,50}$/u;

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '');
}

/** Pinterest has country domains: pinterest.com.mx, pinterest.es, pinterest.co.uk… */
const isPinterestHost = (host: string) =>
  /^([a-z]{2}\.)?pinterest\.(com|[a-z]{2}|com?\.[a-z]{2})$/.test(host);

function segmentsOf(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return '\u0000';
      }
    });
}

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether pasted text is meant as a profile address rather than a bare username. */
export function looksLikeUrl(text: string): boolean {
  const trimmed = text.trim();
  return /^https?:\/\//i.test(trimmed) || /^(www\.|m\.)?[\w-]+(\.[\w-]+)+\//i.test(trimmed);
}

const single = (network: SocialNetwork, segments: string[]): string | null => {
  if (segments.length !== 1) return null;
  const [name] = segments as [string];
  return RESERVED[network]?.includes(name.toLowerCase()) ? null : name;
};

function extract(
  network: SocialNetwork,
  host: string,
  segments: string[],
): ExtractedAccount | null {
  const plain = (username: string | null): ExtractedAccount | null =>
    username !== null && USERNAME.test(username) ? { username, is_channel: false } : null;
  switch (network) {
    case 'instagram':
      return host === 'instagram.com' ? plain(single(network, segments)) : null;
    case 'tiktok': {
      const [first] = segments;
      if (host !== 'tiktok.com' || segments.length !== 1 || !first?.startsWith('@')) return null;
      return plain(first.slice(1));
    }
    case 'pinterest':
      return isPinterestHost(host) ? plain(single(network, segments)) : null;
    case 'twitter':
      return host === 'twitter.com' || host === 'x.com' ? plain(single(network, segments)) : null;
    case 'snapchat':
      return host === 'snapchat.com' && segments.length === 2 && segments[0] === 'add'
        ? plain(segments[1]!)
        : null;
    case 'twitch':
      return host === 'twitch.tv' ? plain(single(network, segments)) : null;
    case 'facebook':
      return host === 'facebook.com' || host === 'fb.com' ? plain(single(network, segments)) : null;
    case 'youtube': {
      if (host !== 'youtube.com') return null;
      const [first, second] = segments;
      if (segments.length === 2 && first === 'channel') {
        return second && /^[\w-]{1,50}$/.test(second)
          ? { username: second, is_channel: true }
          : null;
      }
      if (segments.length === 2 && first === 'user') return plain(second ?? null);
      if (segments.length === 1 && first?.startsWith('@')) return plain(first.slice(1));
      return null;
    }
    default:
      // linkedin, blog and spotify are identified by their own name and URL fields.
      return null;
  }
}

/**
 * Reduces a pasted profile address to the network's username (docs/PRODUCT.md §5.4):
 * `www.`/`m.`, http or https, a trailing slash, query and fragment do not matter; posts, reels,
 * videos, settings and other hosts answer null (the `errorUrl` toast).
 */
export function usernameFromUrl(network: SocialNetwork, text: string): ExtractedAccount | null {
  const url = parseUrl(text);
  return url ? extract(network, hostOf(url), segmentsOf(url)) : null;
}
