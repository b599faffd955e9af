import { IDEMPOTENCY_KEY_HEADER } from '../../src-shared/domain/queued-action';
import type { SessionService } from './session-service';

/**
 * A queued action replayed for the account that queued it (issue 17), which may not be the
 * active one any more, with its id as the `Idempotency-Key` so a repeat after a lost answer is
 * answered once by the core API.
 */
export interface QueuedSend {
  accountId: string;
  idempotencyKey: string;
}

/** What an authenticated call needs: the token and, for a queued action, its key header. */
export interface CallAuth {
  token: string;
  headers?: Record<string, string>;
}

/**
 * Runs a bridge action's call as the renderer's click does (the active account), or, when
 * `queued` is given, as that queued action's replay: the same request, that account's token and
 * the key header. A 401 runs the session-expired flow either way.
 */
export function callAs<T>(
  session: Pick<SessionService, 'withActiveToken' | 'withAccountToken'>,
  queued: QueuedSend | undefined,
  work: (auth: CallAuth) => Promise<T>,
): Promise<T> {
  if (!queued) return session.withActiveToken((token) => work({ token }));
  return session.withAccountToken(queued.accountId, (token) =>
    work({ token, headers: { [IDEMPOTENCY_KEY_HEADER]: queued.idempotencyKey } }),
  );
}
