import * as v from 'valibot';
import { DEFAULT_COUNTRY } from '../../../src-shared/catalogs/countries';
import type { Company } from '../../../src-shared/domain/brand';
import { CompanyInputSchema } from '../../../src-shared/schemas/brand';

/** What the inputs hold: plain strings, '' for a select nobody has answered yet. */
const CompanyFormShape = v.object({
  name: v.string(),
  legal_name: v.string(),
  tax_id: v.string(),
  country: v.string(),
  website: v.string(),
  industry: v.string(),
  size: v.string(),
});

export type CompanyFormValues = v.InferInput<typeof CompanyFormShape>;

/**
 * The form's strings are checked by the very schema main and the core API apply, so the form
 * cannot accept what the server would refuse (an unanswered industry fails its picklist).
 */
export const companyFormSchema = v.pipe(
  CompanyFormShape,
  v.transform((values): unknown => values),
  CompanyInputSchema,
);

export const COMPANY_FORM_FIELDS = [
  'name',
  'legal_name',
  'tax_id',
  'country',
  'website',
  'industry',
  'size',
] as const;

/** The saved company, or a blank form in Mexico for an account that has none yet. */
export function companyFormFrom(company: Company | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    legal_name: company?.legal_name ?? '',
    tax_id: company?.tax_id ?? '',
    country: company?.country ?? DEFAULT_COUNTRY,
    website: company?.website ?? '',
    industry: company?.industry ?? '',
    size: company?.size ?? '',
  };
}

/** What a valid form sends: `saveCompany`'s arguments. */
export type CompanyBody = v.InferOutput<typeof companyFormSchema>;
