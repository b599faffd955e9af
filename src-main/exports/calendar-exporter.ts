import { basename } from 'node:path';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { reportT } from '../../src-shared/campaign-report/campaign-report-i18n';
import type { ProposalSide } from '../../src-shared/domain/proposal';
import { writeFileAtomic } from '../storage/atomic-file';
import { buildCalendarIcs } from './calendar-ics';
import type { CalendarDialogs, CalendarSource } from './report-ports';

export interface CalendarExporterParts {
  /** The signed-in account's calendar entries (`GET /api/v3/collaborations/calendar/`). */
  source: CalendarSource;
  /** The native save dialog, with an `.ics` kind. */
  dialogs: CalendarDialogs;
  /** Whose calendar: a brand's summaries name the creator, a creator's the brand. */
  side?: () => Promise<ProposalSide | undefined>;
  now?: () => Date;
}

const failed = () =>
  new BridgeError({
    status: 500,
    code: ErrorCode.exportFailed,
    message: reportT('calendar.failed'),
  });

/** Some save dialogs (GTK) return the typed name as is: the file still gets its extension. */
function withIcsExtension(path: string): string {
  return path.toLowerCase().endsWith('.ics') ? path : `${path}.ics`;
}

/**
 * "Agregar al calendario": the account's due and planned publishing dates in a range, saved as an
 * `.ics` file through the native save dialog, written atomically and shown in the file manager.
 * The entries are read before the dialog opens, so a failed read never asks for a path.
 */
export class CalendarExporter {
  readonly #source: CalendarSource;
  readonly #dialogs: CalendarDialogs;
  readonly #side: () => Promise<ProposalSide | undefined>;
  readonly #now: () => Date;

  constructor({ source, dialogs, side, now }: CalendarExporterParts) {
    this.#source = source;
    this.#dialogs = dialogs;
    this.#side = side ?? (async () => undefined);
    this.#now = now ?? (() => new Date());
  }

  /** Null when the save dialog was closed: nothing was written. */
  async export({ from, to }: { from: string; to: string }): Promise<{ fileName: string } | null> {
    const [entries, side] = await Promise.all([this.#source.entries({ from, to }), this.#side()]);
    const chosen = await this.#dialogs.chooseSavePath(
      `${reportT('calendar.fileName', { from, to })}.ics`,
      'ics',
      reportT('calendar.saveTitle'),
    );
    if (chosen === null) return null;
    const path = withIcsExtension(chosen);
    try {
      const text = buildCalendarIcs(entries, {
        calendarName: reportT('calendar.defaultName'),
        now: this.#now(),
        ...(side ? { side } : {}),
      });
      await writeFileAtomic(path, new TextEncoder().encode(text));
    } catch (error) {
      const failure = failed();
      failure.cause = error;
      throw failure;
    }
    this.#dialogs.reveal(path);
    return { fileName: basename(path) };
  }
}
