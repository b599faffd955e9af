import type { TFunction } from 'i18next';
import { COMPANY_SIZES, INDUSTRIES } from '../../../src-shared/domain/brand';
import type { SelectOption } from '../../ui/SelectField';

/** Industries as the company and brand forms offer them (`industries.*`). */
export function industryOptions(t: TFunction): SelectOption[] {
  return INDUSTRIES.map((industry) => ({ value: industry, label: t(`industries.${industry}`) }));
}

/** Company sizes in employees (`companySizes.*`). */
export function companySizeOptions(t: TFunction): SelectOption[] {
  return COMPANY_SIZES.map((size) => ({ value: size, label: t(`companySizes.${size}`) }));
}
