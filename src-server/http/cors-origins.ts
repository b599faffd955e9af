/**
 * `CORS_ORIGINS` (issue 35): the web origins a team server answers browsers from, comma-separated
 * (`https://panel.agencia.mx,https://app.agencia.mx`). Unset: none, and no answer carries CORS
 * headers. Each entry is an origin exactly as a browser sends it: scheme, host and port if any, no
 * path and no trailing slash; a wildcard is refused, since these answers hold accounts' data.
 */
export function parseCorsOrigins(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    // A URL parser takes `https://*.example.com` as a host name: no wildcard is an origin here.
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry || entry.includes('*')) {
      throw new Error(
        `CORS_ORIGINS must list origins such as https://panel.example.com (scheme and host, no path), got "${entry}"`,
      );
    }
    return url.origin;
  });
}
