import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { FacebookLoginSchema } from '../../../src-shared/schemas/auth';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { findOrCreateExternalUser } from '../../users/external-sign-in';
import { signedIn, signInLimit } from './sign-in';

const NOT_CONFIGURED = 'El inicio de sesión con Facebook no está configurado en este servidor.';

export function facebookLoginRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.facebookLogin, { config: signInLimit(context) }, async (request) => {
    if (!context.facebook) {
      throw new ApiError(ErrorCode.providerNotConfigured, { message: NOT_CONFIGURED });
    }
    const { access_token } = parseBody(FacebookLoginSchema, request.body);
    const identity = await context.facebook.verifyAccessToken(access_token);
    const user = await findOrCreateExternalUser(context.db, identity, context.now());
    return signedIn(context, request, user);
  });
}
