import * as v from 'valibot';
import { COMPANY_SIZES, INDUSTRIES } from '../domain/brand';
import { CountrySchema, OptionalUrlSchema, readsAsWritten, textBetween } from './common';

export const BRAND_NAME_MAX_LENGTH = 80;
export const BRAND_DESCRIPTION_MAX_LENGTH = 1000;
export const COMPANY_NAME_MAX_LENGTH = 120;

/** Mexico's RFC and most tax ids fit: letters (Ñ and & included), digits and hyphens. */
const TaxIdSchema = v.pipe(
  v.string('validation.taxIdInvalid'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-ZÑ&0-9-]{0,20}$/, 'validation.taxIdInvalid'),
);

/** `POST /api/v1/accounts/account-company/`. */
export const CompanyInputSchema = v.strictObject({
  name: textBetween(1, COMPANY_NAME_MAX_LENGTH, 'companyName'),
  legal_name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(COMPANY_NAME_MAX_LENGTH, 'validation.companyNameTooLong'),
      readsAsWritten(),
    ),
    '',
  ),
  tax_id: v.optional(TaxIdSchema, ''),
  country: CountrySchema,
  website: v.optional(OptionalUrlSchema, ''),
  industry: v.picklist(INDUSTRIES, 'validation.industryInvalid'),
  size: v.picklist(COMPANY_SIZES, 'validation.companySizeInvalid'),
});

/** `POST /api/v1/brands/` and `POST /api/v1/brands//{id}/`. */
export const BrandInputSchema = v.strictObject({
  name: textBetween(1, BRAND_NAME_MAX_LENGTH, 'brandName'),
  industry: v.picklist(INDUSTRIES, 'validation.industryInvalid'),
  website: v.optional(OptionalUrlSchema, ''),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(BRAND_DESCRIPTION_MAX_LENGTH, 'validation.descriptionTooLong'),
      readsAsWritten({ multiline: true }),
    ),
    '',
  ),
});
