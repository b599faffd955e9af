import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { GoogleLoginSchema } from '../../../src-shared/schemas/auth';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { findOrCreateExternalUser } from '../../users/external-sign-in';
import { signedIn, signInLimit } from './sign-in';

const NOT_CONFIGURED = 'El inicio de sesión con Google no está configurado en este servidor.';

export function googleLoginRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.googleLogin, { config: signInLimit(context) }, async (request) => {
    if (!context.google) {
      throw new ApiError(ErrorCode.providerNotConfigured, { message: NOT_CONFIGURED });
    }
    const { id_token } = parseBody(GoogleLoginSchema, request.body);
    const identity = await context.google.verifyIdToken(id_token, context.now());
    const user = await findOrCreateExternalUser(context.db, identity, context.now());
    return signedIn(context, request, user);
  });
}
