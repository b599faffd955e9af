import { atom } from 'jotai';

/**
 * The day the calendar has in focus (`YYYY-MM-DD`; its month is the month shown), kept while the
 * app runs so coming back from an item returns to the same month. Null: today.
 */
export const calendarDayAtom = atom<string | null>(null);
