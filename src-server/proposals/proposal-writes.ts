import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type {
  ProposalSide,
  ProposalTerms,
  ProposalTermsInput,
} from '../../src-shared/domain/proposal';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';
import { recordHashtagUses } from '../hashtags/hashtag-counts';
import { recordProposalPayments } from '../billing/proposal-payments';
import { startCollaboration } from '../collaborations/start-collaboration';
import { ApiError } from '../http/errors';
import { applyMove, SENT, type ProposalMove, type ProposalStep } from './proposal-machine';

type Db = Kysely<Database>;

export interface NewProposal {
  brandId: string;
  brandOwnerId: string;
  creatorId: string;
  applicationId: string | null;
  terms: ProposalTerms;
  /** Issue 32: the platform's fee this deployment charges now, fixed in the proposal. */
  platformFeeBasisPoints: number;
}

function termColumns(terms: ProposalTerms) {
  return {
    deliverables: jsonb(terms.deliverables),
    price: terms.price,
    start_date: terms.start_date,
    end_date: terms.end_date,
    message: terms.message,
    revision_rounds: terms.revision_rounds,
  };
}

async function insertRound(
  trx: Transaction<Database>,
  proposalId: string,
  seq: number,
  author: ProposalSide,
  step: ProposalStep,
  terms: ProposalTerms,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('proposal_rounds')
    .values({
      id: randomUUID(),
      proposal_id: proposalId,
      seq,
      author,
      action: step.action,
      ...termColumns(terms),
      created_at: now,
    })
    .execute();
  // Every round is a message of its own (never edited), so each counts its hashtags.
  await recordHashtagUses(trx, [{ before: '', after: terms.message }], now);
}

/** The brand's first round: the proposal (sent, the creator's turn) and its round 1 together. */
export async function insertProposal(db: Db, input: NewProposal, now: Date): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('proposals')
      .values({
        id,
        brand_id: input.brandId,
        brand_owner_id: input.brandOwnerId,
        creator_id: input.creatorId,
        application_id: input.applicationId,
        status: SENT.status,
        turn: SENT.turn,
        ...termColumns(input.terms),
        platform_fee_bp: input.platformFeeBasisPoints,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertRound(trx, id, 1, 'brand', SENT, input.terms, now);
  });
  return id;
}

/**
 * One party's move, decided by the state machine on the row locked for the decision, so two
 * moves at once are taken one after the other (the second sees the first's result). A counter
 * brings new terms (without revision rounds, it keeps the ones on the table); accept and decline
 * repeat the terms they close on, with an empty message.
 */
export async function moveProposal(
  db: Db,
  id: string,
  side: ProposalSide,
  move: ProposalMove,
  counter: ProposalTermsInput | null,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('proposals')
      .select(['status', 'turn', 'deliverables', 'price', 'message', 'revision_rounds'])
      .select(['start_date', 'end_date'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new ApiError(ErrorCode.notFound);
    const outcome = applyMove(current, side, move);
    if (!outcome.ok) throw new ApiError(outcome.code);
    const counterTerms: ProposalTerms | null = counter && {
      ...counter,
      revision_rounds: counter.revision_rounds ?? current.revision_rounds,
    };
    const terms: ProposalTerms = counterTerms ?? {
      deliverables: current.deliverables,
      price: current.price,
      start_date: current.start_date,
      end_date: current.end_date,
      message: '',
      revision_rounds: current.revision_rounds,
    };
    const last = await trx
      .selectFrom('proposal_rounds')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('proposal_id', '=', id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('proposals')
      .set({
        status: outcome.next.status,
        turn: outcome.next.turn,
        // The proposal's own terms are always the latest counter's.
        ...(counterTerms ? termColumns(counterTerms) : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await insertRound(trx, id, Number(last.seq ?? 0) + 1, side, outcome.next, terms, now);
    if (outcome.next.status === 'accepted') {
      // The deal is made: its payment lands in both ledgers, once (issue 6), and its work begins
      // as a collaboration from the accepted terms (issue 31).
      await startCollaboration(trx, id, side, now);
      await recordProposalPayments(trx, id, now);
    }
  });
}
