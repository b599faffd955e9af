import { describe, expect, it } from 'vitest';
import { buildCalendarIcs } from './calendar-ics';
import { anEntry, parseIcs } from './calendar-test-support';

const now = new Date('2030-01-05T12:00:00.000Z');
const options = { calendarName: 'Colaboraciones de Marca Creadores', now };

describe('the .ics of the calendar', () => {
  it('has one all-day event per entry with its UID, SEQUENCE and change time', () => {
    const entries = [
      anEntry(),
      anEntry({
        uid: 'collaboration-item-1-publish@marcacreadores.mx',
        kind: 'planned_publish',
        date: '2030-01-14',
        sequence: 4,
        updated_at: '2030-01-03T08:30:00.000Z',
      }),
      anEntry({
        uid: 'collaboration-item-2-due@marcacreadores.mx',
        network: 'tiktok',
        content_type: 'video',
        number: 1,
        date: '2030-02-01',
        status: 'draft_submitted',
      }),
    ];

    const calendar = parseIcs(buildCalendarIcs(entries, options));

    expect(calendar.name).toBe('Colaboraciones de Marca Creadores');
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events).toEqual([
      {
        uid: 'collaboration-item-1-due@marcacreadores.mx',
        sequence: 1,
        summary: 'Entrega: Reel 2 de Instagram — Marca X',
        description: 'Estado: Pendiente\nMarca: Marca X\nCreador: Ana López',
        start: '2030-01-15',
        end: '2030-01-16',
        startType: 'date',
        endType: 'date',
        stamp: '2030-01-02T10:00:00Z',
        lastModified: '2030-01-02T10:00:00Z',
        status: 'CONFIRMED',
      },
      expect.objectContaining({
        uid: 'collaboration-item-1-publish@marcacreadores.mx',
        sequence: 4,
        summary: 'Publicación planeada: Reel 2 de Instagram — Marca X',
        start: '2030-01-14',
        startType: 'date',
        stamp: '2030-01-03T08:30:00Z',
      }),
      expect.objectContaining({
        uid: 'collaboration-item-2-due@marcacreadores.mx',
        summary: 'Entrega: Video 1 de TikTok — Marca X',
        description: 'Estado: Borrador entregado\nMarca: Marca X\nCreador: Ana López',
        start: '2030-02-01',
      }),
    ]);
  });

  it('names the creator in a brand’s calendar', () => {
    const [event] = parseIcs(buildCalendarIcs([anEntry()], { ...options, side: 'brand' })).events;
    expect(event?.summary).toBe('Entrega: Reel 2 de Instagram — Ana López');
  });

  it('writes the day as given whatever the computer’s time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/Mexico_City', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = tz;
        const [event] = parseIcs(buildCalendarIcs([anEntry()], options)).events;
        expect(event?.start, tz).toBe('2030-01-15');
        expect(event?.end, tz).toBe('2030-01-16');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('marks a rejected or cancelled item’s event cancelled, so an import takes it off', () => {
    const events = parseIcs(
      buildCalendarIcs(
        [anEntry({ status: 'cancelled' }), anEntry({ uid: 'other', status: 'rejected' })],
        options,
      ),
    ).events;
    expect(events.map((event) => event.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(events[0]?.description).toContain('Estado: Cancelada');
  });

  it('keeps the UID of a moved date and carries its bumped SEQUENCE', () => {
    const before = parseIcs(buildCalendarIcs([anEntry()], options)).events[0];
    const moved = parseIcs(
      buildCalendarIcs(
        [anEntry({ date: '2030-01-20', sequence: 2, updated_at: '2030-01-04T09:00:00.000Z' })],
        options,
      ),
    ).events[0];
    expect(moved?.uid).toBe(before?.uid);
    expect(moved?.sequence).toBe((before?.sequence ?? 0) + 1);
    expect(moved?.start).toBe('2030-01-20');
    expect(moved?.stamp).toBe('2030-01-04T09:00:00Z');
  });

  it('leaves out an entry whose date is not a day, and an empty range makes an empty calendar', () => {
    expect(parseIcs(buildCalendarIcs([anEntry({ date: '2030-02-31' })], options)).events).toEqual(
      [],
    );
    const empty = buildCalendarIcs([], options);
    expect(empty).toContain('BEGIN:VCALENDAR');
    expect(parseIcs(empty).events).toEqual([]);
  });

  it('escapes text a calendar would read as structure', () => {
    const [event] = parseIcs(
      buildCalendarIcs([anEntry({ brand_name: 'Sol; Mar, y\nArena' })], options),
    ).events;
    expect(event?.summary).toBe('Entrega: Reel 2 de Instagram — Sol; Mar, y\nArena');
  });
});
