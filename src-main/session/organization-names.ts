import type { Brand, Company } from '../../src-shared/domain/brand';

/**
 * What a brand account is called in the top bar and the switcher: its company, else its first
 * brand. Main learns both when it reads or saves them for that account.
 */
export interface OrganizationNames {
  company: string | null;
  /** The account's oldest brand: it stays the same as brands are added. */
  firstBrand: { id: string; name: string } | null;
}

export const NO_ORGANIZATION: OrganizationNames = { company: null, firstBrand: null };

export type OrganizationChange = (known: OrganizationNames) => OrganizationNames;

/** The company as read (null: none saved yet) or as saved. */
export const withCompany =
  (company: Company | null): OrganizationChange =>
  (known) => ({ ...known, company: company?.name.trim() || null });

/** The account's whole list of brands, as read. */
export const withBrands =
  (brands: readonly Brand[]): OrganizationChange =>
  (known) => {
    const [first] = [...brands].sort((a, b) => a.created_at.localeCompare(b.created_at));
    return { ...known, firstBrand: first ? { id: first.id, name: first.name.trim() } : null };
  };

/** One brand just saved: it is the first when none was known, or a new name for the first. */
export const withSavedBrand =
  (brand: Brand): OrganizationChange =>
  (known) =>
    known.firstBrand === null || known.firstBrand.id === brand.id
      ? { ...known, firstBrand: { id: brand.id, name: brand.name.trim() } }
      : known;

/** The organization's name, when one is known. */
export function organizationName(names: OrganizationNames | undefined): string | null {
  return names?.company || names?.firstBrand?.name || null;
}
