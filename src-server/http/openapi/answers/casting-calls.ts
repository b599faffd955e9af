import {
  APPLICATION_STATUSES,
  CASTING_CALL_STATUSES,
} from '../../../../src-shared/domain/casting-call';
import { CREATOR_CATEGORIES } from '../../../../src-shared/domain/creator-category';
import type { JsonSchema } from '../route-doc';
import { contentType, network } from './brands';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  day,
  nullable,
  nullableDateTime,
  nullableText,
  oneOfValues,
  text,
  usd,
} from './schema-kit';

/** The other party as applications and proposals embed a creator. */
export const creatorSummary: JsonSchema = closed({
  id: text,
  first_name: text,
  last_name: text,
  vanity_name: nullableText,
  profile_image: nullableText,
});

/** `src-shared/domain/casting-call.ts` `CastingCall`. */
const CastingCall: JsonSchema = closed({
  id: text,
  brand: componentRef('BrandSummary'),
  title: text,
  brief: text,
  networks: arrayOf(network),
  content_types: arrayOf(contentType),
  budget_min: usd,
  budget_max: usd,
  country: { ...nullableText, description: 'Alpha-2; null means any country.' },
  categories: arrayOf(oneOfValues(CREATOR_CATEGORIES)),
  deadline: day,
  status: oneOfValues(CASTING_CALL_STATUSES),
  applications_count: count,
  my_application: {
    ...nullable(componentRef('CastingApplication')),
    description: 'For a creator: their own application, if any.',
  },
  invited_at: { ...nullableDateTime, description: 'For a creator: when the brand invited them.' },
  published_at: nullableDateTime,
  created_at: dateTime,
  updated_at: dateTime,
});

/** `CastingApplication`. */
const CastingApplication: JsonSchema = closed({
  id: text,
  casting_call_id: text,
  casting_call_title: text,
  brand: componentRef('BrandSummary'),
  creator: creatorSummary,
  price: usd,
  message: text,
  status: oneOfValues(APPLICATION_STATUSES),
  created_at: dateTime,
  updated_at: dateTime,
});

/** `CastingInvitation`: `new` is false when the creator had been invited already. */
const CastingInvitation: JsonSchema = closed({
  casting_call_id: text,
  creator_id: text,
  invited_at: dateTime,
  new: boolean,
});

export const castingCallComponents = { CastingCall, CastingApplication, CastingInvitation };
