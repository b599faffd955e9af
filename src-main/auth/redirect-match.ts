/**
 * Whether a navigation is the expected return point: same scheme, host and path (a trailing slash
 * aside). A prefix test would also catch `…/account-setting/social-evil` or
 * `https://marcacreadores.mx.evil.example/…`.
 */
export function isRedirectTo(target: string, redirectUri: string): boolean {
  try {
    const seen = new URL(target);
    const expected = new URL(redirectUri);
    const path = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';
    return (
      seen.protocol === expected.protocol &&
      seen.host === expected.host &&
      path(seen) === path(expected)
    );
  } catch {
    return false;
  }
}

/** The parameters a provider answered with, from the query or (implicit flows) the fragment. */
export function redirectParams(target: string): URLSearchParams {
  const url = new URL(target);
  const merged = new URLSearchParams(url.search);
  new URLSearchParams(url.hash.replace(/^#/, '')).forEach((value, key) => {
    if (!merged.has(key)) merged.set(key, value);
  });
  return merged;
}
