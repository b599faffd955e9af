import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { claimDetachedMail } from '../mail/claim-detached-mail';
import { networkLabel } from '../social/network-labels';
import { findUserBy } from '../users/user-repository';
import type { DetachedClaim } from './take-over-claim';

/**
 * Mails the creator whose typed claim a sign-in took over why the account left their profile.
 * The connection stands whatever the mail does: a failure is logged, never answered to the owner.
 */
export async function tellDetachedClaim(
  context: Pick<AppContext, 'db' | 'mailer'>,
  claim: DetachedClaim,
  origin: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const claimant = await findUserBy(context.db, 'id', claim.user_id);
    // Deleted meanwhile: nobody left to tell.
    if (!claimant) return;
    const account = { networkLabel: networkLabel(claim.network), username: claim.username };
    await context.mailer.send(claimDetachedMail(claimant.email, account, origin));
  } catch (error) {
    log.error({ err: error }, 'detached network claim mail not sent');
  }
}
