import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AiImageModel } from '../../../src-shared/catalogs/ai-image';
import type { AiImageRequest } from '../../../src-shared/schemas/ai-image';
import { formErrorText } from '../../i18n/form-error-text';
import { categoryLabel, modelGroups } from './image-labels';
import type { StudioFormValues } from './studio-form';

export interface ModelPickerProps {
  control: Control<StudioFormValues, unknown, AiImageRequest>;
  models: readonly AiImageModel[];
}

/**
 * The models as one radio group (arrow keys move through all of them), shown under their
 * category so "V3" reads as Imagine V3.
 */
export function ModelPicker({ control, models }: ModelPickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'model' });
  const baseId = useId();
  const error = formErrorText(fieldState.error, t);
  const errorId = `${baseId}-error`;
  return (
    <fieldset
      className="studio-picker"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="studio-picker__legend">{t('imageStudio.form.model')}</legend>
      {modelGroups(models).map((group) => {
        const groupId = `${baseId}-${group.category}`;
        return (
          <div
            key={group.category}
            role="group"
            aria-labelledby={groupId}
            className="studio-picker__group"
          >
            <p id={groupId} className="studio-picker__category">
              {categoryLabel(group.category, t)}
            </p>
            <div className="studio-picker__options">
              {group.models.map((model) => (
                <label key={model.value} className="studio-choice">
                  <input
                    type="radio"
                    className="studio-choice__input"
                    name={field.name}
                    value={model.value}
                    checked={field.value === model.value}
                    onChange={() => field.onChange(model.value)}
                    onBlur={field.onBlur}
                  />
                  <span className="studio-choice__label">{model.name}</span>
                </label>
              ))}
            </div>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
