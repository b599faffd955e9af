import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { authOf, requireAuth, requireRole } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { refreshCreatorSearch } from '../../finder/refresh-creator-search';
import { ApiError } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { profileChanges } from '../../users/profile-changes';
import { updateProfile, VANITY_INDEX } from '../../users/profile-repository';
import { parseProfileStep } from '../../users/profile-step';
import { serializeUser } from '../../users/user-serializer';

/**
 * Saves one wizard step (docs/PRODUCT.md §7); answers the whole user so the app can replace its
 * copy.
 */
export function profileUpdateRoute(app: FastifyInstance, context: AppContext): void {
  app.put(ApiPath.profile, { onRequest: [requireAuth(context), requireRole] }, async (request) => {
    const changes = profileChanges(parseProfileStep(request.body));
    const origin = publicOrigin(request, context);
    try {
      const user = await updateProfile(context.db, authOf(request).user.id, changes, context.now());
      if (!user) throw new ApiError(ErrorCode.notAuthenticated);
      // Names, handle, country, languages and gender are what the finder searches and filters.
      await refreshCreatorSearch(context.db, user.id);
      return envelope(serializeUser(user, origin));
    } catch (error) {
      // No look-up first: the unique index alone decides, so a race between two people claiming
      // one handle ends the same way as a plain conflict.
      if (isUniqueViolation(error, VANITY_INDEX)) {
        throw new ApiError(ErrorCode.duplicatedVanityName);
      }
      throw error;
    }
  });
}
