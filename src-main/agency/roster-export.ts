import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { DeskRow } from '../../src-shared/domain/agency-desk';
import { ROSTER_COLUMNS, type RosterCell, type RosterColumn } from './roster-table';

const BOM = '\uFEFF';

/** Excel and Sheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** ISO 8601 in the desktop's time zone, without seconds: what spreadsheets read as a date. */
function localIso(date: Date, withTime: boolean): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

function csvCell(value: RosterCell, column: RosterColumn): string {
  if (value === null) return '';
  if (value instanceof Date) {
    // Calendar days are stored at noon UTC: their own day, whatever the zone.
    return column.kind === 'date'
      ? value.toISOString().slice(0, 10)
      : localIso(value, column.kind === 'datetime');
  }
  if (typeof value === 'number') return String(value);
  return csvText(value);
}

/**
 * The roster as CSV: UTF-8 with a BOM (so Excel reads the accents), comma-separated, one header
 * line in es-MX, numbers without grouping (a decimal point), dates as ISO 8601, CRLF line ends
 * (RFC 4180). Text that would start a formula is prefixed with an apostrophe.
 */
export function rosterCsv(rows: readonly DeskRow[]): string {
  const lines = [ROSTER_COLUMNS.map((column) => csvText(column.header)).join(',')];
  for (const row of rows) {
    lines.push(ROSTER_COLUMNS.map((column) => csvCell(column.value(row), column)).join(','));
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A date shown as the desktop's wall clock: XLSX dates carry no zone. */
const wallClock = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000);

const FORMATS: Record<RosterColumn['kind'], string | undefined> = {
  text: undefined,
  number: '#,##0',
  percent: '0.0%',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

function xlsxCell(value: RosterCell, column: RosterColumn): Cell {
  if (value === null) return null;
  const format = FORMATS[column.kind];
  if (value instanceof Date) {
    return {
      value: column.kind === 'date' ? new Date(value.toISOString().slice(0, 10)) : wallClock(value),
      type: Date,
      format: format!,
    };
  }
  if (typeof value === 'number') return { value, type: Number, ...(format ? { format } : {}) };
  return { value, type: String };
}

/**
 * The roster as an Excel workbook (write-excel-file, a maintained writer with no native parts):
 * one sheet "Cuentas", a bold header row, numbers as numbers, percents as fractions with a %
 * format, dates as dates.
 */
export async function rosterXlsx(rows: readonly DeskRow[]): Promise<Uint8Array> {
  const data: SheetData = [
    ROSTER_COLUMNS.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
    ...rows.map((row) => ROSTER_COLUMNS.map((column) => xlsxCell(column.value(row), column))),
  ];
  const buffer = await writeXlsxFile(data, {
    sheet: 'Cuentas',
    stickyRowsCount: 1,
    columns: ROSTER_COLUMNS.map((column) => ({
      width: column.kind === 'text' ? 24 : column.kind === 'datetime' ? 18 : 14,
    })),
  }).toBuffer();
  return new Uint8Array(buffer);
}
