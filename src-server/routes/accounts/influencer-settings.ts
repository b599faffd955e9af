import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { InfluencerSettingsSchema } from '../../../src-shared/schemas/account';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { readInfluencerSettings, saveInfluencerSettings } from '../../users/influencer-settings';

/**
 * `GET` and `PUT /api/v1/accounts/profile/influencer/` (creator): whether the creator takes
 * offers and the smallest budget worth their time. The spec names only the PUT; the GET lets the
 * form show what is saved.
 */
export function influencerSettingsRoutes(app: FastifyInstance, context: AppContext): void {
  const onRequest = [requireAuth(context), requirePermission('profile.edit')];
  app.get(ApiPath.influencerProfile, { onRequest }, async (request) =>
    envelope(await readInfluencerSettings(context.db, authOf(request).user.id)),
  );
  app.put(ApiPath.influencerProfile, { onRequest }, async (request) => {
    const settings = parseBody(InfluencerSettingsSchema, request.body);
    const userId = authOf(request).user.id;
    return envelope(await saveInfluencerSettings(context.db, userId, settings, context.now()));
  });
}
