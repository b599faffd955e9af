import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { vanityProblem } from '../../../src-shared/rules/vanity';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { listPrices } from '../../pricing/price-repository';
import { serializePrice } from '../../pricing/price-serializer';
import { publicNetworksOf } from '../../networks/public-networks';
import { findCreatorByVanity } from '../../users/profile-repository';
import { serializePublicProfile } from '../../users/public-profile-serializer';

/** `ApiPath.publicProfile(v)` as a route pattern. */
export const PUBLIC_PROFILE_ROUTE = '/api/v3/profile/:vanityName';
const NOT_FOUND = 'No encontramos ese perfil. Revisa el nombre de usuario.';
const NOT_A_HANDLE =
  'No encontramos ese perfil: un nombre de usuario tiene de 3 a 30 letras sin acentos, números, puntos o guiones bajos, sin espacios.';

/**
 * Public (docs/PRODUCT.md §6): anyone may read a creator's profile by handle, in any case, with
 * their networks and category. Unknown handles, brands' and deleted accounts' (whose handle was
 * emptied) are 404; so is a string that cannot be a handle (spaces, emoji), with a message that
 * says why, without asking the database.
 */
export function publicProfileRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: { vanityName: string } }>(PUBLIC_PROFILE_ROUTE, async (request) => {
    const handle = request.params.vanityName.toLowerCase();
    if (vanityProblem(handle) !== null) {
      throw new ApiError(ErrorCode.notFound, { message: NOT_A_HANDLE });
    }
    const creator = await findCreatorByVanity(context.db, handle);
    if (!creator) throw new ApiError(ErrorCode.notFound, { message: NOT_FOUND });
    const [prices, networks] = await Promise.all([
      listPrices(context.db, creator.id),
      publicNetworksOf(context.db, creator.id),
    ]);
    return envelope(
      serializePublicProfile(
        creator,
        publicOrigin(request, context),
        prices.map(serializePrice),
        networks,
      ),
    );
  });
}
