import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { DeleteAccountSchema } from '../../../src-shared/schemas/account';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { deleteAccount } from '../../users/account-deletion';
import { signInLimit } from './sign-in';

const WRONG_PASSWORD = 'La contraseña no es correcta.';

/**
 * `POST /api/v1/accounts/delete-account/`: `{ confirmation: "ELIMINAR", password? }`. An account
 * with a password must give it (a session alone is not enough to erase someone); one that signs
 * in only with Google or Facebook confirms with the word. Limited per IP like sign-in, since it
 * checks a password. Afterwards no token of the account works.
 */
export function deleteAccountRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.deleteAccount,
    { onRequest: requireAuth(context), config: signInLimit(context) },
    async (request) => {
      const { password } = parseBody(DeleteAccountSchema, request.body);
      const { user } = authOf(request);
      if (
        user.password_hash &&
        (password === undefined || !(await verifyPassword(password, user.password_hash)))
      ) {
        throw new ApiError(ErrorCode.passwordIncorrect, { message: WRONG_PASSWORD });
      }
      await deleteAccount(context.db, user.id, context.mediaDir, context.now(), request.log);
      return envelope({ deleted: true });
    },
  );
}
