import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/SelectField';

type AppLanguage = AppSettings['language'];

/** Every language the app speaks, with its name; a new one must bring its name along. */
const LANGUAGE_NAME_KEYS: Record<AppLanguage, string> = {
  'es-MX': 'settings.language.esMX',
};

const LANGUAGES = Object.keys(LANGUAGE_NAME_KEYS) as AppLanguage[];

/** The app's language, chosen from the ones it speaks (es-MX only, for now). */
export function LanguageSection({ language }: { language: AppLanguage }) {
  const { t, i18n } = useTranslation();
  return (
    <Card as="section" aria-labelledby="settings-language-title" className="settings-card">
      <h2 id="settings-language-title" className="settings-card__title">
        {t('settings.language.title')}
      </h2>
      <SelectField
        className="settings-card__field"
        label={t('settings.language.label')}
        hint={t('settings.language.hint')}
        options={LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_NAME_KEYS[value]) }))}
        value={language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      />
    </Card>
  );
}
