import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SparklesIcon } from '../../ui/icons';

export interface StudioNotConfiguredProps {
  /** The server's own words on what to configure; null when it gave none. */
  message: string | null;
  onCheckAgain: () => void;
}

/** A server without an image provider: say so, and what its administrator has to set. */
export function StudioNotConfigured({ message, onCheckAgain }: StudioNotConfiguredProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SparklesIcon />}
      title={t('imageStudio.notConfigured.title')}
      description={
        <>
          <p>{message ?? t('imageStudio.notConfigured.fallback')}</p>
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
