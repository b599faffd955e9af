import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Already translated; when present the input is marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className, ref, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...inputProps} ref={ref} {...control} className="ui-field__input" />}
    </Field>
  );
}
