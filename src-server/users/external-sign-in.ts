import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Database, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../http/errors';
import type { ExternalIdentity } from '../providers/external-identity';
import { revokeAllTokens } from '../auth/token-store';
import {
  clearPassword,
  createUser,
  findUserBy,
  linkProvider,
  type ProviderColumn,
} from './user-repository';

const COLUMN: Record<ExternalIdentity['provider'], ProviderColumn> = {
  google: 'google_sub',
  facebook: 'facebook_id',
};

const LINKED_ELSEWHERE: Record<ExternalIdentity['provider'], string> = {
  google: 'Este correo ya está vinculado a otra cuenta de Google.',
  facebook: 'Este correo ya está vinculado a otra cuenta de Facebook.',
};

/**
 * The account for a provider identity: the one already linked to it, else the one with the same
 * e-mail (linked now), else a new one.
 */
export async function findOrCreateExternalUser(
  db: Kysely<Database>,
  identity: ExternalIdentity,
  now: Date,
): Promise<UserRow> {
  try {
    return await resolve(db, identity, now);
  } catch (error) {
    // Two first sign-ins racing: the loser's insert or link hits a unique index; the row exists now.
    if (!isUniqueViolation(error)) throw error;
    return resolve(db, identity, now);
  }
}

async function resolve(
  db: Kysely<Database>,
  identity: ExternalIdentity,
  now: Date,
): Promise<UserRow> {
  const column = COLUMN[identity.provider];
  const linked = await findUserBy(db, column, identity.subject);
  if (linked) return linked;

  const byEmail = await findUserBy(db, 'email', identity.email);
  if (byEmail) {
    if (byEmail[column] !== null && byEmail[column] !== identity.subject) {
      throw new ApiError(ErrorCode.emailInUse, { message: LINKED_ELSEWHERE[identity.provider] });
    }
    const updated = await db
      .transaction()
      .execute((trx) => linkAndTakeOver(trx, byEmail, column, identity.subject, now));
    if (updated) return updated;
    // Linked by a concurrent request between the read and the write: read it again.
    return resolve(db, identity, now);
  }

  return createUser(
    db,
    {
      email: identity.email,
      [column]: identity.subject,
      first_name: identity.firstName,
      last_name: identity.lastName,
      profile_image: identity.picture,
    },
    now,
  );
}

/**
 * Links the identity. Registration does not prove the e-mail, but the provider just did: if no
 * provider had proven it before, a password set on the account may belong to someone who
 * registered another person's address first (pre-account takeover), so that password is dropped
 * and its sessions end. The owner keeps signing in with the provider.
 */
async function linkAndTakeOver(
  db: Kysely<Database>,
  account: UserRow,
  column: ProviderColumn,
  subject: string,
  now: Date,
): Promise<UserRow | undefined> {
  const linked = await linkProvider(db, account.id, column, subject, now);
  const provenBefore = account.google_sub !== null || account.facebook_id !== null;
  if (!linked || provenBefore || account.password_hash === null) return linked;
  await revokeAllTokens(db, account.id, now);
  return clearPassword(db, account.id, now);
}
