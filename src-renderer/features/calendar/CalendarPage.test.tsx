import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import type { CalendarEntry } from '../../../src-shared/domain/collaboration';
import { markSavedAt } from '../../../src-shared/domain/offline-copy';
import { aSession, fail, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { renderAs } from '../../test/render-as';

// Tuesday 10 March 2026, midday in Mexico City.
const NOW = new Date('2026-03-10T18:00:00Z');
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

const COLLAB = '5c7b1d2e-0f3a-4b6c-8d9e-0a1b2c3d4e5f';
const itemId = (n: number) => `7d1e2f3a-4b5c-4d6e-8f70-${String(n).padStart(12, '0')}`;

function anEntry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  const item_id = overrides.item_id ?? itemId(1);
  const kind = overrides.kind ?? 'due';
  return {
    uid: `${item_id}-${kind}@marcacreadores`,
    kind,
    date: '2026-03-12',
    item_id,
    collaboration_id: COLLAB,
    network: 'instagram',
    content_type: 'reel',
    number: 1,
    status: 'pending',
    brand_name: 'Refresco Sol',
    creator_name: 'Ana López',
    sequence: 0,
    updated_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

const MONTH_ENTRIES = [
  anEntry({ item_id: itemId(1), number: 2, date: '2026-03-12' }),
  anEntry({
    item_id: itemId(1),
    number: 2,
    kind: 'planned_publish',
    date: '2026-03-14',
    status: 'approved',
  }),
  // Due on the 5th and still open on the 10th: late.
  anEntry({
    item_id: itemId(2),
    network: 'tiktok',
    content_type: 'video',
    date: '2026-03-05',
    status: 'changes_requested',
  }),
  // Published on time: a past date that is not late.
  anEntry({ item_id: itemId(3), number: 3, date: '2026-03-02', status: 'published' }),
];

/**
 * The chip in a day whose words (visible and visually hidden, which is its name in a browser)
 * are `words`.
 */
async function chipIn(day: HTMLElement, words: string): Promise<HTMLElement> {
  const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  return waitFor(() => {
    const chip = within(day)
      .getAllByRole('link')
      .find((link) => normalise(link.textContent) === words);
    if (!chip) throw new Error(`no chip "${words}" in ${normalise(day.textContent)}`);
    return chip;
  });
}

const calendarAnswer = (results: CalendarEntry[]) =>
  vi.fn(async (_range: { from: string; to: string }) => ok({ results }));

describe('calendar page', () => {
  it('reads the visible weeks and shows each date in its day, Monday first, today marked', async () => {
    const getCollaborationCalendar = calendarAnswer(MONTH_ENTRIES);
    renderAs('influencer', '/calendar', { getCollaborationCalendar });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Marzo de 2026' });
    // 1 March 2026 is a Sunday: the grid runs from Monday 23 February to Sunday 5 April.
    expect(getCollaborationCalendar).toHaveBeenCalledExactlyOnceWith({
      from: '2026-02-23',
      to: '2026-04-05',
    });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
      'dom',
    ]);
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    const today = grid.querySelector('[aria-current="date"]') as HTMLElement;
    expect(today).toHaveAttribute('data-day', '2026-03-10');
    expect(today).toHaveTextContent('martes, 10 de marzo, hoy');
    expect(today).toHaveAttribute('tabindex', '0');

    const twelfth = grid.querySelector('[data-day="2026-03-12"]') as HTMLElement;
    const chip = await chipIn(twelfth, 'Reel 2 de Instagram, Refresco Sol, Entrega, Pendiente');
    expect(chip).toHaveAttribute('href', `/collaborations/${COLLAB}?item=${itemId(1)}`);
    expect(chip).toHaveAttribute(
      'title',
      'Entrega: Reel 2 de Instagram con Refresco Sol · Pendiente',
    );
    const fourteenth = grid.querySelector('[data-day="2026-03-14"]') as HTMLElement;
    await chipIn(fourteenth, 'Reel 2 de Instagram, Refresco Sol, Publicación planeada, Aprobada');
  });

  it('shows the month’s days while its dates are read', async () => {
    type Answer = BridgeOutcome<{ results: CalendarEntry[] }>;
    let answer: (value: Answer) => void = () => {};
    renderAs('influencer', '/calendar', {
      getCollaborationCalendar: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))),
    });
    expect(await screen.findByText('Cargando el calendario…')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Marzo de 2026' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).queryAllByRole('link')).toHaveLength(0);
    act(() => answer(ok({ results: MONTH_ENTRIES })));
    expect(await screen.findByRole('region', { name: 'Agenda de marzo de 2026' })).toBeVisible();
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Cargando el calendario…')).toBeNull();
  });

  it('marks open deliveries past their day as late, in the grid and the agenda', async () => {
    renderAs('influencer', '/calendar', {
      getCollaborationCalendar: calendarAnswer(MONTH_ENTRIES),
    });
    const grid = await screen.findByRole('grid', { name: 'Marzo de 2026' });
    const fifth = grid.querySelector('[data-day="2026-03-05"]') as HTMLElement;
    expect(
      await chipIn(fifth, 'Video 1 de TikTok, Refresco Sol, Entrega, Cambios pedidos, Atrasada'),
    ).toHaveAttribute('href', `/collaborations/${COLLAB}?item=${itemId(2)}`);
    const second = grid.querySelector('[data-day="2026-03-02"]') as HTMLElement;
    expect(within(second).getByRole('link').textContent).not.toContain('Atrasada');

    const agenda = screen.getByRole('region', { name: 'Agenda de marzo de 2026' });
    expect(within(agenda).getByText('4 fechas este mes')).toBeInTheDocument();
    const days = within(agenda).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Lunes, 2 de marzo',
      'Jueves, 5 de marzo',
      'Jueves, 12 de marzo',
      'Sábado, 14 de marzo',
    ]);
    const late = within(agenda).getByRole('link', { name: /Video 1 de TikTok/ });
    expect(late).toHaveTextContent('Entrega: Video 1 de TikTok con Refresco Sol');
    expect(within(late).getByText('Atrasada')).toBeInTheDocument();
    expect(within(late).getByText('Cambios pedidos')).toBeInTheDocument();
  });

  it('names the creator for a brand, and opens the item from its chip', async () => {
    const { user, history } = renderAs('brand', '/calendar', {
      getCollaborationCalendar: calendarAnswer(MONTH_ENTRIES),
    });
    const grid = await screen.findByRole('grid', { name: 'Marzo de 2026' });
    const twelfth = grid.querySelector('[data-day="2026-03-12"]') as HTMLElement;
    const chip = await chipIn(twelfth, 'Reel 2 de Instagram, Ana López, Entrega, Pendiente');
    await user.click(chip);
    await waitFor(() => expect(history.location.pathname).toBe(`/collaborations/${COLLAB}`));
    expect(history.location.search).toBe(`?item=${itemId(1)}`);
  });

  it('moves between months with the buttons and returns with "Hoy"', async () => {
    const getCollaborationCalendar = calendarAnswer([]);
    const { user } = renderAs('influencer', '/calendar', { getCollaborationCalendar });
    await screen.findByRole('grid', { name: 'Marzo de 2026' });
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('grid', { name: 'Abril de 2026' })).toBeInTheDocument();
    expect(getCollaborationCalendar).toHaveBeenLastCalledWith({
      from: '2026-03-30',
      to: '2026-05-03',
    });
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('grid', { name: 'Febrero de 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(await screen.findByRole('grid', { name: 'Marzo de 2026' })).toBeInTheDocument();
  });

  it('moves the focused day with the arrow keys, into the next month too', async () => {
    const { user } = renderAs('influencer', '/calendar', {
      getCollaborationCalendar: calendarAnswer(MONTH_ENTRIES),
    });
    const grid = await screen.findByRole('grid', { name: 'Marzo de 2026' });
    const today = grid.querySelector('[data-day="2026-03-10"]') as HTMLElement;
    act(() => today.focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-03-11');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-03-04');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-03-08');
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'Abril de 2026' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', '2026-04-08'));
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
  });

  it('takes Enter on a day to its first date', async () => {
    const { user } = renderAs('influencer', '/calendar', {
      getCollaborationCalendar: calendarAnswer(MONTH_ENTRIES),
    });
    const grid = await screen.findByRole('grid', { name: 'Marzo de 2026' });
    const twelfth = grid.querySelector('[data-day="2026-03-12"]') as HTMLElement;
    await within(twelfth).findByRole('link');
    act(() => twelfth.focus());
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(twelfth).getByRole('link'));
  });

  it('shows three dates a day and takes "+N más" to the rest in the agenda', async () => {
    const busyDay = [1, 2, 3, 4].map((n) =>
      anEntry({ item_id: itemId(n), number: n, date: '2026-03-20' }),
    );
    const { user } = renderAs('influencer', '/calendar', {
      getCollaborationCalendar: calendarAnswer(busyDay),
    });
    const grid = await screen.findByRole('grid', { name: 'Marzo de 2026' });
    const twentieth = grid.querySelector('[data-day="2026-03-20"]') as HTMLElement;
    await waitFor(() => expect(within(twentieth).getAllByRole('link')).toHaveLength(3));
    const more = within(twentieth).getByRole('button', {
      name: '+1 más del 20 de marzo: ver en la agenda',
    });
    expect(more).toHaveTextContent('+1 más');
    await user.click(more);
    expect(document.activeElement).toHaveTextContent('Viernes, 20 de marzo');
    const agenda = screen.getByRole('region', { name: 'Agenda de marzo de 2026' });
    expect(within(agenda).getAllByRole('link')).toHaveLength(4);
  });

  it('explains what appears here when the month has no dates', async () => {
    const { user, currentPath } = renderAs('influencer', '/calendar', {
      getCollaborationCalendar: calendarAnswer([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sin fechas en marzo de 2026' }),
    ).toBeVisible();
    expect(screen.getByText(/Aquí aparecen la fecha de entrega/)).toBeVisible();
    expect(screen.getByRole('grid', { name: 'Marzo de 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver propuestas' }));
    await waitFor(() => expect(currentPath()).toBe('/proposals'));
  });

  it('says why the month could not be read, and reads it again', async () => {
    const getCollaborationCalendar = vi
      .fn()
      .mockResolvedValueOnce(fail('server_error', { status: 500, message: 'Falló el servidor.' }))
      .mockResolvedValue(ok({ results: MONTH_ENTRIES }));
    const { user } = renderAs('influencer', '/calendar', { getCollaborationCalendar });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos leer el calendario');
    expect(alert).toHaveTextContent('Falló el servidor.');
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Agenda de marzo de 2026' })).toBeVisible();
  });

  it('shows the kept copy with its age when the server is away', async () => {
    const session = aSession('influencer');
    renderApp('/calendar', {
      getSession: vi.fn(async () => ok(session)),
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: NOW.toISOString(), reason: 'server_unreachable' as const }),
      ),
      getCollaborationCalendar: vi.fn(async () =>
        ok(
          markSavedAt({ results: MONTH_ENTRIES }, new Date(NOW.getTime() - 2 * HOUR).toISOString()),
        ),
      ),
    });
    expect(await screen.findByText('Datos guardados hace 2 h')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Agenda de marzo de 2026' })).toBeVisible();
    const exportButton = screen.getByRole('button', { name: 'Agregar al calendario' });
    expect(exportButton).toBeDisabled();
  });

  it('saves a year of dates as an .ics and names the file it saved', async () => {
    const exportCalendar = vi
      .fn()
      .mockResolvedValueOnce(ok({ saved: false, fileName: null }))
      .mockResolvedValue(ok({ saved: true, fileName: 'calendario-colaboraciones.ics' }));
    const { user } = renderAs('influencer', '/calendar', {
      getCollaborationCalendar: calendarAnswer(MONTH_ENTRIES),
      exportCalendar,
    });
    const button = await screen.findByRole('button', { name: 'Agregar al calendario' });
    await user.click(button);
    expect(exportCalendar).toHaveBeenCalledExactlyOnceWith({
      from: '2026-03-01',
      to: '2027-03-01',
    });
    // The dialog was closed: nothing was saved, nothing is said.
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/Guardado:/)).toBeNull();

    await user.click(button);
    expect(await screen.findByText('Guardado: calendario-colaboraciones.ics')).toBeInTheDocument();
  });

  it('says when the file could not be saved', async () => {
    const { user } = renderAs('influencer', '/calendar', {
      getCollaborationCalendar: calendarAnswer([]),
      exportCalendar: vi.fn(async () =>
        fail('export_failed', { status: 500, message: 'No hay espacio en el disco.' }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Agregar al calendario' }));
    expect(await screen.findByText('No pudimos guardar el calendario')).toBeInTheDocument();
    // The catalogue's text for the code; the server's own words otherwise.
    expect(screen.getByText(/No se pudo guardar el archivo/)).toBeInTheDocument();
  });
});
