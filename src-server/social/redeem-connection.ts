import type { Kysely } from 'kysely';
import {
  NETWORK_NAME_MAX_LENGTH,
  NETWORK_URL_MAX_LENGTH,
  NETWORK_USERNAME_MAX_LENGTH,
} from '../../src-shared/rules/text-limits';
import type { ProviderConnectNetwork } from '../../src-shared/domain/network';
import type { Database } from '../db/schema';
import { connectNetwork, type ConnectOutcome } from '../networks/connect-network';
import type { OAuthAccount } from '../providers/oauth-network';
import { saveCredentials } from '../networks/credential-repository';
import { recordMetrics } from '../networks/network-metrics';

/**
 * docs/PRODUCT.md §7 "redeem code" (and Facebook's save/token): the network vouches for the
 * account, then it is connected by the same rules as a hand-typed one (one owner per account, 409
 * and nothing written otherwise), but verified. The tokens are stored after the connection exists;
 * they are not needed to show it, so a failure in between leaves a verified connection that the
 * next sign-in completes.
 */
export async function redeemConnection(
  db: Kysely<Database>,
  userId: string,
  network: ProviderConnectNetwork,
  /** The adapter's code exchange for this request's inputs (see social/oauth-flow.ts). */
  exchange: () => Promise<OAuthAccount>,
  now: Date,
): Promise<ConnectOutcome> {
  const account = await exchange();
  const outcome = await connectNetwork(
    db,
    userId,
    {
      network,
      // Networks cap handles well below these; the slices keep a surprise from failing the insert.
      username: account.username.slice(0, NETWORK_USERNAME_MAX_LENGTH),
      name: account.displayName.slice(0, NETWORK_NAME_MAX_LENGTH),
      // YouTube's @handle address: how the channel is shown instead of its id.
      url: (account.profileUrl ?? '').slice(0, NETWORK_URL_MAX_LENGTH),
      followers: account.followers,
      // A YouTube channel id is another account than a user name that reads the same.
      is_channel: account.isChannel ?? false,
    },
    now,
    { connected: true },
  );
  await saveCredentials(db, outcome.row.uuid, account, now);
  await recordMetrics(
    db,
    outcome.row,
    account.followers,
    network,
    now,
    account.metrics,
    account.audience,
  );
  return outcome;
}
