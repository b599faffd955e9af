import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { CredentialsSchema } from '../../../src-shared/schemas/auth';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { findUserBy } from '../../users/user-repository';
import { signedIn, signInLimit } from './sign-in';

export function loginRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.login, { config: signInLimit(context) }, async (request) => {
    const { email, password } = parseBody(CredentialsSchema, request.body);
    const user = await findUserBy(context.db, 'email', email);
    // Always one scrypt run, whether or not the account exists or has a password, so the answer
    // time does not tell which e-mails are registered.
    const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!user || !user.password_hash || !matches) throw new ApiError(ErrorCode.invalidCredentials);
    return signedIn(context, request, user);
  });
}
