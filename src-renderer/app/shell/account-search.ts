import type { AccountSummary } from '../../../src-shared/bridge/contract';
import type { Role } from '../../../src-shared/domain/user';

/** One account as the switcher lists it: main's summary plus the name and e-mail it shows. */
export interface SwitcherEntry {
  account: AccountSummary;
  name: string;
  email: string;
  avatarUrl: string | null;
  current: boolean;
}

/** The switcher's groups in the order they are shown; `none` holds accounts without a role yet. */
export const SWITCHER_GROUPS = ['influencer', 'brand', 'none'] as const;
export type SwitcherGroupKey = (typeof SWITCHER_GROUPS)[number];

export interface SwitcherGroup {
  key: SwitcherGroupKey;
  entries: SwitcherEntry[];
}

const groupOf = (role: Role | null): SwitcherGroupKey => role ?? 'none';

/**
 * Text as the search compares it: lower case, accents and other marks dropped ("José" → "jose"),
 * spaces collapsed, so what people type without accents still finds the names written with them.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es-MX')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word typed must appear in the name, the handle (with or without its @) or the e-mail. */
export function matchesQuery(entry: SwitcherEntry, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const handle = entry.account.handle ? `@${entry.account.handle}` : '';
  const haystack = foldForSearch([entry.name, handle, entry.email].join(' '));
  return words.every((word) => haystack.includes(word));
}

const byName = new Intl.Collator('es-MX', { sensitivity: 'base' });

/**
 * The entries that match, grouped by role in `SWITCHER_GROUPS` order, empty groups left out; in
 * each group the account in use first, then the rest by name.
 */
export function groupEntries(entries: SwitcherEntry[], query: string): SwitcherGroup[] {
  const matching = entries.filter((entry) => matchesQuery(entry, query));
  return SWITCHER_GROUPS.map((key) => ({
    key,
    entries: matching
      .filter((entry) => groupOf(entry.account.role) === key)
      .sort((a, b) => Number(b.current) - Number(a.current) || byName.compare(a.name, b.name)),
  })).filter((group) => group.entries.length > 0);
}
