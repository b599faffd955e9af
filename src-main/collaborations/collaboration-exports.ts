import type { BridgeParsedArgs, SavedFileAnswer } from '../../src-shared/bridge/contract';
import type { Collaboration } from '../../src-shared/domain/collaboration';
import { markSavedAt } from '../../src-shared/domain/offline-copy';
import type { CoreApiClient } from '../api/core-api-client';
import { CalendarExporter } from '../exports/calendar-exporter';
import { CampaignReportExporter } from '../exports/campaign-report-exporter';
import { PendingReportRegistrations } from '../exports/pending-report-registrations';
import type { FileDialogs, KitRenderer } from '../exports/ports';
import { registerReportWithCoreApi, ReportVerifications } from '../exports/report-verification';
import { downloadImage } from '../offline/image-download';
import { isUnreachable, offlineNoData } from '../offline/offline-reads';
import type { OfflineStore } from '../offline/offline-store';
import { readKey } from '../offline/recent-reads';
import type { SessionService } from '../session/session-service';
import type { CollaborationService } from './collaboration-service';

export interface CollaborationExportsDeps {
  api: CoreApiClient;
  session: SessionService;
  collaborations: CollaborationService;
  store: OfflineStore;
  renderer: KitRenderer;
  dialogs: FileDialogs;
  /** The core API the active account belongs to: the QR code's address. */
  baseUrl: () => Promise<string>;
}

/** The bridge's two issue-31 exports: the brand's campaign report and the calendar's `.ics`. */
export interface CollaborationExports {
  report(args: BridgeParsedArgs<'exportCampaignReport'>): Promise<SavedFileAnswer>;
  calendar(args: BridgeParsedArgs<'exportCalendar'>): Promise<SavedFileAnswer>;
  /** Registers an account's reports exported offline (the sync and reconnect call it). */
  registerPending(accountId: string): Promise<number>;
}

/**
 * Wires the report and calendar exporters to the active account: the collaboration is read live,
 * or from the account's copy when the core API cannot be reached (a report prints offline, like
 * a kit, and its record waits to be registered); the calendar reads the core API.
 */
export function collaborationExports(deps: CollaborationExportsDeps): CollaborationExports {
  const { session, store } = deps;
  const pending = new PendingReportRegistrations({
    folderFor: (accountId) => store.folderFor(accountId),
    root: store.root,
    register: registerReportWithCoreApi(deps.api, session),
  });
  const collaborationFor = async (id: string): Promise<Collaboration> => {
    try {
      return await deps.collaborations.get({ id });
    } catch (error) {
      const accountId = await session.activeAccountId();
      if (!accountId || !isUnreachable(error)) throw error;
      const kept = await store.findRead(accountId, 'collaboration', readKey({ id }));
      if (!kept) throw offlineNoData();
      return markSavedAt(kept.value as Collaboration, kept.saved_at);
    }
  };
  const reports = new CampaignReportExporter({
    source: { collaborationFor },
    renderer: deps.renderer,
    dialogs: deps.dialogs,
    images: downloadImage,
    verifier: new ReportVerifications({
      baseUrl: deps.baseUrl,
      activeAccount: () => session.activeAccountId(),
      register: registerReportWithCoreApi(deps.api, session),
      pending,
    }),
  });
  const calendar = new CalendarExporter({
    source: {
      entries: async (range) => (await deps.collaborations.calendar(range)).results,
    },
    dialogs: deps.dialogs,
    side: async () => {
      const accountId = await session.activeAccountId();
      const role = accountId ? (await session.findAccount(accountId))?.role : null;
      return role === 'brand' ? 'brand' : role === 'influencer' ? 'creator' : undefined;
    },
  });
  const saved = (answer: { fileName: string } | null): SavedFileAnswer =>
    answer ? { saved: true, fileName: answer.fileName } : { saved: false, fileName: null };
  return {
    report: async (args) => saved(await reports.export(args)),
    calendar: async (args) => saved(await calendar.export(args)),
    registerPending: (accountId) => pending.registerAll(accountId),
  };
}
