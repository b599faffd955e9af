import { CREATOR_CATEGORIES } from '../../../../src-shared/domain/creator-category';
import { ROLES } from '../../../../src-shared/domain/user';
import type { JsonSchema } from '../route-doc';
import { network } from './brands';
import { metricsSource } from './networks';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  nullable,
  nullableDateTime,
  nullableNumber,
  nullableText,
  oneOfValues,
  text,
  texts,
} from './schema-kit';

const category = oneOfValues(CREATOR_CATEGORIES);

const cardNetworkProperties = {
  network,
  username: text,
  followers: count,
  connected: boolean,
  er: { ...nullableNumber, description: 'Engagement rate in percentage points.' },
  aqs: nullableNumber,
  read_at: nullableDateTime,
};

/** `src-shared/domain/finder.ts` `CreatorCardNetwork`. */
const CreatorCardNetwork: JsonSchema = closed(cardNetworkProperties);

const cardProperties = {
  id: text,
  vanity_name: nullableText,
  first_name: text,
  last_name: text,
  profile_image: nullableText,
  country: text,
  category,
  max_followers: count,
  networks: arrayOf(componentRef('CreatorCardNetwork')),
  shortlisted: boolean,
};

/** `CreatorCard`: a finder result. */
const CreatorCard: JsonSchema = closed(cardProperties);

const publicNetworkProperties = {
  ...cardNetworkProperties,
  name: text,
  url: text,
  source: nullable(metricsSource),
  views_avg: nullableNumber,
};

/** `src-shared/domain/public-profile.ts` `PublicNetwork`. */
const PublicNetwork: JsonSchema = closed(publicNetworkProperties);

/** `PublicProfile`: never e-mail, telephone, birthday or other private data. */
const PublicProfile: JsonSchema = closed({
  id: text,
  vanity_name: text,
  role: { enum: [...ROLES, null] },
  first_name: text,
  last_name: text,
  profile_image: nullableText,
  question_text: text,
  country: text,
  languages: texts,
  prices: arrayOf(componentRef('PriceItem')),
  category,
  networks: arrayOf(componentRef('PublicNetwork')),
});

/** `NetworkAudience`. */
const NetworkAudience: JsonSchema = closed({
  shares: arrayOf(componentRef('AudienceShare')),
  read_at: dateTime,
  source: metricsSource,
});

/** `CreatorDetailNetwork`: public figures with their trend and audience. */
const CreatorDetailNetwork: JsonSchema = closed({
  ...publicNetworkProperties,
  trend: componentRef('NetworkTrend'),
  audience: nullable(componentRef('NetworkAudience')),
});

/** `CreatorDetail`: what a brand decides on (counts one profile view). */
const CreatorDetail: JsonSchema = closed({
  ...cardProperties,
  question_text: text,
  languages: texts,
  networks: arrayOf(componentRef('CreatorDetailNetwork')),
  portfolio: arrayOf(componentRef('BriefcaseItem')),
  prices: arrayOf(componentRef('PriceItem')),
  interests: arrayOf(componentRef('Interest')),
  collaborations: arrayOf(componentRef('Collaboration')),
});

/** `ProfileViews`: the brand's creator-profile views this period. */
const ProfileViews: JsonSchema = closed({
  max_views: count,
  used: count,
  remaining: count,
  resets_at: dateTime,
  extra_views: count,
});

/** Adding to (true) or taking off (false) the shortlist. */
export const shortlistAnswer = (value: boolean): JsonSchema =>
  closed({ creator_id: text, shortlisted: { const: value } });

export const finderComponents = {
  CreatorCardNetwork,
  CreatorCard,
  PublicNetwork,
  PublicProfile,
  NetworkAudience,
  CreatorDetailNetwork,
  CreatorDetail,
  ProfileViews,
};
