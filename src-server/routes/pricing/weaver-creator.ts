import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src-shared/domain/network';
import { NETWORK_USERNAME_MAX_LENGTH } from '../../../src-shared/rules/text-limits';
import { findCreatorIdByConnection } from '../../briefcase/creator-by-connection';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';

export interface WeaverParams {
  network: string;
  username: string;
}

const NOT_FOUND = 'No encontramos un creador con esa cuenta en esa red.';

function isNetwork(value: string): value is SocialNetwork {
  return (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

/**
 * The creator a weaver path names by one of their connections (`{network}/{username}`, any case;
 * a leading `@` as people write TikTok handles is ignored, since usernames are stored without it).
 * An unknown network, a username nobody lists, or one only a non-creator lists is a 404.
 */
export async function weaverCreatorId(
  request: FastifyRequest<{ Params: WeaverParams }>,
  context: AppContext,
): Promise<string> {
  const network = request.params.network.toLowerCase();
  const username = request.params.username.trim().replace(/^@/, '');
  // A string that cannot be a stored username is unknown without asking the database.
  const plausible =
    isNetwork(network) && username.length > 0 && username.length <= NETWORK_USERNAME_MAX_LENGTH;
  const creatorId = plausible
    ? await findCreatorIdByConnection(context.db, network, username)
    : undefined;
  if (!creatorId) throw new ApiError(ErrorCode.notFound, { message: NOT_FOUND });
  return creatorId;
}
