import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskRow, DeskState } from '../../../src-shared/domain/agency-desk';
import { useNow } from '../../connectivity/use-now';
import { Button } from '../../ui/Button';
import { BulkBar } from './BulkBar';
import { rosterFiltersAtom, rosterSelectionAtom, rosterSortAtom } from './desk-atoms';
import { DeskAccountDialog } from './DeskAccountDialog';
import { RosterFilters } from './RosterFilters';
import { DEFAULT_FILTERS, needsAttention, rosterView } from './roster-rows';
import { RosterTable } from './RosterTable';
import './DeskRoster.css';

export interface DeskRosterProps {
  desk: DeskState;
  /** A desk main answered with (a group saved, a refresh started). */
  onChange: (desk: DeskState) => void;
}

/**
 * The roster: filters, the bar of actions for the rows ticked, and the table of accounts grouped
 * by role. Filters, order and selection live in atoms, so they are still there after a line of
 * the inbox was opened and the person came back.
 */
export function DeskRoster({ desk, onChange }: DeskRosterProps) {
  const { t } = useTranslation();
  const now = useNow();
  const [filters, setFilters] = useAtom(rosterFiltersAtom);
  const [sort, setSort] = useAtom(rosterSortAtom);
  const [selection, setSelection] = useAtom(rosterSelectionAtom);
  const [editing, setEditing] = useState<DeskRow | null>(null);
  const sections = useMemo(
    () => rosterView(desk.rows, filters, sort, now),
    [desk.rows, filters, sort, now],
  );
  const shown = sections.reduce((total, section) => total + section.rows.length, 0);
  const attention = desk.rows.filter(needsAttention).length;
  const selectedRows = desk.rows.filter((row) => selection.has(row.accountId));

  const toggle = (accountIds: string[], selected: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      for (const accountId of accountIds) {
        if (selected) next.add(accountId);
        else next.delete(accountId);
      }
      return next;
    });

  return (
    <div className="desk-roster">
      <RosterFilters
        filters={filters}
        onChange={setFilters}
        groups={desk.groups}
        attentionCount={attention}
        shown={shown}
        total={desk.rows.length}
      />
      {selectedRows.length > 0 && (
        <BulkBar rows={selectedRows} onClear={() => setSelection(new Set())} onChange={onChange} />
      )}
      {shown === 0 ? (
        <div className="desk-roster__none">
          <p>{t('agency.filters.noMatch')}</p>
          <Button variant="secondary" size="sm" onClick={() => setFilters(DEFAULT_FILTERS)}>
            {t('agency.filters.clear')}
          </Button>
        </div>
      ) : (
        <RosterTable
          sections={sections}
          sort={sort}
          onSort={setSort}
          selection={selection}
          onToggle={toggle}
          onEdit={setEditing}
          now={now}
        />
      )}
      <DeskAccountDialog
        row={editing}
        groups={desk.groups}
        onClose={() => setEditing(null)}
        onSaved={onChange}
      />
    </div>
  );
}
