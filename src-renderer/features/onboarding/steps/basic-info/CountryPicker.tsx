import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneCountries, type PhoneCountry } from '../../../../../src-shared/catalogs/countries';
import { CountryFlag } from '../../../../ui/CountryFlag';
import { ChevronDownIcon, SearchIcon } from '../../../../ui/icons';
import { pickedCountry, searchCountries } from './country-search';
import './CountryPicker.css';

const PAGE_SIZE = 8;

export interface CountryPickerProps {
  /** ISO code of the selected country. */
  value: string;
  onChange: (iso: string) => void;
}

/**
 * A button showing the flag and dial code that opens a searchable list of countries (ARIA
 * combobox with a listbox): arrows move, Enter picks, Escape closes, focus returns to the button.
 */
export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (country: PhoneCountry) => `${id}-${country.iso}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const countries = phoneCountries();
  const selected = pickedCountry(value);
  const matches = useMemo(() => searchCountries(countries, query), [countries, query]);
  const active = matches[Math.min(activeIndex, matches.length - 1)];

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const activeId = open && active ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setQuery('');
    setActiveIndex(Math.max(0, countries.indexOf(selected)));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (country: PhoneCountry) => {
    close();
    if (country.iso !== selected.iso) onChange(country.iso);
  };

  const moveBy = (delta: number) =>
    setActiveIndex((index) => Math.max(0, Math.min(matches.length - 1, index + delta)));

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: PAGE_SIZE,
      PageUp: -PAGE_SIZE,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      moveBy(move);
    } else if (event.key === 'Enter') {
      // Never submits the step's form from here.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="country-picker" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="country-picker__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('onboarding.basicInfo.country.trigger', {
          name: selected.title,
          code: selected.code,
        })}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
      >
        <CountryFlag iso={selected.iso} className="country-picker__flag" />
        <span className="country-picker__code">+{selected.code}</span>
        <ChevronDownIcon className="country-picker__chevron" />
      </button>
      {open && (
        <div className="country-picker__popup">
          <div className="country-picker__search">
            <SearchIcon className="country-picker__search-icon" />
            <input
              type="text"
              role="combobox"
              aria-label={t('onboarding.basicInfo.country.search')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              spellCheck={false}
              // Opening the list is asking to search: the field takes the focus at once.
              autoFocus
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('onboarding.basicInfo.country.list')}
            className="country-picker__list"
          >
            {matches.map((country, index) => (
              <li
                key={country.iso}
                id={optionId(country)}
                role="option"
                aria-selected={country.iso === selected.iso}
                className={[
                  'country-picker__option',
                  country === active && 'country-picker__option--active',
                ]
                  .filter(Boolean)
                  .join(' ')}
                // Keeps the focus in the search field while the pointer picks.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(country)}
              >
                <CountryFlag iso={country.iso} className="country-picker__flag" />
                <span className="country-picker__name">{country.title}</span>
                <span className="country-picker__dial">+{country.code}</span>
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <p className="country-picker__empty" role="status">
              {t('onboarding.basicInfo.country.noResults')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
