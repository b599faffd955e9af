/**
 * Dates as people in Mexico type and read them (dd/mm/aaaa) against the ISO `yyyy-mm-dd` the
 * forms, schemas and core API use. Pure functions, so the field and its tests share them.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The ISO date of a real calendar day, or null (31/02 is no day). */
function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** `yyyy-mm-dd` → `dd/mm/yyyy`; anything that is not an ISO date is returned as it is. */
export function isoToDayMonthYear(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The ISO date typed (`d/m/aaaa`, or a pasted `yyyy-mm-dd`), or null when it is no real day. */
export function dayMonthYearToIso(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DAY_MONTH_YEAR.exec(trimmed);
  return dmy ? isoOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1])) : null;
}

/**
 * The field's text after a keystroke or a paste: digits grouped as `dd/mm/aaaa` (the slashes
 * come by themselves), at most 8 digits. Text with a hyphen is taken as an ISO date being typed
 * or pasted (`2026-07-01`) and kept as digits and hyphens, so either way of writing works.
 */
export function maskDateText(raw: string): string {
  if (raw.includes('-')) return raw.replace(/[^\d-]/g, '').slice(0, 10);
  const slashed = /^(\d{1,2})\/(\d{0,2})(?:\/(\d{0,4}))?/.exec(raw);
  // Slashes typed by hand after a one-digit day or month (`1/7/2026`) are kept as typed.
  if (slashed && (slashed[1]!.length === 1 || (slashed[2] ?? '').length === 1)) {
    return raw.replace(/[^\d/]/g, '').slice(0, 10);
  }
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}
