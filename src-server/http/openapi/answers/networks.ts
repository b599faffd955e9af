import { METRIC_NAMES, SOCIAL_NETWORKS } from '../../../../src-shared/domain/network';
import type { JsonSchema } from '../route-doc';
import { network } from './brands';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  nullable,
  nullableCount,
  nullableDateTime,
  nullableNumber,
  nullableText,
  number,
  oneOfValues,
  text,
  texts,
} from './schema-kit';

/** `manual` when typed by the creator, else the network whose API reported the figures. */
export const metricsSource = oneOfValues(['manual', ...SOCIAL_NETWORKS]);

/** `src-shared/domain/network.ts` `AudienceShare`. */
const AudienceShare: JsonSchema = closed({
  gender: oneOfValues(['female', 'male', 'unknown']),
  age_range: text,
  percent: number,
});

/** `NetworkMetrics['values']`: the figures the source gives, by metric name. */
const metricValues: JsonSchema = closed(
  Object.fromEntries(METRIC_NAMES.map((name) => [name, number])),
  { optional: METRIC_NAMES },
);

/** `NetworkMetrics`. */
const NetworkMetrics: JsonSchema = closed(
  {
    values: metricValues,
    audience_age_gender: arrayOf(componentRef('AudienceShare')),
    read_at: dateTime,
    source: metricsSource,
  },
  { optional: ['audience_age_gender'] },
);

const followerPointProperties = { read_at: dateTime, followers: count, source: metricsSource };

/** `FollowerPoint`. */
const FollowerPoint: JsonSchema = closed(followerPointProperties);

/** `NetworkTrend`: `change_30d` null with fewer than two readings. */
const NetworkTrend: JsonSchema = closed({
  points: arrayOf(componentRef('FollowerPoint')),
  change_30d: nullable(
    closed({ followers: { type: 'integer' }, percent: nullableNumber, since: dateTime }),
  ),
});

/** `NetworkAccess`: a verified connection's grant. */
const NetworkAccess: JsonSchema = closed({
  state: oneOfValues(['ok', 'expiring', 'expired', 'revoked']),
  expires_at: nullableDateTime,
  reason: nullableText,
});

/** `NetworkConnection` (docs/PRODUCT.md §3 "Connection"). */
const NetworkConnection: JsonSchema = closed({
  uuid: text,
  network,
  username: text,
  name: text,
  followers: count,
  connected: boolean,
  is_channel: boolean,
  url: text,
  metrics: nullable(componentRef('NetworkMetrics')),
  trend: componentRef('NetworkTrend'),
  access: nullable(componentRef('NetworkAccess')),
});

/** `NetworkReading`: one stored reading in full. */
const NetworkReading: JsonSchema = closed({ ...followerPointProperties, values: metricValues });

/** `AddNetworkAnswer` (docs/PRODUCT.md §7): 201 when created, 200 when already the user's. */
const AddNetworkAnswer: JsonSchema = closed({
  new: boolean,
  code: text,
  user_network: componentRef('NetworkConnection'),
});

/** `FacebookTokenValidation`. */
const FacebookTokenValidation: JsonSchema = closed({
  is_valid: boolean,
  user_id: nullableText,
  scopes: texts,
  expires_at: nullableDateTime,
});

/** `InstagramMedia` (Instagram Graph field names). */
const InstagramMedia: JsonSchema = closed({
  id: text,
  media_type: oneOfValues(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
  caption: text,
  media_url: nullableText,
  thumbnail_url: nullableText,
  permalink: text,
  timestamp: dateTime,
  like_count: nullableCount,
  comments_count: nullableCount,
});

/** `TwitterLoginAnswer`. */
const TwitterLoginAnswer: JsonSchema = closed({
  url: text,
  temp_secret: text,
  redirect_uri: text,
});

/** `SocialAuthorizeAnswer`: where to send the sign-in window. */
const SocialAuthorizeAnswer: JsonSchema = closed({ url: text, redirect_uri: text });

/** `src-shared/domain/youtube-channel.ts` `YouTubeInfoAnswer`. */
const YouTubeInfoAnswer: JsonSchema = closed({
  channel: closed({
    id: text,
    title: text,
    description: text,
    custom_url: nullableText,
    thumbnail_url: nullableText,
    published_at: nullableDateTime,
    subscribers_count: nullableCount,
    view_count: count,
    video_count: count,
  }),
  videos: arrayOf(
    closed({
      id: text,
      title: text,
      published_at: dateTime,
      thumbnail_url: nullableText,
      view_count: nullableCount,
      like_count: nullableCount,
      comment_count: nullableCount,
      url: text,
    }),
  ),
  user_network: componentRef('NetworkConnection'),
});

const storyProperties = {
  id: text,
  media_type: oneOfValues(['image', 'video']),
  media_url: text,
  thumbnail_url: nullableText,
  permalink: text,
  taken_at: dateTime,
};

/** `src-shared/domain/instagram-story.ts` `InstagramStory`. */
const InstagramStory: JsonSchema = closed(storyProperties);

/** `DownloadedStory`: `network` is null once that connection was removed. */
const DownloadedStory: JsonSchema = closed({
  ...storyProperties,
  network: nullableText,
  fetched_at: dateTime,
});

export const networkComponents = {
  AudienceShare,
  NetworkMetrics,
  FollowerPoint,
  NetworkTrend,
  NetworkAccess,
  NetworkConnection,
  NetworkReading,
  AddNetworkAnswer,
  FacebookTokenValidation,
  InstagramMedia,
  TwitterLoginAnswer,
  SocialAuthorizeAnswer,
  YouTubeInfoAnswer,
  InstagramStory,
  DownloadedStory,
};
