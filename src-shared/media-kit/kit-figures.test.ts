import { describe, expect, it } from 'vitest';
import type { KitFigures, MediaKit, MediaKitNetwork } from '../domain/media-kit';
import { canonicalKitFigures, kitFiguresOf } from './kit-figures';

const instagram: KitFigures['networks'][number] = {
  network: 'instagram',
  username: 'ana.crea',
  followers: 48_200,
  er: 3.25,
  aqs: 71,
  views_avg: null,
};
const youtube: KitFigures['networks'][number] = {
  network: 'youtube',
  username: 'AnaCrea',
  followers: 120_000,
  er: null,
  aqs: null,
  views_avg: 15_400.5,
};
const blog: KitFigures['networks'][number] = {
  network: 'blog',
  username: 'cocina-de-ana',
  followers: 900,
  er: null,
  aqs: null,
  views_avg: null,
};

function kitNetwork(overrides: Partial<MediaKitNetwork>): MediaKitNetwork {
  return {
    network: 'instagram',
    username: 'ana.crea',
    followers: 48_200,
    er: 3.25,
    aqs: 71,
    audience: [{ gender: 'female', age_range: '18-24', percent: 40 }],
    read_at: '2026-01-15T12:00:00.000Z',
    verified: true,
    name: 'Ana',
    url: '',
    views_avg: null,
    source: 'instagram',
    trend: [],
    ...overrides,
  };
}

describe('canonicalKitFigures', () => {
  it('writes keys in a fixed order, networks sorted by network then username, nulls kept', () => {
    const text = canonicalKitFigures({ handle: 'ana.crea', networks: [youtube, instagram, blog] });
    expect(text).toBe(
      '{"handle":"ana.crea","networks":[' +
        '{"network":"blog","username":"cocina-de-ana","followers":900,"er":null,"aqs":null,"views_avg":null},' +
        '{"network":"instagram","username":"ana.crea","followers":48200,"er":3.25,"aqs":71,"views_avg":null},' +
        '{"network":"youtube","username":"AnaCrea","followers":120000,"er":null,"aqs":null,"views_avg":15400.5}' +
        ']}',
    );
  });

  it('gives the same text whatever the order of networks and of keys', () => {
    const shuffledKeys = {
      views_avg: 15_400.5,
      aqs: null,
      er: null,
      followers: 120_000,
      username: 'AnaCrea',
      network: 'youtube',
    } as const;
    const reference = canonicalKitFigures({ handle: 'ana.crea', networks: [instagram, youtube] });
    expect(canonicalKitFigures({ networks: [shuffledKeys, instagram], handle: 'ana.crea' })).toBe(
      reference,
    );
  });

  it('sorts usernames of one network by code unit, not by locale', () => {
    const lower = { ...instagram, username: 'ana' };
    const upper = { ...instagram, username: 'Zeta' };
    const text = canonicalKitFigures({ handle: null, networks: [lower, upper] });
    // 'Z' (0x5A) comes before 'a' (0x61); a locale-aware sort would put "ana" first.
    expect(text.indexOf('"Zeta"')).toBeLessThan(text.indexOf('"ana"'));
  });

  it('keeps one order for two entries with the same network and username', () => {
    const channel = { ...youtube, followers: 10 };
    expect(canonicalKitFigures({ handle: null, networks: [youtube, channel] })).toBe(
      canonicalKitFigures({ handle: null, networks: [channel, youtube] }),
    );
  });

  it('tells different figures apart', () => {
    const base = canonicalKitFigures({ handle: 'ana.crea', networks: [instagram] });
    for (const changed of [
      { handle: 'ana.crea', networks: [{ ...instagram, followers: 48_201 }] },
      { handle: 'ana.crea', networks: [{ ...instagram, er: 3.26 }] },
      { handle: 'ana.crea', networks: [{ ...instagram, aqs: null }] },
      { handle: 'ana.crea', networks: [{ ...instagram, views_avg: 0 }] },
      { handle: 'otra', networks: [instagram] },
      { handle: null, networks: [instagram] },
      { handle: 'ana.crea', networks: [instagram, blog] },
      { handle: 'ana.crea', networks: [] },
    ]) {
      expect(canonicalKitFigures(changed)).not.toBe(base);
    }
  });

  it('is stable across calls and does not reorder the figures it was given', () => {
    const figures: KitFigures = { handle: 'ana.crea', networks: [youtube, instagram] };
    const first = canonicalKitFigures(figures);
    expect(canonicalKitFigures(figures)).toBe(first);
    expect(figures.networks.map((entry) => entry.network)).toEqual(['youtube', 'instagram']);
    expect(JSON.parse(first)).toEqual({ handle: 'ana.crea', networks: [instagram, youtube] });
  });
});

describe('kitFiguresOf', () => {
  it('keeps the handle and, per network, only the figures the kit prints', () => {
    const kit: Pick<MediaKit, 'handle' | 'networks'> = {
      handle: 'ana.crea',
      networks: [
        kitNetwork({}),
        kitNetwork({
          network: 'youtube',
          username: 'AnaCrea',
          followers: 120_000,
          er: null,
          aqs: null,
          views_avg: 15_400.5,
          audience: [],
        }),
      ],
    };
    expect(kitFiguresOf(kit)).toEqual({ handle: 'ana.crea', networks: [instagram, youtube] });
    expect(Object.keys(kitFiguresOf(kit).networks[0] ?? {})).toEqual([
      'network',
      'username',
      'followers',
      'er',
      'aqs',
      'views_avg',
    ]);
  });

  it('digests the same as the figures built in another order', () => {
    const kit = {
      handle: null,
      networks: [kitNetwork({ network: 'tiktok', username: 'b' }), kitNetwork({ username: 'a' })],
    };
    const reversed = { ...kit, networks: [...kit.networks].reverse() };
    expect(canonicalKitFigures(kitFiguresOf(kit))).toBe(
      canonicalKitFigures(kitFiguresOf(reversed)),
    );
  });
});
