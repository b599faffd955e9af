import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mailLinkOrigin } from '../../http/public-origin';
import type { ConnectOutcome } from '../../networks/connect-network';
import { tellDetachedClaim } from '../../networks/tell-detached-claim';
import { sendConnectOutcome } from '../networks/send-connect-outcome';

/**
 * Answers a sign-in's connection like add does, after telling whoever had typed the account by
 * hand that it left their profile (networks/take-over-claim.ts).
 */
export async function answerRedeem(
  request: FastifyRequest,
  reply: FastifyReply,
  context: AppContext,
  outcome: ConnectOutcome,
): Promise<FastifyReply> {
  if (outcome.code === 'created' && outcome.detached) {
    await tellDetachedClaim(
      context,
      outcome.detached,
      mailLinkOrigin(request, context),
      request.log,
    );
  }
  return sendConnectOutcome(reply, context.db, outcome, context.now());
}
