import type { FieldValues } from 'react-hook-form';
import { TextAreaField } from '../ui/TextAreaField';
import { useTextController, type TextControlProps } from './use-text-controller';

export interface LimitedTextAreaProps<
  TValues extends FieldValues,
  TOutput,
> extends TextControlProps<TValues, TOutput> {
  rows: number;
  /** The shared schema's maximum length, shown as "count/limit" (not enforced while typing). */
  limit: number;
}

/** A free-text field (a brief, a message) with its length counter and its error under it. */
export function LimitedTextArea<TValues extends FieldValues, TOutput>({
  label,
  hint,
  rows,
  limit,
  ...binding
}: LimitedTextAreaProps<TValues, TOutput>) {
  const { field, error } = useTextController(binding);
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={rows}
      counter={{ count: field.value.length, limit }}
      error={error}
      {...field}
    />
  );
}
