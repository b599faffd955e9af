import * as v from 'valibot';
import { CastingApplicationInputSchema } from '../../../src-shared/schemas/casting-call';
import { parseMoneyInput } from '../../forms/money-input';

export interface ApplyFormValues {
  price: string;
  message: string;
}

export const APPLY_FORM_FIELDS = ['price', 'message'] as const;

/** The price is typed as text; the shared schema checks the number it becomes. */
export const applyFormSchema = v.pipe(
  v.object({ price: v.string(), message: v.string() }),
  v.transform((values): unknown => ({ ...values, price: parseMoneyInput(values.price) })),
  CastingApplicationInputSchema,
);
