import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { pieceName } from './briefcase-list';
import { BriefcaseTile } from './BriefcaseTile';
import './BriefcaseGrid.css';

export interface BriefcaseGridProps {
  items: readonly BriefcaseItem[];
  onOpen: (index: number) => void;
  /** Without it the grid is read-only (a brand looking at a creator's portfolio). */
  onRemove?: (item: BriefcaseItem) => void;
  /** The list's name; the creator's own grid by default. */
  label?: string;
}

/** The pieces in the order the core API keeps them (oldest first), as many per row as fit. */
export function BriefcaseGrid({ items, onOpen, onRemove, label }: BriefcaseGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="briefcase-grid" aria-label={label ?? t('briefcase.gridLabel')}>
      {items.map((item, index) => (
        <BriefcaseTile
          key={item.id}
          item={item}
          name={pieceName(item, index + 1, t)}
          onOpen={() => onOpen(index)}
          onRemove={onRemove && (() => onRemove(item))}
        />
      ))}
    </ul>
  );
}
