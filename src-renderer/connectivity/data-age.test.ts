import { describe, expect, it } from 'vitest';
import { formatDataAge, formatSavedAt } from './data-age';

const now = new Date('2026-03-05T18:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('formatDataAge', () => {
  it('says the age in its largest unit, in Mexican Spanish', () => {
    expect(formatDataAge(ago(5 * MINUTE), now)).toBe('hace 5 minutos');
    expect(formatDataAge(ago(3 * 60 * MINUTE + 59 * MINUTE), now)).toBe('hace 3 horas');
    expect(formatDataAge(ago(2 * 24 * 60 * MINUTE), now)).toBe('hace 2 días');
    expect(formatDataAge(ago(15 * 24 * 60 * MINUTE), now)).toBe('hace 2 semanas');
  });

  it('shortens minutes and hours only', () => {
    expect(formatDataAge(ago(5 * MINUTE), now, 'short')).toBe('hace 5 min');
    expect(formatDataAge(ago(2 * 60 * MINUTE), now, 'short')).toBe('hace 2 h');
    expect(formatDataAge(ago(40 * 24 * 60 * MINUTE), now, 'short')).toBe('hace 1 mes');
  });

  it('leaves under a minute, or a clock slightly ahead, to the caller', () => {
    expect(formatDataAge(ago(20_000), now)).toBeNull();
    expect(formatDataAge(ago(-90_000), now)).toBeNull();
  });
});

describe('formatSavedAt', () => {
  it('gives the long date with the time', () => {
    const text = formatSavedAt('2026-03-05T18:00:00.000Z');
    expect(text).toMatch(/^[45] de marzo de 2026 a las \d{1,2}:\d{2}/);
  });
});
