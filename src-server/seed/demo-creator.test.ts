import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { containsContactInfo } from '../../src-shared/rules/contact-detection';
import { vanityProblem } from '../../src-shared/rules/vanity';
import { NetworkConnectionInputSchema } from '../../src-shared/schemas/network';
import { demoCreator } from './demo-creator';

const NOW = new Date('2026-05-01T12:00:00Z');
const set = Array.from({ length: 2000 }, (_, index) => demoCreator(7, index, NOW));

describe('demoCreator', () => {
  it('makes the same creator from the same seed and index, and another from another seed', () => {
    expect(demoCreator(7, 42, NOW)).toEqual(set[42]);
    expect(demoCreator(8, 42, NOW).id).not.toBe(set[42]?.id);
  });

  it('passes the rules real profiles and connections pass', () => {
    for (const creator of set) {
      expect(vanityProblem(creator.vanity_name), creator.vanity_name).toBeNull();
      expect(containsContactInfo(creator.question_text), creator.question_text).toBe(false);
      expect(creator.networks.length).toBeGreaterThanOrEqual(1);
      expect(creator.networks.length).toBeLessThanOrEqual(4);
      for (const network of creator.networks) {
        const input = {
          network: network.network,
          username: network.username,
          name: network.name,
          followers: network.followers,
          ...(network.url ? { url: network.url } : {}),
        };
        expect(
          v.safeParse(NetworkConnectionInputSchema, input).success,
          JSON.stringify(input),
        ).toBe(true);
      }
    }
  });

  it('never repeats a handle, an id or a network account within a set', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(set.map((creator) => creator.vanity_name))).toBe(true);
    expect(unique(set.map((creator) => creator.id))).toBe(true);
    const accounts = set.flatMap((creator) =>
      creator.networks.map((network) => `${network.network}:${network.username.toLowerCase()}`),
    );
    expect(unique(accounts)).toBe(true);
  });

  it('looks like the market: mostly Mexico, Spanish, a long tail of followers', () => {
    const share = (test: (creator: (typeof set)[number]) => boolean) =>
      set.filter(test).length / set.length;
    expect(share((creator) => creator.country === 'MX')).toBeGreaterThan(0.7);
    expect(share((creator) => creator.meta_info.languages.includes('es'))).toBe(1);
    const largest = (creator: (typeof set)[number]) =>
      Math.max(...creator.networks.map((network) => network.followers));
    expect(share((creator) => largest(creator) < 10_000)).toBeGreaterThan(0.3);
    expect(share((creator) => largest(creator) >= 100_000)).toBeGreaterThan(0.02);
    expect(share((creator) => largest(creator) >= 100_000)).toBeLessThan(0.2);
    expect(
      share((creator) => creator.networks.some((network) => network.metrics.er !== undefined)),
    ).toBeGreaterThan(0.8);
  });
});
