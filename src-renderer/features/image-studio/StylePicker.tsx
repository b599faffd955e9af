import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AiImageStyle } from '../../../src-shared/catalogs/ai-image';
import type { AiImageRequest } from '../../../src-shared/schemas/ai-image';
import { styleLabel } from './image-labels';
import type { StudioFormValues } from './studio-form';
import { StudioChoices, StudioPicker } from './StudioPicker';

export interface StylePickerProps {
  control: Control<StudioFormValues, unknown, AiImageRequest>;
  styles: readonly AiImageStyle[];
}

/** One style or none, as chips that work as radio buttons. */
export function StylePicker({ control, styles }: StylePickerProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'style' });
  return (
    <StudioPicker legend={t('imageStudio.form.style')} error={fieldState.error}>
      <StudioChoices
        field={field}
        choices={styles.map((style) => ({ value: style.value, label: styleLabel(style, t) }))}
      />
    </StudioPicker>
  );
}
