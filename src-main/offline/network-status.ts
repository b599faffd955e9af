import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import type { OfflineReason } from '../../src-shared/domain/connectivity';

/**
 * Whether this computer is on a working network at all, asked apart from the core API. The app
 * gives Electron's `net.isOnline()` (`electron/network-status.ts`); tests and the e2e harness
 * give their own.
 */
export interface NetworkStatus {
  isOnline(): Promise<boolean>;
}

/** A well-known name that is not the core API: resolving it says the internet answers. */
export const WELL_KNOWN_HOST = 'www.google.com';
const LOOKUP_TIMEOUT_MS = 3_000;

/** The core API on this computer (the embedded default): the internet has nothing to do with it. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  host = host.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Why the core API at `apiUrl` did not answer. A server on this computer is always
 * `server_unreachable`; otherwise the network is asked, and any doubt (no URL, the check
 * failing) also ends in `server_unreachable`, the wording that blames nobody's connection.
 */
export async function diagnoseUnreachable(
  apiUrl: () => Promise<string>,
  network: NetworkStatus,
): Promise<OfflineReason> {
  const url = await apiUrl().catch(() => null);
  if (url === null || isLoopbackUrl(url)) return 'server_unreachable';
  const online = await network.isOnline().catch(() => true);
  return online ? 'server_unreachable' : 'network_down';
}

/** Online only when every check says so: the OS may see a cable the internet is not behind. */
export function allOf(...checks: NetworkStatus[]): NetworkStatus {
  return {
    isOnline: async () => {
      for (const check of checks) if (!(await check.isOnline())) return false;
      return true;
    },
  };
}

/** The OS has an interface up besides loopback; plain Node's stand-in for `net.isOnline()`. */
export const osInterfacesStatus: NetworkStatus = {
  isOnline: async () =>
    Object.values(networkInterfaces()).some((addresses) =>
      (addresses ?? []).some((address) => !address.internal),
    ),
};

/**
 * Resolves a well-known name (not the core API's): a DNS answer within the timeout means the
 * internet is there. `resolve` is injectable for tests.
 */
export function dnsStatus(
  host: string = WELL_KNOWN_HOST,
  options: { timeoutMs?: number; resolve?: (host: string) => Promise<unknown> } = {},
): NetworkStatus {
  const resolve = options.resolve ?? ((name: string) => lookup(name));
  const timeoutMs = options.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  return {
    isOnline: () =>
      new Promise<boolean>((settle) => {
        const timer = setTimeout(() => settle(false), timeoutMs);
        timer.unref();
        resolve(host).then(
          () => {
            clearTimeout(timer);
            settle(true);
          },
          () => {
            clearTimeout(timer);
            settle(false);
          },
        );
      }),
  };
}

/** What main uses under plain Node when nobody gives it a network check. */
export const nodeNetworkStatus: NetworkStatus = allOf(osInterfacesStatus, dnsStatus());
