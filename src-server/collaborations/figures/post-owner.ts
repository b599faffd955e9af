import { ErrorCode } from '../../../src-shared/api/error-codes';
import type { PostReference } from '../../../src-shared/rules/post-url';
import { ApiError } from '../../http/errors';
import { AccessTokenRefusedError, ProviderUnreachableError } from '../../providers/fetch-json';
import { networkLabel } from '../../social/network-labels';
import { FigurePermissionError } from './post-figures';
import { lookUpPost, type FiguresContext } from './read-post';

/**
 * Whose post an address names, as the network itself says:
 * - `own`: one of the creator's connections of that network has it;
 * - `not_own`: the network answered and none of them has it (not among the account's media,
 *   another channel, another author, not returned for the account's token);
 * - `unknown`: the creator has no usable verified connection there (or this server reads no
 *   figures of that network): only the address's own handle can be compared, by the caller.
 */
export type OwnerCheck = { kind: 'own' } | { kind: 'not_own' } | { kind: 'unknown' };

/**
 * Issue 31: the post URL handed in for an item must be "of the creator's own account" where the
 * network was connected. A network that fails or cannot be reached is a `provider_unavailable`
 * (502), a grant it refuses (then recorded as revoked) a `network_reconnect_required` (409), each
 * with a Spanish message naming the network; nothing is decided on a guess.
 */
export async function checkPostOwner(
  context: FiguresContext,
  creatorId: string,
  post: PostReference,
): Promise<OwnerCheck> {
  try {
    const lookup = await lookUpPost(context, creatorId, post, 'owner');
    if (lookup.kind === 'found') return { kind: 'own' };
    if (lookup.kind === 'not_found') return { kind: 'not_own' };
    return { kind: 'unknown' };
  } catch (error) {
    throw ownerCheckError(networkLabel(post.network), error);
  }
}

function ownerCheckError(label: string, error: unknown): unknown {
  if (error instanceof AccessTokenRefusedError) {
    return new ApiError(ErrorCode.networkReconnectRequired, {
      message: `${label} ya no acepta la autorización guardada de tu cuenta. Vuelve a conectarla en Redes sociales para comprobar que la publicación es tuya.`,
      cause: error,
    });
  }
  if (error instanceof FigurePermissionError) {
    return new ApiError(ErrorCode.networkReconnectRequired, {
      message: `La conexión con ${label} no permite leer tus publicaciones. Vuelve a conectar la cuenta en Redes sociales y acepta todos los permisos.`,
      cause: error,
    });
  }
  if (error instanceof ProviderUnreachableError) {
    return new ApiError(ErrorCode.providerUnavailable, {
      message: `No pudimos comunicarnos con ${label} para comprobar que la publicación es tuya. Inténtalo más tarde.`,
      cause: error,
    });
  }
  return error;
}
