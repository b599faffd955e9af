import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../ui/SidePanel';
import type { FinderFilters } from './finder-filters';
import { FilterPanelForm } from './FilterPanelForm';

export interface FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: FinderFilters;
  onApply: (filters: FinderFilters) => void;
}

/** The finder's other filters in the right-hand panel; nothing changes until they are applied. */
export function FilterPanel({ open, onOpenChange, filters, onApply }: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('finder.filters.title')}
      description={t('finder.filters.description')}
    >
      {open && (
        <FilterPanelForm
          initial={filters}
          onApply={(next) => {
            onApply(next);
            onOpenChange(false);
          }}
        />
      )}
    </SidePanel>
  );
}
