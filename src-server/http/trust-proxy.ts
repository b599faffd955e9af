import { isIP } from 'node:net';

/**
 * `TRUST_PROXY`: the proxies whose `X-Forwarded-For` names the client (comma-separated IPs or
 * CIDRs). Unset trusts none, so a client cannot pick its own IP and dodge the sign-in limit.
 */
export function parseTrustProxy(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges, got "${entry}"`);
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}
