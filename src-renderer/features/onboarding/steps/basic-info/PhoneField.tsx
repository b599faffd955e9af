import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from './CountryPicker';
import './PhoneField.css';

export interface PhoneFieldProps {
  country: string;
  onCountryChange: (iso: string) => void;
  /** The registered telephone input. */
  input: UseFormRegisterReturn<'telephone'>;
  error?: string | undefined;
}

/** Country picker and number side by side; the number carries the dial code itself (spec §5). */
export function PhoneField({ country, onCountryChange, input, error }: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {t('onboarding.basicInfo.phone')}
      </label>
      <div className="phone-field__row">
        <CountryPicker value={country} onChange={onCountryChange} />
        <input
          {...input}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="ui-field__input phone-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
        />
      </div>
      <p id={hintId} className="ui-field__hint">
        {t('onboarding.basicInfo.phoneHint')}
      </p>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
