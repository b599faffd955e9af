import { isRedirectTo } from './redirect-match';

/**
 * The sites a provider's sign-in may pass through (login, two-step checks, consent), by
 * registrable domain: a host is on the site when it is the domain or one of its subdomains.
 * The core API's authorize URLs start on one of these (src-server/providers/*, Facebook's dialog,
 * PayPal's approval page); a provider whose login moves elsewhere must be added here.
 */
export const PROVIDER_LOGIN_SITES: readonly (readonly string[])[] = [
  ['facebook.com'],
  ['tiktok.com'],
  ['twitch.tv'],
  ['pinterest.com', 'pinterest.com.mx'],
  ['linkedin.com'],
  ['spotify.com'],
  ['google.com'],
  ['paypal.com'],
];

export type SignInNavigation = 'return' | 'allow' | 'refuse';

const onSite = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Where a sign-in window may go: the return address (caught by the caller before it loads), the
 * authorize page's own origin (so a stand-in or self-hosted provider works as configured), and
 * over https the hosts of the provider site the authorize page belongs to. Anything else (another
 * site, another scheme, a `file:` or `javascript:` URL) is refused.
 */
export function signInNavigationPolicy(
  authorizeUrl: string,
  returnUrls: readonly string[],
): (url: string) => SignInNavigation {
  const start = parse(authorizeUrl);
  const site = start
    ? PROVIDER_LOGIN_SITES.find((domains) => domains.some((d) => onSite(start.hostname, d)))
    : undefined;
  return (url) => {
    if (returnUrls.some((candidate) => isRedirectTo(url, candidate))) return 'return';
    const target = parse(url);
    if (!target || !start) return 'refuse';
    if (target.origin === start.origin && target.origin !== 'null') return 'allow';
    if (target.protocol !== 'https:' || !site) return 'refuse';
    return site.some((domain) => onSite(target.hostname, domain)) ? 'allow' : 'refuse';
  };
}

/** What a log may say of a refused address: its origin, never its query (codes, tokens). */
export function originForLog(url: string): string {
  const parsed = parse(url);
  if (!parsed) return '(not a URL)';
  return parsed.origin === 'null' ? `${parsed.protocol}…` : parsed.origin;
}
