import type { Kysely } from 'kysely';
import type { SocialNetwork } from '../../src-shared/domain/network';
import type { Database } from '../db/schema';

/**
 * The creator who lists this network account (username in any case), for the public weaver
 * endpoints. Only creator accounts count: a brand's stray row never exposes anything. On youtube a
 * channel id and a user name may both match: a connection verified by signing in wins over one
 * typed by hand, which answers only when nobody verified the account; then the older connection
 * wins so the answer is stable. (Elsewhere the account has one holder: a sign-in detaches anyone
 * else's typed claim, networks/take-over-claim.ts.)
 */
export async function findCreatorIdByConnection(
  db: Kysely<Database>,
  network: SocialNetwork,
  username: string,
): Promise<string | undefined> {
  const found = await db
    .selectFrom('user_networks')
    .innerJoin('users', 'users.id', 'user_networks.user_id')
    .select('users.id')
    .where('user_networks.network', '=', network)
    // lower() on both sides, as NETWORK_ACCOUNT_INDEX compares usernames.
    .where((eb) =>
      eb(
        eb.fn<string>('lower', ['user_networks.username']),
        '=',
        eb.fn<string>('lower', [eb.val(username)]),
      ),
    )
    .where('users.role', '=', 'influencer')
    .orderBy('user_networks.connected', 'desc')
    .orderBy('user_networks.created_at')
    .orderBy('user_networks.uuid')
    .limit(1)
    .executeTakeFirst();
  return found?.id;
}
