import { type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import './SelectField.css';
import { Field } from './Field';

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
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="ui-select">
          <select
            {...selectProps}
            ref={ref}
            {...control}
            className="ui-field__input ui-select__control"
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
      )}
    </Field>
  );
}
