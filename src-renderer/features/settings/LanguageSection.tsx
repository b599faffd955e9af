import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';

/** One language for now: shown, not chosen. */
export function LanguageSection() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="settings-language-title" className="settings-card">
      <h2 id="settings-language-title" className="settings-card__title">
        {t('settings.language.title')}
      </h2>
      <TextField
        className="settings-card__field"
        label={t('settings.language.label')}
        hint={t('settings.language.hint')}
        value={t('settings.language.esMX')}
        lang="es-MX"
        readOnly
      />
    </Card>
  );
}
