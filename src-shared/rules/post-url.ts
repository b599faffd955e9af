import type { SocialNetwork } from '../domain/network';
import { usernameFromUrl } from './network-url';
import { withoutLeadingAt } from './network-username';

/**
 * Issue 31: the address of a published post a creator hands in for a collaboration item. Built for
 * what people really paste (share sheets and browser bars): tracking queries, `www.`/`m.`/
 * `mobile.`/`web.` hosts, no scheme, trailing slashes, upper-case hosts, x.com and twitter.com,
 * youtu.be… Generous with those, strict with what is not a post of the item's network.
 */
export interface PostReference {
  network: SocialNetwork;
  /** The network's id of the post (instagram shortcode, youtube video id, tweet id, tiktok video id, pin id…); for blog the URL path. */
  post_id: string;
  /** The account the URL names as the post's author, lowercased without '@', or null when the URL does not say (instagram /p/CODE, youtube watch?v=, pin ids, short links…). */
  username: string | null;
  /** A clean https URL of the post: scheme https, no tracking query (keep only what identifies the post, e.g. youtube's v=), no fragment. A blog keeps the scheme it was pasted with. */
  canonical_url: string;
}

export type PostUrlProblem = 'invalid' | 'other_network' | 'profile' | 'short_link' | 'not_post';

export type PostUrlCheck =
  | { ok: true; post: PostReference }
  | {
      ok: false;
      problem: PostUrlProblem;
      /** for other_network: which network the URL belongs to, when recognisable */
      detected?: SocialNetwork;
    };

type Network = Exclude<SocialNetwork, 'blog'>;

/** What a network's reading of a path answers: the post, or why it is not one. */
type Verdict = Omit<PostReference, 'network'> | PostUrlProblem;

interface Pasted {
  url: URL;
  /** Lowercase, without a trailing dot nor the network's `www.`/`m.`/`mobile.`/`web.` prefix. */
  host: string;
  /** The path's non-empty segments, percent-decoded. */
  segments: string[];
}

/** Every host of each network (a host is the network's when it is one of these or under one). */
const NETWORK_DOMAINS: Record<Network, readonly string[]> = {
  instagram: ['instagram.com', 'instagr.am'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch', 'fb.me', 'fb.gg'],
  linkedin: ['linkedin.com'],
  twitch: ['twitch.tv'],
  pinterest: ['pin.it'],
  spotify: ['spotify.com', 'spotify.link'],
  snapchat: ['snapchat.com'],
};

/** A network's own short links: they hide the author and the post behind a redirect. */
const NETWORK_SHORT_HOSTS = [
  'vm.tiktok.com',
  'vt.tiktok.com',
  'fb.watch',
  'fb.me',
  'fb.gg',
  'pin.it',
  'spotify.link',
  't.snapchat.com',
];

/** Shorteners that may hide any address (t.co and lnkd.in wrap every link shared on X and LinkedIn). */
const GENERIC_SHORTENERS = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  'ow.ly',
  'buff.ly',
  'goo.gl',
  't.ly',
  'rebrand.ly',
  'is.gd',
  'v.gd',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  's.id',
  'bl.ink',
  'dlvr.it',
  'ift.tt',
  't.co',
  'lnkd.in',
];

/** Pinterest has country domains: pinterest.com.mx, pinterest.es, mx.pinterest.com… (as network-url.ts). */
const isPinterestHost = (host: string) =>
  /^([a-z]{2}\.)?pinterest\.(com|[a-z]{2}|com?\.[a-z]{2})$/.test(host);

/** A host name with a dot and a letter TLD: no IP addresses, no `localhost`. */
const HOST_NAME = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/;

/** `javascript:`, `ftp:`, `mailto:`… (a colon followed by a digit is a port: `x.com:443/…`). */
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/** Handles as the networks write them in their addresses. */
const HANDLE = /^[\p{L}\p{N}._-]{1,50}$/u;

/** Query keys that only say where a link was shared from. */
const TRACKING_KEY =
  /^(utm_[a-z_]*|fbclid|gclid|dclid|msclkid|yclid|ttclid|twclid|igsh|igshid|si|mibextid|mc_cid|mc_eid|_ga|_gl|ref_src|ref_url)$/i;

function readUrl(text: string): { url: URL; host: string; plainHost: boolean } | null {
  const trimmed = text.trim();
  if (trimmed === '' || /[\s\\\p{Cc}]/u.test(trimmed)) return null;
  let withScheme: string;
  if (/^https?:\/\//i.test(trimmed)) withScheme = trimmed;
  else if (trimmed.startsWith('//')) withScheme = `https:${trimmed}`;
  else if (OTHER_SCHEME.test(trimmed)) return null;
  else withScheme = `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `https://instagram.com@evil.io/…` names evil.io: refused whatever the host.
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.replace(/\.$/, '');
  if (!HOST_NAME.test(host)) return null;
  const authority = withScheme.replace(/^https?:\/\//i, '').split(/[/?#]/, 1)[0] ?? '';
  // Non-ASCII lookalikes (`іnstagram.com` with a Cyrillic і) and odd ports are not the network.
  return { url, host, plainHost: !/[^\p{ASCII}]/u.test(authority) && url.port === '' };
}

const withoutWww = (host: string) => host.replace(/^www\./, '');

function isGenericShortener(host: string): boolean {
  const bare = withoutWww(host);
  return (
    GENERIC_SHORTENERS.includes(bare) || bare.endsWith('.app.link') || bare.endsWith('.page.link')
  );
}

/** The network a host belongs to, null when it is none of the eleven. */
function networkOfHost(host: string): Network | null {
  if (isPinterestHost(withoutWww(host).replace(/^m\./, ''))) return 'pinterest';
  for (const [network, domains] of Object.entries(NETWORK_DOMAINS) as [Network, string[]][]) {
    if (domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return network;
  }
  return null;
}

function segmentsOf(url: URL): string[] | null {
  const segments: string[] = [];
  for (const segment of url.pathname.split('/')) {
    if (segment === '') continue;
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  return segments;
}

/** A handle from a path segment: lowercased, without `@`; null when it is not one. */
function handle(segment: string | undefined, reserved: readonly string[] = []): string | null {
  if (segment === undefined) return null;
  const name = segment.replace(/^@/, '').toLowerCase();
  return HANDLE.test(name) && !reserved.includes(name) ? name : null;
}

/** Not a post: a profile when network-url.ts reads the address as one (on the network's main host). */
function profileOr(network: Network, p: Pasted, mainHost: string): Verdict {
  return usernameFromUrl(network, `https://${mainHost}${p.url.pathname}`) ? 'profile' : 'not_post';
}

const post = (post_id: string, username: string | null, canonical_url: string): Verdict => ({
  post_id,
  username,
  canonical_url,
});

const IG_KINDS: Record<string, string> = { p: 'p', reel: 'reel', reels: 'reel', tv: 'tv' };
const IG_RESERVED = [
  ...Object.keys(IG_KINDS),
  'stories',
  'explore',
  'accounts',
  'direct',
  'about',
  'share',
  's',
];
const IG_CODE = /^[\w-]{5,64}$/;

/**
 * `/stories/{user}/{id}` counts as a post with its author: a story expires after a day, but while
 * it lives that address is the only one that identifies it (content type story). Highlights
 * (`/stories/highlights/…`, `/s/…`) are not posts.
 */
function instagram(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b, c] = s;
  const ig = (kind: string, code: string, username: string | null) =>
    post(code, username, `https://www.instagram.com/${kind}/${code}/`);
  const kindA = IG_KINDS[a?.toLowerCase() ?? ''];
  const kindB = IG_KINDS[b?.toLowerCase() ?? ''];
  // `/share/…` (and `/share/reel/…`) redirect to a post without saying which.
  if (a === 'share' && s.length >= 2) return 'short_link';
  if (s.length === 2 && kindA && IG_CODE.test(b!)) return ig(kindA, b!, null);
  if (s.length === 3 && kindB && IG_CODE.test(c!)) {
    const user = handle(a, IG_RESERVED);
    return user ? ig(kindB, c!, user) : 'not_post';
  }
  if (s.length === 3 && a === 'stories' && /^\d{5,25}$/.test(c!)) {
    const user = handle(b, ['highlights']);
    return user ? post(c!, user, `https://www.instagram.com/stories/${user}/${c}/`) : 'not_post';
  }
  if (
    s.length === 2 &&
    handle(a, IG_RESERVED) &&
    ['reels', 'tagged', 'saved', 'guides'].includes(b!)
  )
    return 'profile';
  return profileOr('instagram', p, 'instagram.com');
}

function tiktok(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b, c] = s;
  if (a === 't') return 'short_link';
  if (p.host !== 'tiktok.com') return 'not_post';
  if (
    s.length === 3 &&
    a?.startsWith('@') &&
    (b === 'video' || b === 'photo') &&
    /^\d{8,25}$/.test(c!)
  ) {
    const user = handle(a);
    return user ? post(c!, user, `https://www.tiktok.com/@${user}/${b}/${c}`) : 'not_post';
  }
  return profileOr('tiktok', p, 'tiktok.com');
}

const YT_ID = /^[\w-]{11}$/;

/** Every video (watch, youtu.be, shorts, live, embed) has one canonical form: `watch?v={id}`. */
function youtube(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b] = s;
  const video = (id: string) => post(id, null, `https://www.youtube.com/watch?v=${id}`);
  if (p.host === 'youtu.be') return s.length === 1 && YT_ID.test(a!) ? video(a!) : 'not_post';
  // music.youtube.com, studio.youtube.com… are not where posts are shown.
  if (p.host !== 'youtube.com' && p.host !== 'youtube-nocookie.com') return 'not_post';
  if (s.length === 1 && a === 'watch') {
    const id = p.url.searchParams.get('v') ?? '';
    return YT_ID.test(id) ? video(id) : 'not_post';
  }
  if (s.length === 2 && ['shorts', 'live', 'embed', 'v'].includes(a!) && YT_ID.test(b!))
    return video(b!);
  // Channel tabs: /@ana/videos, /channel/UC…/featured, /c/ana, /user/ana/about.
  if (s.length >= 2 && (a?.startsWith('@') || ['c', 'channel', 'user'].includes(a!)))
    return 'profile';
  return profileOr('youtube', p, 'youtube.com');
}

const TW_RESERVED = [
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
];
const TW_NOT_PROFILES = ['login', 'logout', 'signup', 'compose', 'tos', 'privacy', 'account'];
const TWEET_ID = /^\d{1,25}$/;

/** x.com is the canonical host; `/photo/1`, `/video/1` and `/analytics` after the id are dropped. */
function twitter(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b] = s;
  if (p.host !== 'twitter.com' && p.host !== 'x.com') return 'not_post';
  // x.com/i/web/status/{id} and x.com/i/status/{id}: a post whose address omits its author.
  const web = a === 'i' && b === 'web' ? 1 : 0;
  const kind = s[1 + web];
  const id = s[2 + web];
  if ((kind === 'status' || kind === 'statuses') && TWEET_ID.test(id ?? '')) {
    const rest = s.slice(3 + web);
    const restOk =
      rest.length === 0 ||
      (rest.length === 1 && rest[0] === 'analytics') ||
      (rest.length === 2 && (rest[0] === 'photo' || rest[0] === 'video') && /^\d$/.test(rest[1]!));
    if (!restOk) return 'not_post';
    if (a === 'i') return post(id!, null, `https://x.com/i/status/${id}`);
    const user = handle(a, TW_RESERVED);
    return user ? post(id!, user, `https://x.com/${user}/status/${id}`) : 'not_post';
  }
  if (s.length === 1 && TW_NOT_PROFILES.includes(a!.toLowerCase())) return 'not_post';
  if (
    s.length === 2 &&
    handle(a, TW_RESERVED) &&
    ['with_replies', 'media', 'likes', 'highlights', 'articles', 'followers', 'following'].includes(
      b!,
    )
  )
    return 'profile';
  return profileOr('twitter', p, 'x.com');
}

const FB_RESERVED = [
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
  'reels',
  'stories',
  'share',
  'sharer',
  'sharer.php',
  'help',
  'login',
  'login.php',
  'home.php',
  'notifications',
  'friends',
  'messages',
  'bookmarks',
  'search',
  'hashtag',
  'permalink.php',
  'story.php',
  'people',
  'p',
];
const FB_POST_ID = /^(\d{1,25}|pfbid[\dA-Za-z]{10,100})$/;
const FB_NUMBER = /^\d{1,25}$/;

/** A page's handle; a numeric page id names no handle (its owner is checked by the adapter). */
function facebookPage(
  segment: string | undefined,
): { page: string; username: string | null } | null {
  const page = handle(segment, FB_RESERVED);
  if (!page) return null;
  return { page, username: FB_NUMBER.test(page) ? null : page };
}

/**
 * `/share/p|v|r/…` and fb.watch hide the page: short links. Group posts are not the creator's own
 * page: not posts.
 */
function facebook(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b, c] = s;
  const last = s[s.length - 1] ?? '';
  const query = (key: string) => p.url.searchParams.get(key) ?? '';
  const fb = (path: string, id: string, username: string | null) =>
    post(id, username, `https://www.facebook.com/${path}`);
  if (p.host !== 'facebook.com' && p.host !== 'fb.com') return 'not_post';
  if (a === 'share' && s.length >= 2) return 'short_link';
  if (s.length === 3 && b === 'posts' && FB_POST_ID.test(c!)) {
    const page = facebookPage(a);
    return page ? fb(`${page.page}/posts/${c}`, c!, page.username) : 'not_post';
  }
  // /{page}/videos/{id} and /{page}/videos/{title}/{id}.
  if ((s.length === 3 || s.length === 4) && b === 'videos' && FB_NUMBER.test(last)) {
    const page = facebookPage(a);
    return page ? fb(`${page.page}/videos/${last}`, last, page.username) : 'not_post';
  }
  // /{page}/photos/a.{album}/{id}.
  if (s.length === 4 && b === 'photos' && FB_NUMBER.test(last)) {
    const page = facebookPage(a);
    return page ? fb(`${page.page}/photos/${c}/${last}`, last, page.username) : 'not_post';
  }
  if (s.length === 2 && (a === 'reel' || a === 'reels') && FB_NUMBER.test(b!))
    return fb(`reel/${b}`, b!, null);
  if (a === 'watch' && (s.length === 1 || (s.length === 2 && b === 'live'))) {
    const id = query('v');
    return FB_NUMBER.test(id) ? fb(`watch/?v=${id}`, id, null) : 'not_post';
  }
  if (s.length === 1 && (a === 'permalink.php' || a === 'story.php')) {
    const story = query('story_fbid');
    const id = query('id');
    return FB_POST_ID.test(story) && FB_NUMBER.test(id)
      ? fb(`permalink.php?story_fbid=${story}&id=${id}`, story, null)
      : 'not_post';
  }
  if (s.length === 1 && (a === 'photo' || a === 'photo.php')) {
    const id = query('fbid');
    return FB_NUMBER.test(id) ? fb(`photo/?fbid=${id}`, id, null) : 'not_post';
  }
  if (s.length === 1 && a === 'profile.php')
    return FB_NUMBER.test(query('id')) ? 'profile' : 'not_post';
  // /people/{name}/{id} and /p/{name}-{id}: profiles without a handle.
  if (s.length >= 2 && (a === 'people' || a === 'p')) return 'profile';
  if (
    s.length === 2 &&
    facebookPage(a) &&
    ['about', 'photos', 'videos', 'reels', 'posts', 'events', 'community', 'reviews'].includes(b!)
  )
    return 'profile';
  return profileOr('facebook', p, 'facebook.com');
}

const LI_URN = /^urn:li:(activity|ugcpost|share):(\d{10,25})$/i;
const LI_POST_SLUG = /(?:^|[-_])(activity|ugcpost|share)-(\d{10,25})(?:-[\w-]{1,16})?$/i;
/** LinkedIn's vanity names: letters, digits and hyphens (never `_`, which ends it in a post slug). */
const LI_VANITY = /^([\p{L}\p{N}-]{3,100})_/u;

const linkedinUrn = (kind: string, id: string) => {
  const type = kind.toLowerCase() === 'ugcpost' ? 'ugcPost' : kind.toLowerCase();
  return `urn:li:${type}:${id}`;
};

/**
 * Posts get `post_id` = their URN (`urn:li:activity:{id}`) and the feed address as canonical
 * form, so `/posts/{slug}` and `/feed/update/{urn}` of one post agree; articles (`/pulse/{slug}`)
 * keep their slug.
 */
function linkedin(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b] = s;
  const byUrn = (urn: string, username: string | null) =>
    post(urn, username, `https://www.linkedin.com/feed/update/${urn}/`);
  if (!/^([a-z]{2}\.)?linkedin\.com$/.test(p.host)) return 'not_post';
  if (s.length === 2 && a === 'posts') {
    const found = LI_POST_SLUG.exec(b!);
    if (!found) return 'not_post';
    const vanity = LI_VANITY.exec(b!)?.[1]?.toLowerCase() ?? null;
    return byUrn(linkedinUrn(found[1]!, found[2]!), vanity);
  }
  const feed = a === 'embed' ? s.slice(1) : s;
  if (feed.length === 3 && feed[0] === 'feed' && feed[1] === 'update') {
    const found = LI_URN.exec(feed[2]!);
    return found ? byUrn(linkedinUrn(found[1]!, found[2]!), null) : 'not_post';
  }
  if (s.length === 2 && a === 'pulse' && /^[\p{L}\p{N}._-]{3,300}$/u.test(b!))
    return post(b!, null, `https://www.linkedin.com/pulse/${encodeURIComponent(b!)}/`);
  if (s.length >= 2 && ['in', 'company', 'school', 'showcase'].includes(a!)) return 'profile';
  return 'not_post';
}

const TWITCH_RESERVED = [
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
];
const CLIP_SLUG = /^[\w-]{3,120}$/;

function twitch(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b, c] = s;
  if (p.host === 'clips.twitch.tv')
    return s.length === 1 && a !== 'embed' && CLIP_SLUG.test(a!)
      ? post(a!, null, `https://clips.twitch.tv/${a}`)
      : 'not_post';
  if (p.host !== 'twitch.tv') return 'not_post';
  if (s.length === 2 && a === 'videos' && /^\d{1,20}$/.test(b!))
    return post(b!, null, `https://www.twitch.tv/videos/${b}`);
  if (s.length === 3 && b === 'clip' && CLIP_SLUG.test(c!)) {
    const user = handle(a, TWITCH_RESERVED);
    return user ? post(c!, user, `https://www.twitch.tv/${user}/clip/${c}`) : 'not_post';
  }
  if (
    s.length === 2 &&
    handle(a, TWITCH_RESERVED) &&
    ['videos', 'clips', 'about', 'schedule'].includes(b!)
  )
    return 'profile';
  return profileOr('twitch', p, 'twitch.tv');
}

const PINTEREST_RESERVED = [
  'pin',
  'search',
  'ideas',
  'settings',
  'today',
  'business',
  'explore',
  'login',
  'signup',
  'categories',
  'topics',
];

/** Every country domain canonicalises to www.pinterest.com; `/pin/{title}--{id}` gives the id. */
function pinterest(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b] = s;
  if (!isPinterestHost(p.host)) return 'not_post';
  if (s.length === 2 && a === 'pin') {
    const id = /^(?:.*--)?(\d{5,25})$/.exec(b!)?.[1];
    return id ? post(id, null, `https://www.pinterest.com/pin/${id}/`) : 'not_post';
  }
  // A board (`/{user}/{board}`) or a profile tab is the account's page, not a pin.
  if (s.length === 2 && handle(a, PINTEREST_RESERVED)) return 'profile';
  return profileOr('pinterest', p, 'pinterest.com');
}

function spotify(p: Pasted): Verdict {
  if (p.host !== 'open.spotify.com') return 'not_post';
  let s = p.segments;
  if (/^intl-[a-z]{2}(-[a-z]{2})?$/i.test(s[0] ?? '')) s = s.slice(1);
  if (s[0] === 'embed' || s[0] === 'embed-podcast') s = s.slice(1);
  const [a, b] = s;
  if (s.length === 2 && a === 'episode' && /^[A-Za-z\d]{22}$/.test(b!))
    return post(b!, null, `https://open.spotify.com/episode/${b}`);
  if (s.length >= 2 && ['show', 'user', 'artist'].includes(a!)) return 'profile';
  return 'not_post';
}

const SNAP_ID = /^[\w-]{8,300}$/;

/**
 * Spotlight videos are posts (with their author under `/@{user}/spotlight/{id}`); shared public
 * stories (`/p/…` on snapchat.com or story.snapchat.com, `/s/…` on story.snapchat.com) count as
 * posts while they live, like Instagram's stories, with no author named.
 */
function snapchat(p: Pasted): Verdict {
  const s = p.segments;
  const [a, b, c] = s;
  const storyPath = (from: number) =>
    s.length >= from + 1 && s.length <= from + 2 && s.slice(from).every((x) => SNAP_ID.test(x));
  if (p.host === 'story.snapchat.com') {
    if ((a === 'p' || a === 's') && storyPath(1))
      return post(s.join('/'), null, `https://story.snapchat.com/${s.join('/')}`);
    if ((a === 'u' && s.length >= 2) || (a?.startsWith('@') && handle(a))) return 'profile';
    return 'not_post';
  }
  if (p.host !== 'snapchat.com') return 'not_post';
  if (a === 't') return 'short_link';
  if (s.length === 2 && a === 'spotlight' && SNAP_ID.test(b!))
    return post(b!, null, `https://www.snapchat.com/spotlight/${b}`);
  if (s.length === 3 && a?.startsWith('@') && b === 'spotlight' && SNAP_ID.test(c!)) {
    const user = handle(a);
    return user ? post(c!, user, `https://www.snapchat.com/@${user}/spotlight/${c}`) : 'not_post';
  }
  if (a === 'p' && storyPath(1))
    return post(s.join('/'), null, `https://www.snapchat.com/${s.join('/')}`);
  if (a?.startsWith('@') && handle(a) && s.length <= 2) return 'profile';
  return profileOr('snapchat', p, 'snapchat.com');
}

/** Any page of the blog but its home: post_id is the path; tracking keys leave the query. */
function blog(url: URL): Verdict {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '') return 'not_post';
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !TRACKING_KEY.test(part.split('=', 1)[0]!));
  const query = kept.length > 0 ? `?${kept.join('&')}` : '';
  return post(path, null, `${url.protocol}//${url.host}${url.pathname}${query}`);
}

const READERS: Record<Network, (pasted: Pasted) => Verdict> = {
  instagram,
  tiktok,
  youtube,
  twitter,
  facebook,
  linkedin,
  twitch,
  pinterest,
  spotify,
  snapchat,
};

const refused = (problem: PostUrlProblem, detected?: SocialNetwork): PostUrlCheck =>
  detected ? { ok: false, problem, detected } : { ok: false, problem };

function checked(network: SocialNetwork, verdict: Verdict): PostUrlCheck {
  return typeof verdict === 'string'
    ? refused(verdict)
    : { ok: true, post: { network, ...verdict } };
}

/**
 * Reads a pasted post address for an item of `network`. A generic shortener is a short link for
 * every network (blog included); a blog item refuses the other ten networks' addresses.
 */
export function parsePostUrl(network: SocialNetwork, text: string): PostUrlCheck {
  const read = readUrl(text);
  if (!read) return refused('invalid');
  const { url, host, plainHost } = read;
  if (isGenericShortener(host)) return refused('short_link');
  const owner = networkOfHost(host);
  if (network === 'blog')
    return owner ? refused('other_network', owner) : checked('blog', blog(url));
  if (!plainHost || owner !== network)
    return refused('other_network', plainHost ? (owner ?? undefined) : undefined);
  const bare = host.replace(/^(www|m|mobile|web|mbasic|touch)\./, '');
  if (NETWORK_SHORT_HOSTS.includes(bare)) return refused('short_link');
  const segments = segmentsOf(url);
  if (!segments) return refused('not_post');
  return checked(network, READERS[network]({ url, host: bare, segments }));
}

/** Whether the post URL's author (when it names one) is the given account username (case-insensitive, leading @ ignored); true when the URL names no author (ownership is then checked by the network's adapter). */
export function postNamesAccount(post: PostReference, username: string): boolean {
  if (post.username === null) return true;
  return post.username === withoutLeadingAt(username).trim().toLowerCase();
}

/**
 * Why a pasted address is refused, in Spanish, naming the item's network (`networkName`, as the
 * caller writes it: "Instagram", "X"). One text for the form and the core API; these carry the
 * network's name, so they live here rather than in the validation catalogue of fixed texts.
 */
export function postUrlProblemText(problem: PostUrlProblem, networkName: string): string {
  switch (problem) {
    case 'invalid':
      return 'Pega un enlace web completo que empiece con https://.';
    case 'other_network':
      return `Ese enlace no es de ${networkName}: pega el de la publicación en ${networkName}.`;
    case 'profile':
      return 'Ese enlace es de un perfil, no de una publicación: abre la publicación y copia su enlace.';
    case 'short_link':
      return 'Los enlaces cortos no dicen de quién es la publicación: abre el enlace y copia la dirección completa.';
    case 'not_post':
      return `Ese enlace no es de una publicación de ${networkName}.`;
  }
}

/** A post of the right network, but of another account than the creator's on it. */
export function postUrlNotOwnText(networkName: string, handle: string): string {
  return handle
    ? `Esa publicación no es de tu cuenta @${withoutLeadingAt(handle)} en ${networkName}.`
    : `Esa publicación no es de tu cuenta de ${networkName}.`;
}
