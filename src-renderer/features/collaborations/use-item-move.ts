import { useTranslation } from 'react-i18next';
import type { Collaboration } from '../../../src-shared/domain/collaboration';
import { call } from '../../bridge/client';
import { toast } from '../../ui/toast';
import { useQueuedAction, type QueuedArgs } from '../queued-actions';

/** The item moves that may wait offline in main's queue (issue 31). */
type QueueableMove = 'handInDraft' | 'publishItem' | 'reviewDraft';

/**
 * A move that is sent at once online (its answer shown) and queued offline (main sends it on
 * reconnect with its idempotency key). A first send that finds the server gone before anyone
 * noticed is queued too, like one made offline (issue 34). `submit` rejects with the bridge's
 * error, for the form to place it.
 */
export function useItemMove<K extends QueueableMove>(
  kind: K,
  itemId: string,
  onChanged: (collaboration: Collaboration) => void,
) {
  const { t } = useTranslation();
  const queued = useQueuedAction(kind, {
    match: (args: { itemId: string }) => args.itemId === itemId,
  });
  const submit = async (args: QueuedArgs<K>, sentTitle: string): Promise<void> => {
    const send = call as (method: K, args: QueuedArgs<K>) => Promise<Collaboration>;
    const outcome = await queued.sendOrQueue(args, () => send(kind, args));
    if (outcome.sent === undefined) {
      toast.info({ title: t('queuedActions.queued') });
      return;
    }
    toast.success({ title: sentTitle });
    onChanged(outcome.sent);
  };
  return { offline: queued.offline, submit };
}
