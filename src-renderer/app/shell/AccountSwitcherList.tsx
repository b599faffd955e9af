import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../ui/icons';
import { groupEntries, type SwitcherEntry } from './account-search';
import { AccountRow } from './AccountRow';

export interface AccountSwitcherListProps {
  entries: SwitcherEntry[];
  /** Names the list: the accounts to switch to, or the ones that can be signed out. */
  label: string;
  /** While a switch is under way the rows cannot be chosen again. */
  disabled: boolean;
  onChoose: (entry: SwitcherEntry) => void;
  /** The search box, which takes the focus when the switcher opens. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The searchable list of accounts (combobox with a grouped listbox): the focus stays in the search
 * box, ↑ and ↓ move through the rows shown, Enter chooses. Typing filters by name, handle or
 * e-mail, ignoring case and accents; the groups (creators, brands, no role yet) say how many each
 * shows. The list scrolls inside the switcher, never the window.
 */
export function AccountSwitcherList({
  entries,
  label,
  disabled,
  onChoose,
  searchRef,
}: AccountSwitcherListProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const groups = useMemo(() => groupEntries(entries, query), [entries, query]);
  const shown = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const optionId = (entry: SwitcherEntry) => `${baseId}-option-${entry.account.id}`;
  const active = shown[Math.min(activeIndex, shown.length - 1)];
  // The rows are memoised: their handlers stay the same functions and read the latest list.
  const latest = useRef({ onChoose, shown });
  useLayoutEffect(() => {
    latest.current = { onChoose, shown };
  });
  const chooseRow = useCallback((entry: SwitcherEntry) => latest.current.onChoose(entry), []);
  const pointRow = useCallback(
    (entry: SwitcherEntry) => setActiveIndex(latest.current.shown.indexOf(entry)),
    [],
  );

  // The row under the keyboard stays in view as the list scrolls inside the switcher.
  useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (shown.length === 0) return;
    const last = shown.length - 1;
    const at = Math.min(activeIndex, last);
    if (event.key === 'ArrowDown') setActiveIndex(at >= last ? 0 : at + 1);
    else if (event.key === 'ArrowUp') setActiveIndex(at <= 0 ? last : at - 1);
    else if (event.key === 'Enter' && active && !disabled) onChoose(active);
    else return;
    event.preventDefault();
  };

  return (
    <div className="account-switcher">
      <div className="account-switcher__search">
        <SearchIcon className="account-switcher__search-icon" aria-hidden="true" />
        <input
          ref={searchRef}
          className="account-switcher__input"
          type="text"
          role="combobox"
          aria-label={t('accountSwitcher.search')}
          placeholder={t('accountSwitcher.search')}
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p role="status" className={shown.length > 0 ? 'visually-hidden' : 'account-switcher__empty'}>
        {shown.length === 0
          ? t('accountSwitcher.noMatch', { query: query.trim() })
          : query.trim()
            ? t('accountSwitcher.matches', { count: shown.length })
            : ''}
      </p>
      {shown.length > 0 && (
        // The listbox is the scrolling part itself: the rows are reached from the search box.
        <div id={listId} role="listbox" aria-label={label} className="account-switcher__list">
          {groups.map((group) => {
            const headingId = `${baseId}-group-${group.key}`;
            return (
              <div
                key={group.key}
                role="group"
                aria-labelledby={headingId}
                className="account-switcher__group"
              >
                <div id={headingId} role="presentation" className="account-switcher__heading">
                  {t(`accountSwitcher.groups.${group.key}`, { count: group.entries.length })}
                </div>
                {group.entries.map((entry) => (
                  <AccountRow
                    key={entry.account.id}
                    id={optionId(entry)}
                    entry={entry}
                    active={entry === active}
                    disabled={disabled}
                    onChoose={chooseRow}
                    onPoint={pointRow}
                  />
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
