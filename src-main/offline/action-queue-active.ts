import type { QueuedAction } from '../../src-shared/domain/queued-action';
import type { QueueActionInput } from '../../src-shared/schemas/queued-action';
import { notSignedIn } from '../session/session-errors';
import type { ActionQueue } from './action-queue';
import type { ActiveAccount } from './draft-store-active';

/** The bridge's queue methods, on the active account's queue: the renderer never names one. */
export class ActiveAccountQueue {
  constructor(
    private readonly queue: ActionQueue,
    private readonly session: ActiveAccount,
  ) {}

  private async active(): Promise<string> {
    const accountId = await this.session.activeAccountId();
    if (!accountId) throw notSignedIn();
    return accountId;
  }

  async add(input: QueueActionInput): Promise<QueuedAction> {
    return this.queue.queue(await this.active(), input);
  }

  async list(): Promise<QueuedAction[]> {
    return this.queue.list(await this.active());
  }

  async cancel({ id }: { id: string }): Promise<{ cancelled: boolean }> {
    return this.queue.cancel(await this.active(), id);
  }

  async resolve({
    id,
    choice,
  }: {
    id: string;
    choice: 'discard' | 'send_again';
  }): Promise<{ resolved: boolean }> {
    return this.queue.resolve(await this.active(), id, choice);
  }
}
