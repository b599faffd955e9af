import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { AlertCircleIcon, SearchIcon } from '../../ui/icons';
import { SelectField } from '../../ui/SelectField';
import {
  DEFAULT_FILTERS,
  isFiltered,
  type GroupFilter,
  type RoleFilter,
  type RosterFilters as Filters,
} from './roster-rows';

const ROLE_FILTERS: readonly RoleFilter[] = ['all', 'influencer', 'brand'];

/** The group select's values: `all`, `none`, or `group:` and the group's name. */
const groupValue = (group: GroupFilter) =>
  group.kind === 'named' ? `group:${group.name}` : group.kind;

function groupOf(value: string): GroupFilter {
  if (value.startsWith('group:')) return { kind: 'named', name: value.slice('group:'.length) };
  return value === 'none' ? { kind: 'none' } : { kind: 'all' };
}

export interface RosterFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  groups: readonly string[];
  attentionCount: number;
  shown: number;
  total: number;
}

/**
 * Search (name, handle, e-mail, group, note; without minding accents), role as three radio
 * buttons, group as a select and "Requiere atención" as a toggle. How many accounts show is
 * announced as the filters change.
 */
export function RosterFilters({
  filters,
  onChange,
  groups,
  attentionCount,
  shown,
  total,
}: RosterFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const attentionHintId = useId();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  // A group the filter names that no account holds any more stays choosable, so it can be left.
  const groupNames =
    filters.group.kind === 'named' && !groups.includes(filters.group.name)
      ? [...groups, filters.group.name]
      : groups;

  return (
    <div role="search" aria-label={t('agency.filters.label')} className="desk-filters">
      <div className="desk-filters__search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('agency.filters.search')}
        </label>
        <SearchIcon className="desk-filters__search-icon" aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          className="ui-field__input desk-filters__search-input"
          placeholder={t('agency.filters.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={filters.query}
          onChange={(event) => set({ query: event.target.value })}
        />
      </div>
      <fieldset className="desk-segments">
        <legend className="visually-hidden">{t('agency.filters.role')}</legend>
        {ROLE_FILTERS.map((role) => (
          <label key={role} className="desk-segments__option">
            <input
              type="radio"
              name="desk-role"
              className="desk-segments__input"
              checked={filters.role === role}
              onChange={() => set({ role })}
            />
            <span className="desk-segments__label">{t(`agency.filters.roles.${role}`)}</span>
          </label>
        ))}
      </fieldset>
      <SelectField
        label={t('agency.filters.group')}
        className="desk-filters__group"
        options={[
          { value: 'all', label: t('agency.filters.groupAll') },
          { value: 'none', label: t('agency.filters.groupNone') },
          ...groupNames.map((name) => ({ value: `group:${name}`, label: name })),
        ]}
        value={groupValue(filters.group)}
        onChange={(event) => set({ group: groupOf(event.target.value) })}
      />
      <Button
        variant={filters.attention ? 'primary' : 'secondary'}
        size="sm"
        icon={<AlertCircleIcon />}
        aria-pressed={filters.attention}
        aria-describedby={attentionHintId}
        onClick={() => set({ attention: !filters.attention })}
      >
        {t('agency.filters.attention', { count: attentionCount })}
      </Button>
      <span id={attentionHintId} className="visually-hidden">
        {t('agency.filters.attentionHint')}
      </span>
      <p role="status" className="desk-filters__count">
        {t('agency.filters.shown', { shown, total })}
      </p>
      {isFiltered(filters) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(DEFAULT_FILTERS)}>
          {t('agency.filters.clear')}
        </Button>
      )}
    </div>
  );
}
