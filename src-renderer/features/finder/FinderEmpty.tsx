import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SearchIcon, SparklesIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';

export interface FinderEmptyProps {
  /** The search had filters: the way out is to loosen them. */
  filtered: boolean;
  /** The app runs its own local server, where demo creators may be loaded. */
  embedded: boolean;
  onClearFilters: () => void;
  onSeeded: () => void;
}

/** No creator matched: with filters, a hint to clear them; with none, demo data where allowed. */
export function FinderEmpty({ filtered, embedded, onClearFilters, onSeeded }: FinderEmptyProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [seeding, setSeeding] = useState(false);

  if (filtered) {
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={t('finder.empty.filteredTitle')}
        description={<p>{t('finder.empty.filteredHint')}</p>}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            {t('finder.empty.clearFilters')}
          </Button>
        }
      />
    );
  }

  const seed = async () => {
    setSeeding(true);
    try {
      const { creators } = await call('seedDemoData');
      toast.success({ title: t('finder.seed.done', { count: creators }) });
      onSeeded();
    } catch (error) {
      toast.error({ title: t('finder.seed.failed'), description: describe(error) });
      setSeeding(false);
    }
  };

  return (
    <EmptyState
      icon={<SparklesIcon />}
      title={t('finder.empty.noneTitle')}
      description={
        <p>{embedded ? t('finder.empty.noneEmbeddedHint') : t('finder.empty.noneHint')}</p>
      }
      action={
        embedded && (
          <Button loading={seeding} onClick={() => void seed()}>
            {t('finder.seed.action')}
          </Button>
        )
      }
    />
  );
}
