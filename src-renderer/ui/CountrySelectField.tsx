import { phoneCountries } from '../../src-shared/catalogs/countries';
import { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';

let options: SelectOption[] | undefined;

/** Every catalogue country, named in Mexican Spanish, Mexico first (built once: ~250 entries). */
function countryOptions(): SelectOption[] {
  options ??= phoneCountries().map((country) => ({ value: country.iso, label: country.title }));
  return options;
}

export type CountrySelectFieldProps = Omit<SelectFieldProps, 'options'>;

/**
 * A country by name in a native select. The onboarding picker shows dial codes, which only mean
 * something next to a phone number; a native select also gives type-ahead for free.
 */
export function CountrySelectField(props: CountrySelectFieldProps) {
  return <SelectField {...props} options={countryOptions()} />;
}
