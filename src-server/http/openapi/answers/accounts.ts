import { PLAN_NAMES } from '../../../../src-shared/domain/plan';
import { ROLES } from '../../../../src-shared/domain/user';
import type { JsonSchema } from '../route-doc';
import {
  boolean,
  closed,
  componentRef,
  count,
  nullable,
  nullableCount,
  nullableDateTime,
  nullableText,
  number,
  oneOfValues,
  text,
  texts,
} from './schema-kit';

/** `src-shared/domain/user.ts` `User`. */
const User: JsonSchema = closed(
  {
    id: text,
    email: { type: 'string', format: 'email' },
    role: { enum: [...ROLES, null] },
    permissions: texts,
    first_name: text,
    last_name: text,
    profile_image: { ...nullableText, description: 'Absolute URL of the avatar.' },
    question_text: text,
    telephone: text,
    country: text,
    meta_info: closed({
      birthday: { ...nullableText, description: 'YYYY-MM-DD' },
      languages: texts,
      gender: nullableText,
      scholarship: nullableText,
      ethnicity: texts,
      relationship: nullableText,
      pets: texts,
      children: {
        type: 'array',
        items: {
          type: 'object',
          required: ['gender', 'age_range'],
          properties: { gender: text, age_range: text },
        },
      },
    }),
    vanity_name: nullableText,
  },
  { description: 'The user as every account answer carries it.' },
);

/** `AuthAnswer`: what register, login, google-login and facebook-login answer. */
const AuthAnswer: JsonSchema = closed({
  token: { type: 'string', description: 'Bearer token for `Authorization: Bearer <token>`.' },
  user: componentRef('User'),
});

/** `routes/accounts/auth-providers.ts` `AuthProvidersAnswer`: public settings, never secrets. */
const AuthProviders: JsonSchema = closed({
  google: nullable(
    closed({ client_id: text, issuer: text, authorization_endpoint: text, token_endpoint: text }),
  ),
  facebook: nullable(closed({ app_id: text, graph_url: text })),
});

/** `src-shared/domain/plan.ts` `PremiumStanding`. */
const PremiumStanding: JsonSchema = closed(
  {
    premium: boolean,
    plan: oneOfValues(PLAN_NAMES),
    ends_at: nullableDateTime,
    days_left: nullableCount,
    trial_used: boolean,
    credits: { ...count, description: 'Only with `?money=1`.' },
    text: { ...text, description: 'A one-line Spanish summary; only with `?textbody=1`.' },
  },
  { optional: ['credits', 'text'] },
);

/** `src-shared/domain/account-settings.ts` `InfluencerSettings`. */
const InfluencerSettings: JsonSchema = closed({
  open_to_offers: boolean,
  minimum_budget: { ...nullable(number), description: 'USD; null for no minimum.' },
});

export const accountComponents = {
  User,
  AuthAnswer,
  AuthProviders,
  PremiumStanding,
  InfluencerSettings,
};
