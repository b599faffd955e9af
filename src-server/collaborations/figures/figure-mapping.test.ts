import { describe, expect, it } from 'vitest';
import {
  decimalCountOf,
  facebookCountsOf,
  facebookIdsOf,
  facebookPostIn,
  facebookReachOf,
  graphInsightValues,
  graphNextCursor,
  instagramFigures,
  instagramInsightsOf,
  instagramMediaIn,
  instagramShortcodeOf,
  instagramStoryIn,
  tiktokVideoIn,
  tweetIn,
  youtubeVideoIn,
} from './figure-mapping';

describe('Instagram Graph answers', () => {
  const media = [
    {
      id: '17895695668004550',
      shortcode: 'C8xYz12AbCd',
      permalink: 'https://www.instagram.com/p/C8xYz12AbCd/',
      like_count: 1204,
      comments_count: 37,
      timestamp: '2030-01-12T18:04:11+0000',
    },
    {
      // An older version without `shortcode`: the permalink tells it; likes hidden.
      id: '17895695668004551',
      permalink: 'https://www.instagram.com/reel/DA1b2C3d4E5/',
      comments_count: 0,
      timestamp: '2030-01-10T10:00:00+0000',
    },
  ];

  it('finds a media by shortcode, or by its permalink when Graph leaves shortcode out', () => {
    expect(instagramMediaIn(media, 'C8xYz12AbCd')).toEqual({
      id: '17895695668004550',
      likes: 1204,
      comments: 37,
    });
    expect(instagramMediaIn(media, 'DA1b2C3d4E5')).toEqual({
      id: '17895695668004551',
      likes: null,
      comments: 0,
    });
    expect(instagramMediaIn(media, 'c8xyz12abcd')).toBeNull();
    expect(instagramMediaIn(undefined, 'C8xYz12AbCd')).toBeNull();
    expect(instagramMediaIn([{ shortcode: 'C8xYz12AbCd' }], 'C8xYz12AbCd')).toBeNull();
  });

  it('reads shortcodes of posts, reels and IGTV permalinks', () => {
    expect(instagramShortcodeOf('https://www.instagram.com/p/AbC_-1/')).toBe('AbC_-1');
    expect(instagramShortcodeOf('https://www.instagram.com/reels/AbC/')).toBe('AbC');
    expect(instagramShortcodeOf('https://www.instagram.com/tv/XyZ/')).toBe('XyZ');
    expect(instagramShortcodeOf('https://www.instagram.com/cocina/')).toBeNull();
    expect(instagramShortcodeOf(42)).toBeNull();
  });

  it('finds a current story by its id, without likes or comments', () => {
    const stories = [{ id: '18023', permalink: 'https://instagram.com/stories/ana/18023/' }];
    expect(instagramStoryIn(stories, '18023')).toEqual({
      id: '18023',
      likes: null,
      comments: null,
    });
    expect(instagramStoryIn(stories, '18024')).toBeNull();
  });

  it('maps media insights, leaving out what Graph does not report', () => {
    const insights = {
      data: [
        {
          name: 'views',
          period: 'lifetime',
          values: [{ value: 15_000 }],
          title: 'Views',
          id: '1/insights/views/lifetime',
        },
        { name: 'reach', period: 'lifetime', values: [{ value: 9800 }] },
        // Newer versions answer total_value instead of values.
        { name: 'shares', total_value: { value: 41 } },
      ],
    };
    expect(instagramInsightsOf(insights.data)).toEqual({ views: 15_000, reach: 9800, shares: 41 });
    expect(instagramInsightsOf([{ name: 'reach', values: [{ value: -1 }] }])).toEqual({
      views: null,
      reach: null,
      shares: null,
    });
    expect(
      instagramFigures({ id: 'm', likes: 10, comments: 2 }, { views: 100, reach: null, shares: 3 }),
    ).toEqual({ views: 100, likes: 10, comments: 2, shares: 3, reach: null });
  });

  it('follows Graph cursors only while paging.next says there is more', () => {
    expect(
      graphNextCursor({ paging: { cursors: { after: 'QVFIa' }, next: 'https://graph/…' } }),
    ).toBe('QVFIa');
    expect(graphNextCursor({ paging: { cursors: { before: 'b', after: 'a' } } })).toBeNull();
    expect(graphNextCursor({})).toBeNull();
  });
});

describe('Facebook Page posts', () => {
  const posts = [
    {
      id: '104_900',
      permalink_url: 'https://www.facebook.com/cocina.mx/posts/pfbid02AbCdEfGhIjKlMn',
      created_time: '2030-01-12T18:04:11+0000',
      shares: { count: 12 },
      reactions: { data: [], summary: { total_count: 340, viewer_reaction: 'NONE' } },
      comments: { data: [], summary: { total_count: 18, can_comment: true } },
    },
    {
      id: '104_901',
      permalink_url: 'https://www.facebook.com/cocina.mx/videos/555666777/',
      reactions: { data: [], summary: { total_count: 5 } },
      comments: { data: [], summary: { total_count: 0 } },
    },
    {
      id: '104_902',
      permalink_url: 'https://www.facebook.com/permalink.php?story_fbid=902&id=104',
    },
  ];

  it('finds the post by its Graph id, an id its permalink carries, or its permalink path', () => {
    const byPfbid = { post_id: 'pfbid02AbCdEfGhIjKlMn', canonical_url: 'https://x/' };
    expect(facebookPostIn(posts, byPfbid)?.id).toBe('104_900');
    expect(facebookPostIn(posts, { post_id: '900', canonical_url: '' })?.id).toBe('104_900');
    expect(facebookPostIn(posts, { post_id: '555666777', canonical_url: '' })?.id).toBe('104_901');
    expect(facebookPostIn(posts, { post_id: '902', canonical_url: '' })?.id).toBe('104_902');
    expect(
      facebookPostIn(posts, {
        post_id: 'other',
        canonical_url: 'https://www.facebook.com/cocina.mx/posts/pfbid02AbCdEfGhIjKlMn',
      })?.id,
    ).toBe('104_900');
    expect(facebookPostIn(posts, { post_id: '903', canonical_url: '' })).toBeNull();
    expect(facebookIdsOf('not a url')).toEqual([]);
  });

  it('counts reactions as likes, comments and shares (absent shares: nobody shared it)', () => {
    expect(facebookCountsOf(posts[0]!)).toEqual({ likes: 340, comments: 18, shares: 12 });
    expect(facebookCountsOf(posts[1]!)).toEqual({ likes: 5, comments: 0, shares: 0 });
    expect(facebookCountsOf({ shares: { count: 'x' } })).toEqual({
      likes: null,
      comments: null,
      shares: null,
    });
  });

  it('reads the reach from post_impressions_unique', () => {
    const data = [
      {
        name: 'post_impressions_unique',
        period: 'lifetime',
        values: [{ value: 2300 }],
        title: 'Lifetime Post Total Reach',
        id: '104_900/insights/post_impressions_unique/lifetime',
      },
    ];
    expect(facebookReachOf(data)).toBe(2300);
    expect(facebookReachOf([])).toBeNull();
    expect(graphInsightValues('nope').size).toBe(0);
  });
});

describe('YouTube videos.list', () => {
  const body = {
    kind: 'youtube#videoListResponse',
    items: [
      {
        kind: 'youtube#video',
        id: 'dQw4w9WgXcQ',
        snippet: { channelId: 'UCabc', title: 'Receta' },
        statistics: { viewCount: '1500200', likeCount: '30100', favoriteCount: '0' },
      },
    ],
  };

  it('answers the channel and the counts, decimal strings read, missing ones null', () => {
    expect(youtubeVideoIn(body, 'dQw4w9WgXcQ')).toEqual({
      channelId: 'UCabc',
      figures: { views: 1_500_200, likes: 30_100, comments: null, shares: null, reach: null },
    });
    expect(youtubeVideoIn(body, 'xxxxxxxxxxx')).toBeNull();
    expect(youtubeVideoIn({ kind: 'youtube#videoListResponse' }, 'dQw4w9WgXcQ')).toBeNull();
  });

  it('reads only whole decimal counts', () => {
    expect(decimalCountOf('0')).toBe(0);
    expect(decimalCountOf(12)).toBe(12);
    expect(decimalCountOf('-1')).toBeNull();
    expect(decimalCountOf('1e3')).toBeNull();
    expect(decimalCountOf('99999999999999999')).toBeNull();
  });
});

describe('TikTok video query', () => {
  it('answers the asked video among those TikTok returned, else null', () => {
    const data = {
      videos: [
        {
          id: '7300000000000000001',
          view_count: 45_000,
          like_count: 3200,
          comment_count: 140,
          share_count: 88,
        },
      ],
    };
    expect(tiktokVideoIn(data, '7300000000000000001')).toEqual({
      views: 45_000,
      likes: 3200,
      comments: 140,
      shares: 88,
      reach: null,
    });
    expect(tiktokVideoIn(data, '7300000000000000002')).toBeNull();
    expect(tiktokVideoIn({}, '7300000000000000001')).toBeNull();
  });
});

describe('X /2/tweets/:id', () => {
  it('answers the author and the counts: impressions, likes, replies, reposts and quotes', () => {
    const body = {
      data: {
        id: '1800000000000000000',
        text: 'Publicación',
        author_id: '2244994945',
        public_metrics: {
          retweet_count: 10,
          reply_count: 4,
          like_count: 120,
          quote_count: 2,
          bookmark_count: 1,
          impression_count: 9000,
        },
      },
    };
    expect(tweetIn(body, '1800000000000000000')).toEqual({
      authorId: '2244994945',
      figures: { views: 9000, likes: 120, comments: 4, shares: 12, reach: null },
    });
  });

  it('answers null for a post X cannot show, and no figure it left out', () => {
    const missing = {
      errors: [{ title: 'Not Found Error', resource_type: 'tweet', resource_id: '1' }],
    };
    expect(tweetIn(missing, '1')).toBeNull();
    expect(tweetIn({ data: { id: '1', public_metrics: { retweet_count: 3 } } }, '1')).toEqual({
      authorId: null,
      figures: { views: null, likes: null, comments: null, shares: 3, reach: null },
    });
  });
});
