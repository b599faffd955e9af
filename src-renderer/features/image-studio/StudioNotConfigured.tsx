import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SparklesIcon } from '../../ui/icons';

export interface StudioNotConfiguredProps {
  onCheckAgain: () => void;
}

/**
 * A server without an image provider: say so in plain words and who can turn it on. What to
 * set is the administrator's business (README, docs/API.md): the server's own setup text, with
 * its variable names, is not shown here.
 */
export function StudioNotConfigured({ onCheckAgain }: StudioNotConfiguredProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SparklesIcon />}
      title={t('imageStudio.notConfigured.title')}
      description={
        <>
          <p>{t('imageStudio.notConfigured.text')}</p>
          <p>{t('imageStudio.notConfigured.hint')}</p>
        </>
      }
      action={
        <Button variant="secondary" onClick={onCheckAgain}>
          {t('imageStudio.notConfigured.checkAgain')}
        </Button>
      }
    />
  );
}
