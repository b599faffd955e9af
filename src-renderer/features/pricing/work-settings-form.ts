import * as v from 'valibot';
import type { InfluencerSettings } from '../../../src-shared/domain/account-settings';
import { InfluencerSettingsSchema } from '../../../src-shared/schemas/account';
import { moneyInputFrom, parseMoneyInput } from '../../forms/money-input';

/** The form as typed: the budget stays text, '' meaning no minimum. */
export interface WorkSettingsValues {
  open_to_offers: boolean;
  minimum_budget: string;
}

/** A blank budget is "no minimum" (null); anything else must be an amount the shared schema takes. */
export const workSettingsFormSchema = v.pipe(
  v.object({ open_to_offers: v.boolean(), minimum_budget: v.string() }),
  v.transform((values): unknown => ({
    open_to_offers: values.open_to_offers,
    minimum_budget:
      values.minimum_budget.trim() === '' ? null : parseMoneyInput(values.minimum_budget),
  })),
  InfluencerSettingsSchema,
);

export const WORK_SETTINGS_FIELDS = ['open_to_offers', 'minimum_budget'] as const;

export function workSettingsFrom(settings: InfluencerSettings): WorkSettingsValues {
  return {
    open_to_offers: settings.open_to_offers,
    minimum_budget: settings.minimum_budget === null ? '' : moneyInputFrom(settings.minimum_budget),
  };
}
