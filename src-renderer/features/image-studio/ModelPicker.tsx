import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AiImageModel } from '../../../src-shared/catalogs/ai-image';
import type { AiImageRequest } from '../../../src-shared/schemas/ai-image';
import { categoryLabel, modelGroups } from './image-labels';
import type { StudioFormValues } from './studio-form';
import { StudioChoices, StudioPicker } from './StudioPicker';

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
  return (
    <StudioPicker legend={t('imageStudio.form.model')} error={fieldState.error}>
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
            <StudioChoices
              field={field}
              choices={group.models.map((model) => ({ value: model.value, label: model.name }))}
            />
          </div>
        );
      })}
    </StudioPicker>
  );
}
