import { describe, expect, it } from 'vitest';
import { aDeskRow, daysAgo } from './agency-builders';
import {
  DEFAULT_FILTERS,
  filterRows,
  keepKnown,
  needsAttention,
  nextSort,
  rosterView,
  sortRows,
} from './roster-rows';

const now = new Date();
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

const rows = [
  aDeskRow({ accountId: 'a', name: 'Ana', followers: 5_000, er: 2 }),
  aDeskRow({ accountId: 'b', name: 'Bruno', followers: null, er: null }),
  aDeskRow({ accountId: 'c', name: 'Carla', followers: 90_000, er: 1 }),
  aDeskRow({ accountId: 'd', name: 'Dani', followers: 5_000, er: 4 }),
];

describe('roster order', () => {
  it('sorts figures biggest first, ties by name and missing figures last either way', () => {
    const descending = nextSort({ column: 'name', direction: 'ascending' }, 'followers');
    expect(descending).toEqual({ column: 'followers', direction: 'descending' });
    expect(names(sortRows(rows, descending, now))).toEqual(['Carla', 'Ana', 'Dani', 'Bruno']);

    const ascending = nextSort(descending, 'followers');
    expect(ascending.direction).toBe('ascending');
    expect(names(sortRows(rows, ascending, now))).toEqual(['Ana', 'Dani', 'Carla', 'Bruno']);
  });

  it('starts words A to Z, ignoring accents and case', () => {
    const sort = nextSort({ column: 'followers', direction: 'descending' }, 'name');
    expect(sort.direction).toBe('ascending');
    const accented = [
      aDeskRow({ name: 'Óscar' }),
      aDeskRow({ name: 'ana' }),
      aDeskRow({ name: 'Pablo' }),
    ];
    expect(names(sortRows(accented, sort, now))).toEqual(['ana', 'Óscar', 'Pablo']);
  });

  it('sorts the age of the figures oldest first, and copies by how far from fresh', () => {
    const aged = [
      aDeskRow({ name: 'Reciente', figuresReadAt: daysAgo(1) }),
      aDeskRow({ name: 'Vieja', figuresReadAt: daysAgo(40) }),
      aDeskRow({ name: 'Sin cifras', figuresReadAt: null }),
    ];
    expect(names(sortRows(aged, { column: 'age', direction: 'descending' }, now))).toEqual([
      'Vieja',
      'Reciente',
      'Sin cifras',
    ]);
    const copies = [
      aDeskRow({ name: 'Al día' }),
      aDeskRow({ name: 'Falló', refresh: 'failed', stale: true }),
      aDeskRow({ name: 'Vieja', stale: true }),
    ];
    expect(names(sortRows(copies, { column: 'copy', direction: 'descending' }, now))).toEqual([
      'Falló',
      'Vieja',
      'Al día',
    ]);
  });
});

describe('roster filters', () => {
  const desk = [
    aDeskRow({ accountId: 'ana', name: 'Ana López', handle: 'ana.crea', group: 'Moda' }),
    aDeskRow({
      accountId: 'jose',
      name: 'José Ñúñez',
      handle: 'pepe',
      email: 'contacto@estudio.mx',
      note: 'Renovar contrato en enero',
    }),
    aDeskRow({
      accountId: 'cafe',
      name: 'Café Aurora',
      role: 'brand',
      handle: null,
      email: 'hola@cafeaurora.mx',
      group: 'Bebidas',
    }),
  ];

  it('searches name, handle, e-mail, group and note without minding accents or case', () => {
    const search = (query: string) => names(filterRows(desk, { ...DEFAULT_FILTERS, query }));
    expect(search('jose nunez')).toEqual(['José Ñúñez']);
    expect(search('@ana.crea')).toEqual(['Ana López']);
    expect(search('ESTUDIO')).toEqual(['José Ñúñez']);
    expect(search('moda')).toEqual(['Ana López']);
    expect(search('contrato')).toEqual(['José Ñúñez']);
    expect(search('cafe')).toEqual(['Café Aurora']);
    expect(search('nadie')).toEqual([]);
  });

  it('filters by role and by group, or accounts without one', () => {
    expect(names(filterRows(desk, { ...DEFAULT_FILTERS, role: 'brand' }))).toEqual(['Café Aurora']);
    expect(
      names(filterRows(desk, { ...DEFAULT_FILTERS, group: { kind: 'named', name: 'Moda' } })),
    ).toEqual(['Ana López']);
    expect(names(filterRows(desk, { ...DEFAULT_FILTERS, group: { kind: 'none' } }))).toEqual([
      'José Ñúñez',
    ]);
  });

  it('needs attention with open lines, a stale copy or a network access alert', () => {
    expect(needsAttention(aDeskRow())).toBe(false);
    expect(needsAttention(aDeskRow({ openLines: 1 }))).toBe(true);
    expect(needsAttention(aDeskRow({ stale: true }))).toBe(true);
    expect(
      needsAttention(
        aDeskRow({
          accessAlerts: [
            { network: 'tiktok', username: 'ana', state: 'expiring', expires_at: daysAgo(-3) },
          ],
        }),
      ),
    ).toBe(true);
    const flagged = [aDeskRow({ name: 'Tranquila' }), aDeskRow({ name: 'Urgente', openLines: 2 })];
    expect(names(filterRows(flagged, { ...DEFAULT_FILTERS, attention: true }))).toEqual([
      'Urgente',
    ]);
  });

  it('groups creators first, then brands, then accounts without a role', () => {
    const mixed = [
      aDeskRow({ name: 'Marca', role: 'brand' }),
      aDeskRow({ name: 'Nueva', role: null }),
      aDeskRow({ name: 'Creadora', role: 'influencer' }),
    ];
    const view = rosterView(
      mixed,
      DEFAULT_FILTERS,
      { column: 'name', direction: 'ascending' },
      now,
    );
    expect(view.map((section) => [section.key, names(section.rows)])).toEqual([
      ['influencer', ['Creadora']],
      ['brand', ['Marca']],
      ['none', ['Nueva']],
    ]);
  });

  it('keeps the selection of accounts still on the desk', () => {
    const selection = new Set(['ana', 'gone']);
    expect([...keepKnown(selection, desk)]).toEqual(['ana']);
    const kept = new Set(['ana']);
    expect(keepKnown(kept, desk)).toBe(kept);
  });
});
