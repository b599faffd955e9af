import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText, type FormFieldError } from '../../i18n/form-error-text';

export interface StudioPickerProps {
  /** Already translated. */
  legend: string;
  /** The field's error as react-hook-form holds it. */
  error: FormFieldError | undefined;
  children: ReactNode;
}

/** A picker of the studio form: its choices named by the legend, the field's error under them. */
export function StudioPicker({ legend, error, children }: StudioPickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const message = formErrorText(error, t);
  return (
    <fieldset
      className="studio-picker"
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? errorId : undefined}
    >
      <legend className="studio-picker__legend">{legend}</legend>
      {children}
      {message && (
        <p id={errorId} className="ui-field__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}

export interface StudioChoice<V> {
  value: V;
  /** Already translated. */
  label: string;
}

/** The parts of a react-hook-form field the radios use. */
export interface StudioChoiceField<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
}

export interface StudioChoicesProps<V> {
  field: StudioChoiceField<V>;
  choices: readonly StudioChoice<V>[];
}

/** Radio buttons drawn as chips; null is a choice too (the style "none"). */
export function StudioChoices<V extends number | null>({ field, choices }: StudioChoicesProps<V>) {
  return (
    <div className="studio-picker__options">
      {choices.map((choice) => (
        <label key={choice.value ?? 'none'} className="studio-choice">
          <input
            type="radio"
            className="studio-choice__input"
            name={field.name}
            value={choice.value ?? ''}
            checked={field.value === choice.value}
            onChange={() => field.onChange(choice.value)}
            onBlur={field.onBlur}
          />
          <span className="studio-choice__label">{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
