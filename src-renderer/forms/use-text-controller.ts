import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../i18n/form-error-text';

/** What a form field component bound to one text value of a react-hook-form form takes. */
export interface TextControlProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** A text value: amounts and counts stay text until the schema reads them (money-input.ts). */
  name: FieldPathByValue<TValues, string>;
  /** Already translated. */
  label: string;
  hint?: string;
}

/** Binds one text value: the props to spread on the input and its error, translated. */
export function useTextController<TValues extends FieldValues, TOutput>({
  control,
  name,
}: Pick<TextControlProps<TValues, TOutput>, 'control' | 'name'>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return { field, error: formErrorText(fieldState.error, t) };
}
