import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AiImageStyle } from '../../../src-shared/catalogs/ai-image';
import type { AiImageRequest } from '../../../src-shared/schemas/ai-image';
import { formErrorText } from '../../i18n/form-error-text';
import { styleLabel } from './image-labels';
import type { StudioFormValues } from './studio-form';

export interface StylePickerProps {
  control: Control<StudioFormValues, unknown, AiImageRequest>;
  styles: readonly AiImageStyle[];
}

/** One style or none, as chips that work as radio buttons. */
export function StylePicker({ control, styles }: StylePickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'style' });
  const errorId = useId();
  const error = formErrorText(fieldState.error, t);
  return (
    <fieldset
      className="studio-picker"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="studio-picker__legend">{t('imageStudio.form.style')}</legend>
      <div className="studio-picker__options">
        {styles.map((style) => (
          <label key={style.value ?? 'none'} className="studio-choice">
            <input
              type="radio"
              className="studio-choice__input"
              name={field.name}
              value={style.value ?? ''}
              checked={field.value === style.value}
              onChange={() => field.onChange(style.value)}
              onBlur={field.onBlur}
            />
            <span className="studio-choice__label">{styleLabel(style, t)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
