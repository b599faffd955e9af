import type { SocialNetwork } from '../domain/network';

export interface ExtractedAccount {
  username: string;
  /** YouTube only: `/channel/{id}` is a channel id, `/user/{u}` and `/@{u}` are not. */
  is_channel: boolean;
  /**
   * LinkedIn and Spotify, whose connections also keep the profile's address: the pasted one,
   * tidied (https, no query or fragment), so the form's URL field fills itself (issue 34).
   */
  url?: string;
}

/** LinkedIn profile and page paths: `/in/{u}`, `/company/{u}`, `/school/{u}`, `/showcase/{u}`. */
const LINKEDIN_KINDS = ['in', 'company', 'school', 'showcase'];
/** Spotify's podcast, host and artist pages: `open.spotify.com/{kind}/{id}`. */
const SPOTIFY_KINDS = ['show', 'user', 'artist'];

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

/**
 * docs/PRODUCT.md §5.4 for a whole connection, the one rule the form, main's argument check and
 * the core API's body validation share (issue 34): a profile address in the username becomes
 * the username; YouTube learns whether it is a channel; LinkedIn and Spotify also take the
 * address as their URL when none was given. Anything else is left as it is for the schema to
 * judge.
 */
export function withPastedProfile<
  T extends { network: SocialNetwork; username: string; url?: string; is_channel?: boolean },
>(input: T): T {
  if (!looksLikeUrl(input.username)) return input;
  const account = usernameFromUrl(input.network, input.username);
  if (!account) return input;
  return {
    ...input,
    username: account.username,
    ...(input.network === 'youtube' ? { is_channel: account.is_channel } : {}),
    ...(account.url && !input.url?.trim() ? { url: account.url } : {}),
  };
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
    case 'linkedin': {
      const [kind, name] = segments;
      if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return null;
      if (segments.length !== 2 || !kind || !LINKEDIN_KINDS.includes(kind) || !name) return null;
      const account = plain(name);
      return account && { ...account, url: `https://www.linkedin.com/${kind}/${name}` };
    }
    case 'spotify': {
      const [kind, id] = segments;
      if (host !== 'open.spotify.com' || segments.length !== 2) return null;
      if (!kind || !SPOTIFY_KINDS.includes(kind) || !id) return null;
      const account = plain(id);
      return account && { ...account, url: `https://open.spotify.com/${kind}/${id}` };
    }
    default:
      // A blog's address is its own: there is no user name in it to read.
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
