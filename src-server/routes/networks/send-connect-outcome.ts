import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AddNetworkAnswer } from '../../../src-shared/domain/network';
import type { Database } from '../../db/schema';
import { envelope } from '../../http/envelope';
import type { ConnectOutcome } from '../../networks/connect-network';
import { connectionWithMetrics } from '../../networks/network-metrics';

/**
 * docs/PRODUCT.md §7's answer to adding a connection, manual or through a sign-in: `new`, `code`
 * and the connection; 201 when it was created, 200 when it was already the user's.
 */
export async function sendConnectOutcome(
  reply: FastifyReply,
  db: Kysely<Database>,
  outcome: ConnectOutcome,
  now: Date,
): Promise<FastifyReply> {
  const created = outcome.code === 'created';
  const answer: AddNetworkAnswer = {
    new: created,
    code: outcome.code,
    user_network: await connectionWithMetrics(db, outcome.row, now),
  };
  return reply.status(created ? 201 : 200).send(envelope(answer));
}
