import { useTranslation } from 'react-i18next';
import { MEDIA_KIT_FORMATS, type MediaKitFormat } from '../../../src-shared/domain/media-kit';

export interface BatchFormatChoiceProps {
  value: MediaKitFormat;
  onChange: (format: MediaKitFormat) => void;
}

/** Native radios: arrow keys move between formats. */
export function BatchFormatChoice({ value, onChange }: BatchFormatChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="batch-export__group">
      <legend className="batch-export__legend">{t('mediaKit.batch.format')}</legend>
      <div className="batch-export__formats">
        {MEDIA_KIT_FORMATS.map((format) => (
          <label key={format} className="batch-export__format">
            <input
              type="radio"
              name="media-kit-format"
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
            />
            {t(`mediaKit.batch.formats.${format}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
