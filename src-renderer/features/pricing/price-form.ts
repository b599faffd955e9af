import * as v from 'valibot';
import {
  CONTENT_TYPES,
  CONTENT_TYPES_BY_NETWORK,
  isContentTypeOf,
  type ContentType,
} from '../../../src-shared/domain/content-types';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src-shared/domain/network';
import { PriceInputSchema, type PriceInput } from '../../../src-shared/schemas/pricing';
import { moneyInputFrom, parseMoneyInput } from '../../forms/money-input';

/** A rate-card line as typed: selects may still be unchosen (''), the price is text. */
export interface PriceFormValues {
  network: SocialNetwork | '';
  content_type: ContentType | '';
  price: string;
}

// The selects only ever hold one of their options or '' (unchosen).
const PriceFormShape = v.object({
  network: v.union([v.picklist(SOCIAL_NETWORKS), v.literal('')], 'validation.networkInvalid'),
  content_type: v.union(
    [v.picklist(CONTENT_TYPES), v.literal('')],
    'validation.contentTypeInvalid',
  ),
  price: v.string(),
});

/**
 * The typed line as `savePrice` wants it, then the shared schema main and the core API apply:
 * '' stays '' and "−5", "abc" or "10.505" reach it as a refused amount, under the same field.
 */
export const priceFormSchema = v.pipe(
  PriceFormShape,
  v.transform((values): unknown => ({
    network: values.network,
    content_type: values.content_type,
    price: parseMoneyInput(values.price),
  })),
  PriceInputSchema,
);

export type PriceBody = PriceInput;

export const PRICE_FORM_FIELDS = ['network', 'content_type', 'price'] as const;

export function priceFormFrom(price: PriceItem | null): PriceFormValues {
  return price
    ? {
        network: price.network,
        content_type: price.content_type,
        price: moneyInputFrom(price.price),
      }
    : { network: '', content_type: '', price: '' };
}

/** After a network change the content type stays only if that network has it. */
export function contentTypeAfter(
  network: SocialNetwork | '',
  current: ContentType | '',
): ContentType | '' {
  if (network === '') return '';
  if (current !== '' && isContentTypeOf(network, current)) return current;
  const types = CONTENT_TYPES_BY_NETWORK[network];
  // A network with a single content type (Twitch: live) has nothing to choose.
  return types.length === 1 ? (types[0] ?? '') : '';
}
