import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import './ResultsMore.css';

export interface ResultsMoreProps {
  loadingMore: boolean;
  moreError: unknown;
  onRetryMore: () => void;
}

/** The last row while more creators can come: the spinner, or the reason and a retry. */
export function ResultsMore({ loadingMore, moreError, onRetryMore }: ResultsMoreProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  return (
    <div className="results-more">
      {moreError ? (
        <>
          <p role="alert">
            {t('finder.moreFailed')} {describe(moreError)}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetryMore}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        loadingMore && <Spinner label={t('finder.loadingMore')} />
      )}
    </div>
  );
}
