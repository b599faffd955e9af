import * as v from 'valibot';
import type { Brand } from '../../../src-shared/domain/brand';
import { BrandInputSchema } from '../../../src-shared/schemas/brand';

/** What the inputs hold: plain strings, '' for an industry nobody has picked yet. */
const BrandFormShape = v.object({
  name: v.string(),
  industry: v.string(),
  website: v.string(),
  description: v.string(),
});

export type BrandFormValues = v.InferInput<typeof BrandFormShape>;

/** Checked by the schema main and the core API apply, so what passes here passes there. */
export const brandFormSchema = v.pipe(
  BrandFormShape,
  v.transform((values): unknown => values),
  BrandInputSchema,
);

/** What a valid form sends as `saveBrand`'s `brand`. */
export type BrandBody = v.InferOutput<typeof brandFormSchema>;

export const BRAND_FORM_FIELDS = ['name', 'industry', 'website', 'description'] as const;

export function brandFormFrom(brand: Brand | null): BrandFormValues {
  return {
    name: brand?.name ?? '',
    industry: brand?.industry ?? '',
    website: brand?.website ?? '',
    description: brand?.description ?? '',
  };
}
