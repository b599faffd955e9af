import { COMPANY_SIZES, INDUSTRIES } from '../../../../src-shared/domain/brand';
import { CONTENT_TYPES } from '../../../../src-shared/domain/content-types';
import { INTERESTS } from '../../../../src-shared/domain/finder';
import { SOCIAL_NETWORKS } from '../../../../src-shared/domain/network';
import type { JsonSchema } from '../route-doc';
import {
  arrayOf,
  closed,
  componentRef,
  dateTime,
  nullableText,
  oneOfValues,
  text,
  usd,
} from './schema-kit';

export const network = oneOfValues(SOCIAL_NETWORKS);
export const contentType = oneOfValues(CONTENT_TYPES);

/** `src-shared/domain/brand.ts` `Company`: one per brand account. */
const Company: JsonSchema = closed({
  name: text,
  legal_name: text,
  tax_id: text,
  country: text,
  website: text,
  industry: oneOfValues(INDUSTRIES),
  size: oneOfValues(COMPANY_SIZES),
  updated_at: dateTime,
});

const brandSummaryProperties = {
  id: text,
  name: text,
  logo: { ...nullableText, description: 'Absolute URL of the logo, null before one is uploaded.' },
};

/** `Brand`. */
const Brand: JsonSchema = closed({
  ...brandSummaryProperties,
  industry: oneOfValues(INDUSTRIES),
  website: text,
  description: text,
  created_at: dateTime,
  updated_at: dateTime,
});

/** `BrandSummary`: the brand as casting calls and proposals embed it. */
const BrandSummary: JsonSchema = closed(brandSummaryProperties);

/** `src-shared/domain/finder.ts` `PriceItem`: a rate-card line, USD. */
const PriceItem: JsonSchema = closed({
  id: text,
  network,
  content_type: contentType,
  price: usd,
});

/** `Interest`. */
const Interest: JsonSchema = closed({ id: text, interest: oneOfValues(INTERESTS) });

/** `Collaboration`: an accepted proposal as weaver lists it. */
const Collaboration: JsonSchema = closed({
  id: text,
  brand: componentRef('BrandSummary'),
  networks: arrayOf(network),
  accepted_at: dateTime,
});

export const brandComponents = {
  Company,
  Brand,
  BrandSummary,
  PriceItem,
  Interest,
  Collaboration,
};
