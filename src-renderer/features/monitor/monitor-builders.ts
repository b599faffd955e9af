import { vi } from 'vitest';
import type { MonitorKeyword, MonitorPage, MonitorPost } from '../../../src-shared/domain/monitor';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { fail, ok } from '../../test/builders';

export function aMonitorPost(overrides: Partial<MonitorPost> = {}): MonitorPost {
  return {
    id: '17900000000000001',
    creator: {
      id: '5d7c2a9e-3b1f-4c1e-9a53-2d8f6f0e7a11',
      name: 'Ana López',
      vanity_name: 'anaviaja',
      profile_image: null,
    },
    network: 'instagram',
    username: 'ana.viaja',
    permalink: 'https://www.instagram.com/p/abc123/',
    caption: 'Listos para el verano #Viajes con Refresco Sol',
    media_type: 'IMAGE',
    media_url: 'https://cdn.example.com/abc123.jpg',
    thumbnail_url: null,
    timestamp: '2026-03-05T18:00:00.000Z',
    like_count: 1234,
    comments_count: 1,
    matched: ['#viajes'],
    ...overrides,
  };
}

export function aMonitorPage(
  results: MonitorPost[],
  overrides: Partial<MonitorPage> = {},
): MonitorPage {
  return { results, count: results.length, page: 1, size_page: 20, keywords: [], ...overrides };
}

/**
 * The keyword calls of a brand account as the core API answers them: adding keeps the keyword
 * (the same one again answers the one kept), the 21st is refused, removing forgets it.
 */
export function trackedKeywords(...keywords: string[]) {
  let next = 0;
  const make = (keyword: string): MonitorKeyword => ({
    id: `keyword-${(next += 1)}`,
    keyword,
    kind: keyword.startsWith('#') ? 'hashtag' : 'word',
    created_at: '2026-03-01T00:00:00.000Z',
  });
  let tracked = keywords.map(make);
  const calls = {
    listMonitorKeywords: vi.fn(async () => ok({ results: tracked })),
    addMonitorKeyword: vi.fn(async ({ keyword }: { keyword: string }) => {
      const known = tracked.find((item) => item.keyword.toLowerCase() === keyword.toLowerCase());
      if (known) return ok(known);
      if (tracked.length >= 20) {
        return fail('monitor_keywords_full', {
          status: 409,
          message: 'Ya sigues 20 palabras clave. Quita alguna para agregar otra.',
        });
      }
      const added = make(keyword);
      tracked = [...tracked, added];
      return ok(added);
    }),
    removeMonitorKeyword: vi.fn(async ({ id }: { id: string }) => {
      tracked = tracked.filter((item) => item.id !== id);
      return ok({ removed: true as const });
    }),
  } satisfies Partial<BridgeApi>;
  return calls;
}
