import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '../../../src-shared/domain/network';
import { formErrorText } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { FilterIcon } from '../../ui/icons';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { FinderFilters } from './finder-filters';

export interface FinderSearchBarProps {
  filters: FinderFilters;
  onChange: (filters: FinderFilters) => void;
  /** An i18n key: why the typed username cannot be searched for. */
  usernameProblem: string | undefined;
  /** How many of the panel's filters are on. */
  panelCount: number;
  onOpenFilters: () => void;
}

/** The search box, the network and the button to the other filters; typing searches by itself. */
export function FinderSearchBar({
  filters,
  onChange,
  usernameProblem,
  panelCount,
  onOpenFilters,
}: FinderSearchBarProps) {
  const { t } = useTranslation();
  const networkOptions = SOCIAL_NETWORKS.map((network) => ({
    value: network,
    label: t(`networks.${network}`),
  }));
  return (
    <div className="finder-bar" role="search" aria-label={t('finder.searchLabel')}>
      <TextField
        className="finder-bar__username"
        type="search"
        label={t('finder.username')}
        placeholder={t('finder.usernamePlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={filters.username}
        error={formErrorText(usernameProblem ? { message: usernameProblem } : undefined, t)}
        onChange={(event) => onChange({ ...filters, username: event.target.value })}
      />
      <SelectField
        className="finder-bar__network"
        label={t('finder.network')}
        placeholder={t('finder.anyNetwork')}
        options={networkOptions}
        value={filters.network}
        onChange={(event) => onChange({ ...filters, network: event.target.value })}
      />
      <Button
        variant="secondary"
        className="finder-bar__filters"
        icon={<FilterIcon />}
        aria-haspopup="dialog"
        aria-label={
          panelCount > 0
            ? t('finder.filters.openWithCount', { count: panelCount })
            : t('finder.filters.open')
        }
        onClick={onOpenFilters}
      >
        {t('finder.filters.button')}
        {panelCount > 0 && (
          <span className="finder-bar__count" aria-hidden="true">
            {panelCount}
          </span>
        )}
      </Button>
    </div>
  );
}
