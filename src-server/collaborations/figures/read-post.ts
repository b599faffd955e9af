import type { Kysely } from 'kysely';
import type { PostReference } from '../../../src-shared/rules/post-url';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { readWithFreshGrant } from '../../social/refresh-metrics';
import type { PostFigures, ReadPurpose } from './post-figures';
import { figuresReadable } from './readable-networks';

/** What the figures reads need of the API's context (tests build it around one server's database). */
export type FiguresContext = Pick<AppContext, 'db' | 'now' | 'figureReaders'>;

/** What asking the creator's connections about one post found. */
export type PostLookup =
  /** One of the creator's connections has it: it is theirs, with its figures now. */
  | { kind: 'found'; figures: PostFigures }
  /** Every usable connection answered, and none has it. */
  | { kind: 'not_found' }
  /** The creator has no verified connection of that network whose grant still stands. */
  | { kind: 'no_connection' }
  /** This deployment has no adapter for the network (not configured). */
  | { kind: 'unsupported' };

interface UsableConnection {
  uuid: string;
  username: string;
}

/** The creator's verified connections of a network whose grant the network has not refused. */
async function usableConnections(
  db: Kysely<Database>,
  creatorId: string,
  network: PostReference['network'],
): Promise<UsableConnection[]> {
  return db
    .selectFrom('user_networks')
    .innerJoin('network_credentials', 'network_credentials.user_network', 'user_networks.uuid')
    .select(['user_networks.uuid', 'user_networks.username'])
    .where('user_networks.user_id', '=', creatorId)
    .where('user_networks.network', '=', network)
    .where('user_networks.connected', '=', true)
    .where('network_credentials.revoked_at', 'is', null)
    .orderBy('user_networks.created_at')
    .execute();
}

/**
 * Asks the network, with each of the creator's usable connections of the post's network (the one
 * the address names first), whether the post is that account's and (for `figures`) what its
 * figures are. Grants
 * are used as refresh-metrics.ts uses them: renewed when expired or refused once, recorded as
 * revoked when the network refuses them for good. A failure of one connection is thrown once no
 * other connection found the post (AccessTokenRefusedError, ProviderUnreachableError,
 * FigurePermissionError).
 */
export async function lookUpPost(
  context: FiguresContext,
  creatorId: string,
  post: PostReference,
  purpose: ReadPurpose,
): Promise<PostLookup> {
  const adapter = figuresReadable(post.network) ? context.figureReaders?.[post.network] : undefined;
  if (!adapter) return { kind: 'unsupported' };
  const connections = await usableConnections(context.db, creatorId, post.network);
  if (connections.length === 0) return { kind: 'no_connection' };
  const named = post.username;
  const ordered = named
    ? [...connections].sort(
        (a, b) =>
          Number(b.username.toLowerCase() === named) - Number(a.username.toLowerCase() === named),
      )
    : connections;
  let failure: unknown = null;
  for (const connection of ordered) {
    try {
      const read = await readWithFreshGrant(
        context.db,
        connection.uuid,
        {
          readAccount: (credential) => adapter.readPost(credential, post, purpose),
          refresh: adapter.refresh,
        },
        context.now,
      );
      if (read.found) return { kind: 'found', figures: read.figures };
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
  return { kind: 'not_found' };
}
