import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';

export interface DataFolderSectionProps {
  settings: AppSettings;
  onChanged: (settings: AppSettings) => void;
}

/** Where this desktop keeps its data; a new folder only takes over at the next start. */
export function DataFolderSection({ settings, onChanged }: DataFolderSectionProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<'open' | 'choose' | null>(null);

  const open = async () => {
    setBusy('open');
    try {
      await call('openDataFolder');
    } catch (error) {
      toast.error({ title: t('settings.dataFolder.openFailed'), description: describe(error) });
    } finally {
      setBusy(null);
    }
  };

  const choose = async () => {
    setBusy('choose');
    try {
      const next = await call('chooseDataFolder');
      onChanged(next);
      // A closed dialog answers the same settings: nothing to announce then.
      if (next.pendingDataDir && next.pendingDataDir !== settings.pendingDataDir) {
        toast.success({ title: t('settings.dataFolder.changed') });
      }
    } catch (error) {
      toast.error({ title: t('settings.dataFolder.changeFailed'), description: describe(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="settings-folder-title" className="settings-card">
      <h2 id="settings-folder-title" className="settings-card__title">
        {t('settings.dataFolder.title')}
      </h2>
      <p className="settings-card__text">{t('settings.dataFolder.description')}</p>
      <TextField
        className="settings-card__field"
        label={t('settings.dataFolder.current')}
        value={settings.dataDir}
        spellCheck={false}
        readOnly
      />
      {settings.pendingDataDir && (
        <Alert tone="info">
          {t('settings.dataFolder.pending', { path: settings.pendingDataDir })}
        </Alert>
      )}
      <div className="settings-form__actions">
        <Button
          variant="secondary"
          loading={busy === 'open'}
          disabled={busy !== null}
          onClick={() => void open()}
        >
          {t('settings.dataFolder.open')}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'choose'}
          disabled={busy !== null}
          onClick={() => void choose()}
        >
          {t('settings.dataFolder.change')}
        </Button>
      </div>
    </Card>
  );
}
