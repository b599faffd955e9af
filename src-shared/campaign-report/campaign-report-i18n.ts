import i18next, { type i18n as I18n } from 'i18next';
import esMX from './campaign-report.es-MX.json' with { type: 'json' };
import { onFirstUse } from '../i18n/on-first-use';
import { escapeHtml } from '../media-kit/kit-html';

export { itemTitle } from './report-words';

export const CAMPAIGN_REPORT_LOCALE = 'es-MX';

function createCampaignReportI18n(): I18n {
  const instance = i18next.createInstance();
  // Bundled resources and a synchronous init: main prints a report without awaiting anything.
  void instance.init({
    lng: CAMPAIGN_REPORT_LOCALE,
    fallbackLng: CAMPAIGN_REPORT_LOCALE,
    supportedLngs: [CAMPAIGN_REPORT_LOCALE],
    resources: { [CAMPAIGN_REPORT_LOCALE]: { translation: esMX } },
    initAsync: false,
    // The HTML renderer escapes every finished string once; escaping here too would double it.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The campaign report's and the calendar file's own strings, apart from the app's so main and Node
 * tests print them too. Content types are named as the app's screens name them (finder.json).
 */
export const campaignReportI18n: I18n = createCampaignReportI18n();

/** A translated string, as plain text. */
export const reportT = (key: string, options?: Record<string, unknown>): string =>
  campaignReportI18n.t(key, options ?? {});

/** A translated string escaped for HTML once, so every interpolated value is escaped too. */
export const reportHtmlText = (key: string, options?: Record<string, unknown>): string =>
  escapeHtml(reportT(key, options));

const numberFormat = (options: Intl.NumberFormatOptions) =>
  onFirstUse(() => new Intl.NumberFormat(CAMPAIGN_REPORT_LOCALE, options));
const integerFormat = numberFormat({ maximumFractionDigits: 0 });
const usdFormat = numberFormat({ style: 'currency', currency: 'USD' });
// A cost per view is often a fraction of a cent: up to four decimals.
const unitCostFormat = numberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** `1234567` → `1,234,567`. */
export const formatReportInteger = (value: number): string =>
  integerFormat().format(Math.round(value));
/** `USD 1,200.50`. */
export const formatReportUsd = (amount: number): string => usdFormat().format(amount);
/** `USD 0.0123`. */
export const formatReportUnitCost = (amount: number): string => unitCostFormat().format(amount);

/**
 * The report's dates. The export's time and the readings' days are instants shown in the
 * computer's own time zone (made per report, so they follow a time-zone change while the app
 * runs); due dates and the campaign's dates are calendar days, printed as written.
 */
export interface ReportDates {
  /** The export's one date: `26 de noviembre de 2026, 9:30 a.m.`. */
  exportTime(date: Date): string;
  /** An instant's calendar day here: `5 de marzo de 2025`; '' when not a date. */
  day(iso: string): string;
  /** An instant's calendar day here, short, for tables: `5 mar 2025`; '' when not a date. */
  shortDay(iso: string): string;
  /** A `YYYY-MM-DD` calendar day: `5 de marzo de 2025`; '' when not one. */
  calendarDay(day: string): string;
}

export function reportDates(): ReportDates {
  const dayFormat = new Intl.DateTimeFormat(CAMPAIGN_REPORT_LOCALE, { dateStyle: 'long' });
  const shortFormat = new Intl.DateTimeFormat(CAMPAIGN_REPORT_LOCALE, { dateStyle: 'medium' });
  const calendarFormat = new Intl.DateTimeFormat(CAMPAIGN_REPORT_LOCALE, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const timeFormat = new Intl.DateTimeFormat(CAMPAIGN_REPORT_LOCALE, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const valid = (date: Date) => !Number.isNaN(date.getTime());
  return {
    exportTime: (date) => (valid(date) ? timeFormat.format(date) : ''),
    day: (iso) => {
      const date = new Date(iso);
      return valid(date) ? dayFormat.format(date) : '';
    },
    shortDay: (iso) => {
      const date = new Date(iso);
      return valid(date) ? shortFormat.format(date) : '';
    },
    calendarDay: (day) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
      const date = new Date(`${day}T00:00:00Z`);
      return valid(date) ? calendarFormat.format(date) : '';
    },
  };
}
