import { createHash } from 'node:crypto';

/** A deterministic stream of numbers in [0, 1): mulberry32, small and good enough for demo data. */
export type Random = () => number;

/** 32 bits of SHA-256 of a key: independent streams per creator from one seed. */
function hash32(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32LE(0);
}

export function randomFor(key: string): Random {
  let state = hash32(key);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID (version 4 layout) derived from a key, so the same seed always makes the same ids. */
export function uuidFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A short base64url token derived from a key (YouTube channel ids, podcast ids). */
export function tokenFor(key: string, length: number): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, length);
}

export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** One of the keys, with probability proportional to its weight. */
export function weighted<K extends string | number>(
  random: Random,
  weights: readonly (readonly [K, number])[],
): K {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [key, weight] of weights) {
    roll -= weight;
    if (roll < 0) return key;
  }
  const last = weights[weights.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

/** Up to `count` distinct keys, each drawn by weight among those not drawn yet. */
export function weightedSample<K extends string>(
  random: Random,
  weights: readonly (readonly [K, number])[],
  count: number,
): K[] {
  const left = [...weights];
  const chosen: K[] = [];
  while (chosen.length < count && left.length > 0) {
    const key = weighted(random, left);
    chosen.push(key);
    left.splice(
      left.findIndex(([candidate]) => candidate === key),
      1,
    );
  }
  return chosen;
}

/** exp(N(mu, sigma)): follower counts and rates have long right tails. */
export function logNormal(random: Random, mu: number, sigma: number): number {
  // Box–Muller; 1 - random() keeps the logarithm finite.
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.exp(mu + sigma * normal);
}
