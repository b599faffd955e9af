import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { useNow } from '../../connectivity/use-now';
import type { GenerationRun } from './studio-atoms';

export interface GenerationProgressProps {
  run: GenerationRun;
  onCancel: () => void;
}

/**
 * The provider says nothing until the image is ready (up to a minute), so the bar is
 * indeterminate and the seconds show that something is still happening.
 */
export function GenerationProgress({ run, onCancel }: GenerationProgressProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const now = useNow(1000);
  const seconds = Math.max(0, Math.floor((now.getTime() - run.startedAt) / 1000));
  return (
    <div className="studio-progress">
      {/* Not a live region: it would read the seconds out every second. */}
      <p id={labelId} className="studio-progress__label">
        {t('imageStudio.progress.generating', { seconds: formatInteger(seconds) })}
      </p>
      {/* No aria-valuenow: an indeterminate progress bar. */}
      <div role="progressbar" aria-labelledby={labelId} className="studio-progress__bar">
        <span className="studio-progress__fill" />
      </div>
      <p className="studio-progress__hint">{t('imageStudio.progress.hint')}</p>
      <Button variant="secondary" size="sm" loading={run.cancelling} onClick={onCancel}>
        {t('imageStudio.progress.cancel')}
      </Button>
    </div>
  );
}
