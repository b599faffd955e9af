import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { vanityProblem } from '../../../src-shared/rules/vanity';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { listPrices } from '../../briefcase/price-repository';
import { serializePrice } from '../../briefcase/price-serializer';
import { findCreatorByVanity } from '../../users/profile-repository';
import { serializePublicProfile } from '../../users/public-profile-serializer';

/** `ApiPath.publicProfile(v)` as a route pattern. */
const PUBLIC_PROFILE_ROUTE = '/api/v3/profile/:vanityName';
const NOT_FOUND = 'No encontramos un perfil con ese nombre de usuario.';

/** Public (spec §6): anyone may read a creator's profile by handle, in any case. */
export function publicProfileRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: { vanityName: string } }>(PUBLIC_PROFILE_ROUTE, async (request) => {
    const handle = request.params.vanityName.toLowerCase();
    // A string that cannot be a handle is unknown without asking the database.
    const creator =
      vanityProblem(handle) === null ? await findCreatorByVanity(context.db, handle) : undefined;
    if (!creator) throw new ApiError(ErrorCode.notFound, { message: NOT_FOUND });
    const prices = (await listPrices(context.db, creator.id)).map(serializePrice);
    return envelope(serializePublicProfile(creator, publicOrigin(request, context), prices));
  });
}
