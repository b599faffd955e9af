import type { TFunction } from 'i18next';
import type { ChipOption } from '../../ui/ToggleChipGroup';

/** Catalogue values as options, labelled by `options.<list>.<value>` in the locale file. */
export function optionsOf(list: string, values: readonly string[], t: TFunction): ChipOption[] {
  return values.map((value) => ({ value, label: t(`options.${list}.${value}`) }));
}
