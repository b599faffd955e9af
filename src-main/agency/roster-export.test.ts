import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { DeskRow } from '../../src-shared/domain/agency-desk';
import { rosterCsv, rosterXlsx } from './roster-export';
import { ROSTER_COLUMNS } from './roster-table';

function aRow(overrides: Partial<DeskRow> = {}): DeskRow {
  return {
    accountId: 'embedded#1',
    role: 'influencer',
    name: 'Ximena Ñáñez',
    handle: 'ximena.cocina',
    email: 'ximena@example.com',
    photo: null,
    mainNetwork: 'instagram',
    followers: 125_400,
    er: 3.45,
    change30d: { followers: -1_200, percent: -0.95 },
    figuresReadAt: '2026-12-06T18:30:00.000Z',
    completeness: { done: 7, total: 9 },
    openProposals: 2,
    collaborationsInProgress: 1,
    nextDueDate: '2026-12-15',
    accessAlerts: [{ network: 'tiktok', username: 'xi', state: 'expiring', expires_at: null }],
    syncedAt: '2026-12-07T17:00:00.000Z',
    stale: false,
    refresh: 'done',
    refreshError: null,
    group: 'Cocina',
    note: 'Dice "sí", luego\nno',
    openLines: 3,
    ...overrides,
  };
}

/** A minimal RFC 4180 reader: enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('the roster exports', () => {
  const rows = [
    aRow(),
    aRow({
      accountId: 'embedded#2',
      role: 'brand',
      name: '=HYPERLINK("http://x")',
      handle: null,
      followers: null,
      er: null,
      change30d: null,
      figuresReadAt: null,
      completeness: null,
      nextDueDate: null,
      accessAlerts: [],
      group: null,
      note: '',
      stale: true,
    }),
  ];

  it('writes CSV with a BOM, es-MX headers, plain numbers, ISO dates and no formulas', () => {
    const csv = rosterCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header).toEqual(ROSTER_COLUMNS.map((column) => column.header));
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(cell(first!, 'Nombre')).toBe('Ximena Ñáñez');
    expect(cell(first!, 'Usuario')).toBe('ximena.cocina');
    expect(cell(first!, 'Seguidores')).toBe('125400');
    expect(cell(first!, 'Interacción (ER)')).toBe('0.0345');
    expect(cell(first!, 'Cambio de seguidores en 30 días')).toBe('-1200');
    expect(cell(first!, 'Próxima entrega')).toBe('2026-12-15');
    expect(cell(first!, 'Cifras leídas el')).toMatch(/^2026-12-0[67] \d\d:30$/);
    expect(cell(first!, 'Accesos por renovar')).toBe('TikTok (por vencer)');
    expect(cell(first!, 'Nota')).toBe('Dice "sí", luego\nno');
    expect(cell(first!, 'Rol')).toBe('Creador');
    // A name that would run as a formula in a spreadsheet is kept as text.
    expect(cell(second!, 'Nombre')).toBe('\'=HYPERLINK("http://x")');
    expect(cell(second!, 'Seguidores')).toBe('');
    expect(cell(second!, 'Copia desactualizada')).toBe('Sí');
  });

  it('writes XLSX that reads back: numbers as numbers, dates as dates', async () => {
    const bytes = await rosterXlsx(rows);
    const sheet = await readSheet(Buffer.from(bytes));
    const [header, first, second] = sheet;
    expect(header).toEqual(ROSTER_COLUMNS.map((column) => column.header));
    const cell = (row: unknown[], name: string) => row[header!.indexOf(name as never)];
    expect(cell(first!, 'Nombre')).toBe('Ximena Ñáñez');
    expect(cell(first!, 'Seguidores')).toBe(125_400);
    expect(cell(first!, 'Interacción (ER)')).toBeCloseTo(0.0345);
    expect(cell(first!, 'Perfil completo')).toBeCloseTo(7 / 9);
    const due = cell(first!, 'Próxima entrega') as Date;
    expect(due).toBeInstanceOf(Date);
    expect(due.toISOString().slice(0, 10)).toBe('2026-12-15');
    expect(cell(first!, 'Cifras leídas el')).toBeInstanceOf(Date);
    expect(cell(second!, 'Nombre')).toBe('=HYPERLINK("http://x")');
    expect(cell(second!, 'Seguidores')).toBeNull();
  });
});
