import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../ui/Field';
import { CountryPicker } from './CountryPicker';
import './PhoneField.css';

export interface PhoneFieldProps {
  country: string;
  onCountryChange: (iso: string) => void;
  /** The registered telephone input. */
  input: UseFormRegisterReturn<'telephone'>;
  error?: string | undefined;
}

/**
 * Country picker and number side by side; the number carries the dial code itself (docs/PRODUCT.md
 * §5).
 */
export function PhoneField({ country, onCountryChange, input, error }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('onboarding.basicInfo.phone')}
      hint={t('onboarding.basicInfo.phoneHint')}
      error={error}
    >
      {(control) => (
        <div className="phone-field__row">
          <CountryPicker value={country} onChange={onCountryChange} />
          <input
            {...input}
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className="ui-field__input phone-field__input"
          />
        </div>
      )}
    </Field>
  );
}
