import { useTranslation } from 'react-i18next';
import { KIT_SECTIONS, type KitSection } from '../../../src-shared/domain/media-kit';

export interface KitSectionsChoiceProps {
  sections: Record<KitSection, boolean>;
  onChange: (sections: Record<KitSection, boolean>) => void;
}

/** Which optional sections the kit prints; the cover always is. */
export function KitSectionsChoice({ sections, onChange }: KitSectionsChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="kit-options__group">
      <legend className="kit-options__legend">{t('mediaKit.options.sections')}</legend>
      <div className="kit-options__sections">
        {KIT_SECTIONS.map((section) => (
          <label key={section} className="kit-options__choice">
            <input
              type="checkbox"
              checked={sections[section]}
              onChange={(event) => onChange({ ...sections, [section]: event.target.checked })}
            />
            {t(`mediaKit.options.sectionNames.${section}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
