import { useTranslation } from 'react-i18next';
import { MONITOR_KEYWORDS_MAX, type MonitorKeyword } from '../../../src-shared/domain/monitor';
import { Card } from '../../ui/Card';
import { AddKeywordForm } from './AddKeywordForm';
import { DefaultKeywordOffer } from './DefaultKeywordOffer';
import { KeywordChips } from './KeywordChips';
import type { MonitorKeywords } from './use-monitor-keywords';

export interface KeywordPanelProps {
  tracked: MonitorKeyword[];
  add: MonitorKeywords['add'];
  onRemove: (keyword: MonitorKeyword) => Promise<void>;
  /** Reads the keywords again (a keyword queued offline was sent). */
  reload: () => void;
}

/** What the brand tracks: the keywords, the way to add one and, with none, a first suggestion. */
export function KeywordPanel({ tracked, add, onRemove, reload }: KeywordPanelProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="monitor-keywords-title" className="monitor-keywords">
      <div className="monitor-keywords__head">
        <h2 id="monitor-keywords-title" className="monitor-keywords__title">
          {t('monitor.keywords.title')}
        </h2>
        <p className="monitor-keywords__count">
          {t('monitor.keywords.count', { count: tracked.length, max: MONITOR_KEYWORDS_MAX })}
        </p>
      </div>
      {tracked.length > 0 ? (
        <KeywordChips tracked={tracked} onRemove={onRemove} />
      ) : (
        <>
          <p className="monitor-keywords__empty">{t('monitor.keywords.none')}</p>
          <DefaultKeywordOffer add={add} />
        </>
      )}
      <AddKeywordForm add={add} onQueuedSent={reload} />
    </Card>
  );
}
