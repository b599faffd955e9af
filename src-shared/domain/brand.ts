/** Industries a brand or company works in; labels live in the renderer's i18n (`industries.*`). */
export const INDUSTRIES = [
  'fashion',
  'beauty',
  'food',
  'beverages',
  'technology',
  'gaming',
  'travel',
  'fitness',
  'health',
  'finance',
  'education',
  'entertainment',
  'home',
  'automotive',
  'retail',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** `POST /api/v1/accounts/account-company/`: the brand account's company (one per account). */
export interface Company {
  name: string;
  /** Optional legal name and tax id (RFC in Mexico) for invoices. */
  legal_name: string;
  tax_id: string;
  country: string;
  website: string;
  industry: Industry;
  size: CompanySize;
  updated_at: string;
}

export type CompanyInput = Omit<Company, 'updated_at'>;

/** A brand a company runs campaigns for (docs/PRODUCT.md §10). */
export interface Brand {
  id: string;
  name: string;
  /** Absolute URL of the logo under /media, or null before one is uploaded. */
  logo: string | null;
  industry: Industry;
  website: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export type BrandInput = Pick<Brand, 'name' | 'industry' | 'website' | 'description'>;

/** The brand as other answers embed it (casting calls, proposals). */
export type BrandSummary = Pick<Brand, 'id' | 'name' | 'logo'>;
