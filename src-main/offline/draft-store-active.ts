import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { DraftAnswer } from '../../src-shared/domain/draft';
import { notSignedIn } from '../session/session-errors';
import { DraftRefusedError, type DraftStore } from './draft-store';

/** Whose drafts: main's active account, never one the renderer names. */
export interface ActiveAccount {
  activeAccountId(): Promise<string | null>;
}

const refused = (error: DraftRefusedError) =>
  new BridgeError({
    status: 400,
    code: ErrorCode.invalidArguments,
    message:
      error.reason === 'key'
        ? 'El borrador no tiene un nombre válido.'
        : 'El borrador es demasiado grande para guardarlo.',
  });

/** The bridge's `getDraft`, `saveDraft` and `discardDraft`, on the active account's drafts. */
export class ActiveAccountDrafts {
  constructor(
    private readonly store: DraftStore,
    private readonly session: ActiveAccount,
  ) {}

  private async run<T>(work: (accountId: string) => Promise<T>): Promise<T> {
    const accountId = await this.session.activeAccountId();
    if (!accountId) throw notSignedIn();
    try {
      return await work(accountId);
    } catch (error) {
      throw error instanceof DraftRefusedError ? refused(error) : error;
    }
  }

  get({ key }: { key: string }): Promise<DraftAnswer> {
    return this.run((accountId) => this.store.read(accountId, key));
  }

  save({ key, values }: { key: string; values: Record<string, unknown> }) {
    return this.run((accountId) => this.store.save(accountId, key, values));
  }

  async discard({ key }: { key: string }): Promise<{ discarded: boolean }> {
    return { discarded: await this.run((accountId) => this.store.discard(accountId, key)) };
  }
}
