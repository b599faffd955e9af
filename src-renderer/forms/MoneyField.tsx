import type { FieldValues } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { useTextController, type TextControlProps } from './use-text-controller';

/** A USD amount as typed, with a decimal keypad, no autofill and the field's error under it. */
export function MoneyField<TValues extends FieldValues, TOutput>({
  label,
  hint,
  ...binding
}: TextControlProps<TValues, TOutput>) {
  const { field, error } = useTextController(binding);
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      {...field}
    />
  );
}
