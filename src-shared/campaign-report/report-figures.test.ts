import { describe, expect, it } from 'vitest';
import { aCollaboration, item, reading } from '../../tests/support/collaboration-fixture';
import type { ReportFigures } from '../domain/campaign-report';
import {
  canonicalReportFigures,
  canonicalReportFiguresText,
  reportFiguresDigest,
  reportFiguresOf,
} from './report-figures';

describe('the figures a campaign report prints', () => {
  it('add up each item’s latest reading, over the figures that exist only', () => {
    const figures = reportFiguresOf(aCollaboration());
    expect(figures.price).toBe(2_400);
    // Reel: 48,250 views (7 days); TikTok: 15,300; blog (typed): 2,600.
    expect(figures.totals).toEqual({
      views: 66_150,
      // Reel 3,120 + 188 + 402; TikTok 2,050 + 61 + 77; the blog reports none.
      interactions: 5_898,
      cost_per_view: Math.round((2_400 / 66_150) * 1e6) / 1e6,
      cost_per_interaction: Math.round((2_400 / 5_898) * 1e6) / 1e6,
      items_planned: 5,
      items_measured: 3,
      items_with_views: 3,
      items_with_interactions: 2,
    });
  });

  it('leave totals and costs empty when nothing was read yet', () => {
    const figures = reportFiguresOf(
      aCollaboration({ items: [item({ status: 'approved' }), item({ status: 'cancelled' })] }),
    );
    expect(figures.totals).toEqual({
      views: null,
      interactions: null,
      cost_per_view: null,
      cost_per_interaction: null,
      items_planned: 1,
      items_measured: 0,
      items_with_views: 0,
      items_with_interactions: 0,
    });
  });

  it('take a typed reading newer than the scheduled ones as the latest', () => {
    const figures = reportFiguresOf(
      aCollaboration({
        items: [
          item({
            status: 'published',
            figures: [
              reading('manual', '2030-01-25T10:00:00.000Z', { views: 900 }, 'manual'),
              reading('publication', '2030-01-22T10:00:00.000Z', { views: 100, likes: 5 }),
            ],
          }),
        ],
      }),
    );
    expect(figures.items[0]!.readings.map((entry) => entry.checkpoint)).toEqual([
      'publication',
      'manual',
    ]);
    expect(figures.totals).toMatchObject({ views: 900, interactions: null });
  });

  it('are the same text whatever the order items and readings come in', () => {
    const collaboration = aCollaboration();
    const shuffled = {
      ...collaboration,
      items: [...collaboration.items]
        .reverse()
        .map((entry) => ({ ...entry, figures: [...entry.figures].reverse() })),
    };
    expect(canonicalReportFiguresText(reportFiguresOf(shuffled))).toBe(
      canonicalReportFiguresText(reportFiguresOf(collaboration)),
    );
  });

  it('recompute the totals a sender claims, and write one instant one way', () => {
    const figures = reportFiguresOf(aCollaboration());
    const claimed: ReportFigures = {
      ...figures,
      totals: { ...figures.totals, views: 1_000_000 },
      items: figures.items.map((entry) => ({
        ...entry,
        published_at: entry.published_at?.replace('.000Z', '+00:00') ?? null,
      })),
    };
    expect(canonicalReportFigures(claimed)).toEqual(figures);
  });
});

describe('reportFiguresDigest', () => {
  it('is the hex SHA-256 of the canonical JSON (pinned: records already registered rely on it)', async () => {
    const figures: ReportFigures = {
      price: 1200.5,
      items: [
        {
          network: 'tiktok',
          content_type: 'video',
          number: 1,
          status: 'pending',
          post_url: null,
          published_at: null,
          readings: [],
        },
        {
          network: 'instagram',
          content_type: 'reel',
          number: 1,
          status: 'published',
          post_url: 'https://www.instagram.com/reel/abc/',
          published_at: '2030-01-22T17:00:00.000Z',
          readings: [
            {
              checkpoint: 'publication',
              source: 'instagram',
              views: 1000,
              likes: 80,
              comments: null,
              shares: null,
              reach: null,
              read_at: '2030-01-22T18:00:00.000Z',
            },
          ],
        },
      ],
      totals: reportFiguresOf({ price: 0, items: [] }).totals,
    };
    expect(canonicalReportFiguresText(figures)).toBe(
      '{"price":1200.5,"items":[{"network":"instagram","content_type":"reel","number":1,"status":"published","post_url":"https://www.instagram.com/reel/abc/","published_at":"2030-01-22T17:00:00.000Z","readings":[{"checkpoint":"publication","source":"instagram","views":1000,"likes":80,"comments":null,"shares":null,"reach":null,"read_at":"2030-01-22T18:00:00.000Z"}]},{"network":"tiktok","content_type":"video","number":1,"status":"pending","post_url":null,"published_at":null,"readings":[]}],"totals":{"views":1000,"interactions":80,"cost_per_view":1.2005,"cost_per_interaction":15.00625,"items_planned":2,"items_measured":1,"items_with_views":1,"items_with_interactions":1}}',
    );
    // `printf '%s' '<the text above>' | sha256sum`
    expect(await reportFiguresDigest(figures)).toBe(
      '672adfbcbc40eec957cab89ece97d7e870bf638896aa509aac5b29860aa7da22',
    );
  });

  it('changes with any printed figure, a state or the price', async () => {
    const collaboration = aCollaboration();
    const base = await reportFiguresDigest(reportFiguresOf(collaboration));
    const [first, ...rest] = collaboration.items;
    const variants = [
      { ...collaboration, price: 2_500 },
      {
        ...collaboration,
        items: [
          {
            ...first!,
            figures: [...first!.figures.slice(0, -1), { ...first!.figures.at(-1)!, views: 48_251 }],
          },
          ...rest,
        ],
      },
      { ...collaboration, items: [{ ...first!, status: 'published' as const }, ...rest] },
      {
        ...collaboration,
        items: [...collaboration.items, item({ network: 'facebook', content_type: 'post' })],
      },
    ];
    for (const variant of variants) {
      expect(await reportFiguresDigest(reportFiguresOf(variant))).not.toBe(base);
    }
  });
});
