import type { Company } from '../../src-shared/domain/brand';
import type { CompanyRow } from '../db/schema';

/** The company as answers carry it (the owning account's id stays in). */
export function serializeCompany(row: CompanyRow): Company {
  return {
    name: row.name,
    legal_name: row.legal_name,
    tax_id: row.tax_id,
    country: row.country,
    website: row.website,
    industry: row.industry,
    size: row.size,
    updated_at: row.updated_at.toISOString(),
  };
}
