import * as v from 'valibot';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import {
  CONTENT_TYPES,
  CONTENT_TYPES_BY_NETWORK,
  type ContentType,
} from '../../../src-shared/domain/content-types';
import {
  CREATOR_CATEGORIES,
  type CreatorCategory,
} from '../../../src-shared/domain/creator-category';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src-shared/domain/network';
import { deadlinePassed as passed } from '../../../src-shared/rules/deadline-calendar';
import { castingCallInputSchemaFor } from '../../../src-shared/schemas/casting-call';
import { moneyInputFrom, parseMoneyInput } from '../../forms/money-input';

/** The call as the form holds it: budgets stay text, '' means no country (any). */
export interface CastingCallFormValues {
  brand_id: string;
  title: string;
  brief: string;
  networks: SocialNetwork[];
  content_types: ContentType[];
  budget_min: string;
  budget_max: string;
  country: string;
  categories: CreatorCategory[];
  deadline: string;
}

export const CASTING_CALL_FORM_FIELDS = [
  'brand_id',
  'title',
  'brief',
  'networks',
  'content_types',
  'budget_min',
  'budget_max',
  'country',
  'categories',
  'deadline',
] as const satisfies readonly (keyof CastingCallFormValues)[];

export const emptyCastingCallForm = (): CastingCallFormValues => ({
  brand_id: '',
  title: '',
  brief: '',
  networks: [],
  content_types: [],
  budget_min: '',
  budget_max: '',
  country: '',
  categories: [],
  deadline: '',
});

export function castingCallFormFrom(call: CastingCall): CastingCallFormValues {
  return {
    brand_id: call.brand.id,
    title: call.title,
    brief: call.brief,
    networks: [...call.networks],
    content_types: [...call.content_types],
    budget_min: moneyInputFrom(call.budget_min),
    budget_max: moneyInputFrom(call.budget_max),
    country: call.country ?? '',
    categories: [...call.categories],
    deadline: call.deadline,
  };
}

/** The content types the chosen networks have, in the catalogue's order. */
export function contentTypesFor(networks: readonly SocialNetwork[]): ContentType[] {
  const offered = new Set(networks.flatMap((network) => CONTENT_TYPES_BY_NETWORK[network]));
  return CONTENT_TYPES.filter((type) => offered.has(type));
}

/** Picks that stop fitting once a network is dropped are dropped with it. */
export function keepOfferedContentTypes(
  picked: readonly ContentType[],
  networks: readonly SocialNetwork[],
): ContentType[] {
  const offered = contentTypesFor(networks);
  return picked.filter((type) => offered.includes(type));
}

/** A multi-select's list with `value` switched on or off. */
export const toggled = <T extends string>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/**
 * Checked by the shared schema the core API uses, after the text becomes numbers, on the day
 * `today()` gives (the computer's calendar, the one the app shows dates in).
 */
export const castingCallFormSchemaFor = (today: () => string) =>
  v.pipe(
    v.object({
      brand_id: v.string(),
      title: v.string(),
      brief: v.string(),
      networks: v.array(v.picklist(SOCIAL_NETWORKS)),
      content_types: v.array(v.picklist(CONTENT_TYPES)),
      budget_min: v.string(),
      budget_max: v.string(),
      country: v.string(),
      categories: v.array(v.picklist(CREATOR_CATEGORIES)),
      deadline: v.string(),
    }),
    v.transform((values): unknown => ({
      ...values,
      budget_min: parseMoneyInput(values.budget_min),
      budget_max: parseMoneyInput(values.budget_max),
      country: values.country === '' ? null : values.country,
    })),
    castingCallInputSchemaFor(today),
  );

/** A saved call whose deadline is before `today`: it cannot be published until it is moved. */
export const deadlinePassed = (call: Pick<CastingCall, 'deadline'>, today: string): boolean =>
  passed(call.deadline, today);
