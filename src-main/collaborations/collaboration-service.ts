import { openAsBlob } from 'node:fs';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeParsedArgs, StagedDraftFiles } from '../../src-shared/bridge/contract';
import type {
  CalendarEntry,
  Collaboration,
  CollaborationSummary,
  DraftMedia,
  NotificationPage,
  ReviewQueueEntry,
} from '../../src-shared/domain/collaboration';
import { VALIDATION_TEXTS } from '../../src-shared/i18n/validation-text';
import type { CoreApiClient } from '../api/core-api-client';
import { callAs, type CallAuth, type QueuedSend } from '../session/queued-call';
import type { SessionService } from '../session/session-service';
import type { DraftStaging, StagedFileOnDisk } from './draft-staging';

/** The native "open files" dialog a draft's files are picked with. */
export interface OpenFilesDialog {
  /** Absolute paths of the files chosen; empty when the dialog was closed. */
  chooseDraftFiles(title: string): Promise<string[]>;
}

/** A big video over a slow line takes long; the JSON calls keep the client's own limit. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

const mediaGone = () =>
  new BridgeError({
    status: 400,
    code: ErrorCode.validation,
    message: VALIDATION_TEXTS['validation.draftMediaUnknown']!,
    fields: { media_ids: [VALIDATION_TEXTS['validation.draftMediaUnknown']!] },
  });

const isMediaRefused = (error: unknown) =>
  error instanceof BridgeError && error.status === 400 && Boolean(error.fields?.media_ids);

/**
 * Issue 31 in main: collaborations, the brand's review queue, the calendar and the inbox read
 * from the core API, and the moves sent to it. A draft's files are picked through main's dialog
 * and held by `DraftStaging` until the draft is sent; each is uploaded streamed from disk (a
 * file-backed Blob), then the draft names them in one JSON request that carries the queued
 * action's `Idempotency-Key` when it is a replay.
 */
export class CollaborationService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
    private readonly staging: DraftStaging,
    private readonly dialog: OpenFilesDialog,
  ) {}

  list({ status, page }: BridgeParsedArgs<'listCollaborations'>) {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<CollaborationSummary>>(ApiPath.collaborations, {
        token,
        query: { status, page },
      }),
    );
  }

  get({ id }: BridgeParsedArgs<'getCollaboration'>) {
    return this.session.withActiveToken((token) =>
      this.api.get<Collaboration>(ApiPath.collaboration(id), { token }),
    );
  }

  reviewQueue({ page }: BridgeParsedArgs<'listReviewQueue'>) {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<ReviewQueueEntry>>(ApiPath.collaborationReviewQueue, {
        token,
        query: { page },
      }),
    );
  }

  calendar(range: BridgeParsedArgs<'getCollaborationCalendar'>) {
    return this.session.withActiveToken((token) =>
      this.api.get<{ results: CalendarEntry[] }>(ApiPath.collaborationCalendar, {
        token,
        query: range,
      }),
    );
  }

  /** The calendar of an account that may not be the active one (the `.ics` export's). */
  calendarOf(accountId: string, range: { from: string; to: string }) {
    return this.session.withAccountToken(accountId, (token) =>
      this.api.get<{ results: CalendarEntry[] }>(ApiPath.collaborationCalendar, {
        token,
        query: range,
      }),
    );
  }

  async #activeAccount(): Promise<string> {
    const accountId = await this.session.activeAccountId();
    if (!accountId) {
      throw new BridgeError({
        status: 401,
        code: ErrorCode.notAuthenticated,
        message: 'Inicia sesión para continuar.',
      });
    }
    return accountId;
  }

  async stageFiles(): Promise<StagedDraftFiles> {
    const accountId = await this.#activeAccount();
    const paths = await this.dialog.chooseDraftFiles('Elige las imágenes o el video del borrador');
    return this.staging.stage(accountId, paths);
  }

  async setPoster({ token, bytes }: BridgeParsedArgs<'setStagedPoster'>) {
    const saved = await this.staging.setPoster(await this.#activeAccount(), token, bytes);
    if (!saved) throw mediaGone();
    return { saved: true as const };
  }

  async discard({ tokens }: BridgeParsedArgs<'discardStagedFiles'>) {
    await this.staging.discard(await this.#activeAccount(), tokens);
    return { removed: true as const };
  }

  /** One staged file up to the core API, unless an earlier attempt already sent it. */
  async #upload(accountId: string, file: StagedFileOnDisk, auth: CallAuth): Promise<string> {
    if (file.media_id) return file.media_id;
    const form = new FormData();
    form.append('file_for_profile', await openAsBlob(file.path), file.uploadName);
    if (file.posterPath) form.append('poster', await openAsBlob(file.posterPath), 'poster.jpg');
    const media = await this.api.post<DraftMedia>(ApiPath.collaborationMedia, form, {
      token: auth.token,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    await this.staging.markUploaded(accountId, file.token, media.id);
    return media.id;
  }

  /**
   * Hands a draft in: each staged file uploaded once (a retry reuses what went up), then the draft
   * itself. Uploads the core API has since swept are sent again, once. The staged copies go when
   * the draft is in.
   */
  async handIn(args: BridgeParsedArgs<'handInDraft'>, queued?: QueuedSend): Promise<Collaboration> {
    const accountId = queued?.accountId ?? (await this.#activeAccount());
    const send = async (auth: CallAuth, fresh: boolean) => {
      const files = await this.staging.filesFor(accountId, args.files);
      if (!files) throw mediaGone();
      const mediaIds: string[] = [];
      for (const file of files) {
        mediaIds.push(
          await this.#upload(accountId, fresh ? { ...file, media_id: null } : file, auth),
        );
      }
      const { itemId, files: _tokens, ...draft } = args;
      return this.api.post<Collaboration>(
        ApiPath.collaborationItemDrafts(itemId),
        { ...draft, media_ids: mediaIds },
        auth,
      );
    };
    const answer = await callAs(this.session, queued, async (auth) => {
      try {
        return await send(auth, false);
      } catch (error) {
        if (!isMediaRefused(error)) throw error;
        // The files went up too long ago and the core API swept them: once more, fresh. The
        // queued key must not be reused for a different body, so a replay goes without it.
        return send({ token: auth.token }, true);
      }
    });
    await this.staging.discard(accountId, args.files);
    return answer;
  }

  review({ itemId, review }: BridgeParsedArgs<'reviewDraft'>, queued?: QueuedSend) {
    return callAs(this.session, queued, (auth) =>
      this.api.post<Collaboration>(ApiPath.collaborationItemReview(itemId), review, auth),
    );
  }

  publish({ itemId, post }: BridgeParsedArgs<'publishItem'>, queued?: QueuedSend) {
    return callAs(this.session, queued, (auth) =>
      this.api.post<Collaboration>(ApiPath.collaborationItemPublish(itemId), post, auth),
    );
  }

  recordFigures({ itemId, figures }: BridgeParsedArgs<'recordItemFigures'>) {
    return this.session.withActiveToken((token) =>
      this.api.post<Collaboration>(ApiPath.collaborationItemFigures(itemId), figures, { token }),
    );
  }

  answerCancellation({ itemId, cancel }: BridgeParsedArgs<'answerItemCancellation'>) {
    return this.session.withActiveToken((token) =>
      this.api.post<Collaboration>(ApiPath.collaborationItemCancel(itemId), cancel, { token }),
    );
  }

  setDueDate({ itemId, due }: BridgeParsedArgs<'setItemDueDate'>) {
    return this.session.withActiveToken((token) =>
      this.api.post<Collaboration>(ApiPath.collaborationItemDueDate(itemId), due, { token }),
    );
  }

  notifications({ page }: BridgeParsedArgs<'listNotifications'>) {
    return this.session.withActiveToken((token) =>
      this.api.get<NotificationPage>(ApiPath.notifications, { token, query: { page } }),
    );
  }

  /** An account's inbox, for the watcher that raises OS notifications. */
  notificationsOf(accountId: string) {
    return this.session.withAccountToken(accountId, (token) =>
      this.api.get<NotificationPage>(ApiPath.notifications, { token }),
    );
  }

  markRead(which: BridgeParsedArgs<'markNotificationsRead'>) {
    return this.session.withActiveToken((token) =>
      this.api.post<{ read: true }>(ApiPath.notificationsRead, which, { token }),
    );
  }
}
