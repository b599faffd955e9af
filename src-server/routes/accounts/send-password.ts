import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { SendPasswordSchema } from '../../../src-shared/schemas/account';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { mailLinkOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { resetPasswordMail } from '../../mail/reset-mail';
import {
  issueResetToken,
  resetPassword,
  RESET_TOKEN_LIFETIME_MS,
} from '../../users/password-changes';
import { findUserBy } from '../../users/user-repository';
import { signInLimit } from './sign-in';

const [RequestResetSchema, RedeemResetSchema] = SendPasswordSchema.options;

/**
 * `POST /api/v1/accounts/send-password/` (public, limited per IP like sign-in; a bearer token,
 * which the spec allows, changes nothing). Two bodies:
 *
 * - `{ email }` always answers `{ sent: true }`, whether or not the address has an account. For
 *   an account, the token is made and the mail sent after the answer, so neither the answer nor
 *   its timing tells which addresses are registered.
 * - `{ token, new_password }` sets the password and answers `{ changed: true }`; an unknown, used
 *   or expired token is a 400 `reset_token_invalid`.
 */
export function sendPasswordRoute(app: FastifyInstance, context: AppContext): void {
  const pending = new Set<Promise<void>>();
  // A mail still being written when the server stops is finished first (the database closes
  // after the app).
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  app.post(ApiPath.sendPassword, { config: signInLimit(context) }, async (request) => {
    // The body's keys pick the variant, so a mistake is reported on that variant's fields
    // rather than as "matches neither".
    const body: unknown = request.body;
    const redeem = typeof body === 'object' && body !== null && 'token' in body;
    if (redeem) {
      const { token, new_password } = parseBody(RedeemResetSchema, body);
      const hash = await hashPassword(new_password);
      if (!(await resetPassword(context.db, token, hash, context.now()))) {
        throw new ApiError(ErrorCode.resetTokenInvalid);
      }
      return envelope({ changed: true });
    }
    const { email } = parseBody(RequestResetSchema, body);
    const user = await findUserBy(context.db, 'email', email);
    if (user) {
      const origin = mailLinkOrigin(request, context);
      const job = mailResetLink(context, user.id, user.email, origin, request.log).finally(() => {
        pending.delete(job);
      });
      pending.add(job);
    }
    return envelope({ sent: true });
  });
}

/** Transactional mail: sent even to an address that unsubscribed from everything else. */
async function mailResetLink(
  context: AppContext,
  userId: string,
  email: string,
  origin: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const token = await issueResetToken(context.db, userId, context.now());
    await context.mailer.send(
      resetPasswordMail(email, token, RESET_TOKEN_LIFETIME_MS / 60_000, origin),
    );
  } catch (error) {
    // Nobody waits for this answer; the log is where a broken mail setup shows.
    log.error({ err: error }, 'password reset mail not sent');
  }
}
