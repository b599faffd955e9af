import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { ChangePasswordSchema } from '../../../src-shared/schemas/account';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { changePassword } from '../../users/password-changes';
import { signInLimit } from './sign-in';

/** Accounts made with Google or Facebook have no password to give; the reset mail creates one. */
export const NO_PASSWORD_MESSAGE =
  'Tu cuenta no tiene contraseña porque entras con Google o Facebook. Para crear una, pide el correo de «Olvidé mi contraseña».';

/**
 * `PUT /api/v1/accounts/password/`: the current password proves it is the owner, not just
 * someone holding a session. Limited per IP like sign-in, since it is a password check too.
 */
export function changePasswordRoute(app: FastifyInstance, context: AppContext): void {
  app.put(
    ApiPath.password,
    { onRequest: requireAuth(context), config: signInLimit(context) },
    async (request) => {
      const { current_password, new_password } = parseBody(ChangePasswordSchema, request.body);
      const { user, tokenId } = authOf(request);
      if (!user.password_hash) {
        throw new ApiError(ErrorCode.passwordIncorrect, { message: NO_PASSWORD_MESSAGE });
      }
      if (!(await verifyPassword(current_password, user.password_hash))) {
        throw new ApiError(ErrorCode.passwordIncorrect);
      }
      const hash = await hashPassword(new_password);
      await changePassword(context.db, user.id, hash, tokenId, context.now());
      return envelope({ changed: true });
    },
  );
}
