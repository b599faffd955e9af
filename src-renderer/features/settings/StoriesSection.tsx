import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';
import { StoriesUrlSchema, storiesUrlOf } from './stories-form';
import { UrlSettingForm } from './UrlSettingForm';

const saveStories = (storiesBaseUrl: string | null) =>
  call('saveStoriesSettings', { storiesBaseUrl });

export interface StoriesSectionProps {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}

/**
 * Where Instagram stories are read (`v2` in the spec): the main server's own `/v2` unless a team
 * runs that service elsewhere. Only an address is kept, so it works offline too.
 */
export function StoriesSection({ settings, onSaved }: StoriesSectionProps) {
  const { t } = useTranslation();

  const applied = (saved: AppSettings) => {
    onSaved(saved);
    toast.success({
      title: saved.storiesBaseUrl
        ? t('settings.stories.saved', { url: saved.storiesBaseUrl })
        : t('settings.stories.savedDefault'),
    });
  };

  return (
    <Card as="section" aria-labelledby="settings-stories-title" className="settings-card">
      <h2 id="settings-stories-title" className="settings-card__title">
        {t('settings.stories.title')}
      </h2>
      <p className="settings-card__text">{t('settings.stories.description')}</p>
      <p className="settings-card__current">
        {settings.storiesBaseUrl
          ? t('settings.stories.current', { url: settings.storiesBaseUrl })
          : t('settings.stories.currentDefault')}
      </p>
      <UrlSettingForm
        name="storiesBaseUrl"
        schema={StoriesUrlSchema}
        settings={settings}
        valueOf={storiesUrlOf}
        labels={{
          field: t('settings.stories.url'),
          hint: t('settings.stories.urlHint'),
          save: t('settings.stories.save'),
          useDefault: t('settings.stories.useDefault'),
          failed: t('settings.stories.failed'),
        }}
        canUseDefault={Boolean(settings.storiesBaseUrl)}
        save={saveStories}
        onSaved={applied}
      />
    </Card>
  );
}
