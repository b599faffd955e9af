import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import './TextField.css';
import './SelectField.css';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Elige…") for fields that may stay unanswered. */
  placeholder?: string;
  hint?: string;
  /** Already translated; when present the select is marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform's own keyboard and screen-reader behaviour, styled like inputs. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-select">
        <select
          {...selectProps}
          ref={ref}
          id={id}
          className="ui-field__input ui-select__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="ui-select__chevron" />
      </div>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
