import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonitorKeyword } from '../../../src-shared/domain/monitor';
import { useErrorMessage } from '../../i18n/error-message';
import { CloseIcon } from '../../ui/icons';
import { TagList, tagClassName } from '../../ui/TagList';
import { toast } from '../../ui/toast';
import { ServerButton } from '../../connectivity/ServerButton';

export interface KeywordChipsProps {
  tracked: MonitorKeyword[];
  onRemove: (keyword: MonitorKeyword) => Promise<void>;
}

/** The tracked keywords, oldest first, each with its × to stop tracking it. */
export function KeywordChips({ tracked, onRemove }: KeywordChipsProps) {
  const { t } = useTranslation();
  return (
    <TagList aria-label={t('monitor.keywords.listLabel')}>
      {tracked.map((keyword) => (
        <li key={keyword.id} className={`${tagClassName('accent')} monitor-chip`}>
          <span className="monitor-chip__text">{keyword.keyword}</span>
          <RemoveKeywordButton keyword={keyword} onRemove={onRemove} />
        </li>
      ))}
    </TagList>
  );
}

function RemoveKeywordButton({
  keyword,
  onRemove,
}: {
  keyword: MonitorKeyword;
  onRemove: KeywordChipsProps['onRemove'];
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await onRemove(keyword);
    } catch (error) {
      toast.error({
        title: t('monitor.keywords.removeFailed', { keyword: keyword.keyword }),
        description: describe(error),
      });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ServerButton
      variant="ghost"
      size="sm"
      className="monitor-chip__remove"
      icon={<CloseIcon />}
      loading={removing}
      aria-label={t('monitor.keywords.remove', { keyword: keyword.keyword })}
      onClick={() => void remove()}
    />
  );
}
