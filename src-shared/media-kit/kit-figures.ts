import type { KitFigures, MediaKit } from '../domain/media-kit';

type KitFigureNetwork = KitFigures['networks'][number];

/** The figures of one network in the fixed key order the digest is taken over. */
function canonicalNetwork(entry: KitFigureNetwork): KitFigureNetwork {
  return {
    network: entry.network,
    username: entry.username,
    followers: entry.followers,
    er: entry.er ?? null,
    aqs: entry.aqs ?? null,
    views_avg: entry.views_avg ?? null,
  };
}

/**
 * Code-unit order, not `localeCompare`: the same bytes must come out on every machine whatever
 * its locale (the desktop prints, the core API digests).
 */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The figures as one JSON text, the same bytes for the same figures wherever they were gathered:
 * networks sorted by network then username (then by their figures, so even two entries alike in
 * both keep one order), keys in a fixed order, numbers as JSON writes them, absent figures as
 * null. The kit's SHA-256 digest is taken over this text (UTF-8).
 */
export function canonicalKitFigures(figures: KitFigures): string {
  const networks = figures.networks
    .map(canonicalNetwork)
    .map((entry) => ({ entry, text: JSON.stringify(entry) }))
    .sort(
      (a, b) =>
        compareText(a.entry.network, b.entry.network) ||
        compareText(a.entry.username, b.entry.username) ||
        compareText(a.text, b.text),
    )
    .map(({ entry }) => entry);
  return JSON.stringify({ handle: figures.handle ?? null, networks });
}

/**
 * What a kit prints that its verification vouches for: the handle and, per network, followers,
 * er, aqs and average views, exactly as the kit shows them. Main sends this when it registers an
 * export; the core API builds the same shape from the live data when the code is verified.
 */
export function kitFiguresOf(kit: Pick<MediaKit, 'handle' | 'networks'>): KitFigures {
  return {
    handle: kit.handle,
    networks: kit.networks.map((network) =>
      canonicalNetwork({
        network: network.network,
        username: network.username,
        followers: network.followers,
        er: network.er,
        aqs: network.aqs,
        views_avg: network.views_avg,
      }),
    ),
  };
}
