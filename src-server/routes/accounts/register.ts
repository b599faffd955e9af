import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { CredentialsSchema } from '../../../src-shared/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { createUser, findUserBy } from '../../users/user-repository';
import { signedIn, signInLimit } from './sign-in';

export function registerRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.register, { config: signInLimit(context) }, async (request, reply) => {
    const { email, password } = parseBody(CredentialsSchema, request.body);
    if (await findUserBy(context.db, 'email', email)) throw new ApiError(ErrorCode.emailInUse);
    const passwordHash = await hashPassword(password);
    try {
      const user = await createUser(
        context.db,
        { email, password_hash: passwordHash },
        context.now(),
      );
      void reply.status(201);
      return await signedIn(context, request, user);
    } catch (error) {
      // Lost a race with another registration of the same e-mail.
      if (isUniqueViolation(error, 'users_email_key')) throw new ApiError(ErrorCode.emailInUse);
      throw error;
    }
  });
}
