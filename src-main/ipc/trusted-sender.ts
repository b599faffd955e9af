/**
 * Bridge calls are accepted only from the app's own pages. Custom schemes (`app://renderer`) have
 * an opaque `URL.origin`, so the origin is rebuilt from protocol and host.
 */
export function createTrustedSenderCheck(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map(originOf).filter((origin) => origin !== null));
  return (senderUrl: string): boolean => {
    const origin = originOf(senderUrl);
    return origin !== null && trusted.has(origin);
  };
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!parsed.host) return null;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}
