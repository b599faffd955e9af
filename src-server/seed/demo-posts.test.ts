import { describe, expect, it } from 'vitest';
import { extractHashtags } from '../../src-shared/rules/hashtags';
import { demoCreator } from './demo-creator';
import { demoPosts } from './demo-posts';

const NOW = new Date('2026-05-01T12:00:00Z');
const creators = Array.from({ length: 300 }, (_, index) => demoCreator(7, index, NOW));
const posts = creators.flatMap((creator) => demoPosts(creator, NOW));

describe('demoPosts', () => {
  it('gives verified Instagram accounts a few recent posts, the same every time', () => {
    const creator = creators.find((candidate) =>
      candidate.networks.some((network) => network.network === 'instagram' && network.connected),
    );
    expect(creator && demoPosts(creator, NOW)).toHaveLength(3);
    expect(creator && demoPosts(creator, NOW)).toEqual(creator && demoPosts(creator, NOW));
    const verified = new Set(
      creators.flatMap((candidate) =>
        candidate.networks
          .filter((network) => network.network === 'instagram' && network.connected)
          .map((network) => network.uuid),
      ),
    );
    expect(posts.every((post) => verified.has(post.user_network))).toBe(true);
    expect(new Set(posts.map((post) => post.media_id)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.posted_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - post.posted_at.getTime()).toBeLessThan(31 * 86_400_000);
    }
  });

  it('tags every post and labels some as paid, naming a demo brand', () => {
    expect(posts.every((post) => extractHashtags(post.caption).length >= 2)).toBe(true);
    const paid = posts.filter((post) => post.caption.endsWith('#publicidad'));
    expect(paid.length / posts.length).toBeGreaterThan(0.1);
    expect(paid.some((post) => post.caption.includes('Refresco Sol'))).toBe(true);
    expect(posts.some((post) => post.caption.includes('#viajes'))).toBe(true);
  });
});
