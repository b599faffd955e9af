import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import { callAs, type QueuedSend } from '../session/queued-call';

/** Proposals and their rounds, for the brand that sends them and the creator who answers. */
export class ProposalService {
  constructor(
    private readonly api: CoreApiClient,
    private readonly session: SessionService,
  ) {}

  list({ status, page }: BridgeParsedArgs<'listProposals'>): Promise<ListPage<Proposal>> {
    return this.session.withActiveToken((token) =>
      this.api.get<ListPage<Proposal>>(ApiPath.proposals, { token, query: { status, page } }),
    );
  }

  get({ id }: BridgeParsedArgs<'getProposal'>): Promise<Proposal> {
    return this.session.withActiveToken((token) =>
      this.api.get<Proposal>(ApiPath.proposal(id), { token }),
    );
  }

  send(input: BridgeParsedArgs<'sendProposal'>): Promise<Proposal> {
    return this.session.withActiveToken((token) =>
      this.api.post<Proposal>(ApiPath.proposals, input, { token }),
    );
  }

  answer({ id, action }: BridgeParsedArgs<'answerProposal'>): Promise<Proposal> {
    return this.session.withActiveToken((token) =>
      this.api.post<Proposal>(ApiPath.proposalAction(id, action), {}, { token }),
    );
  }

  /** `queued`: a counter-offer queued offline, replayed for its account (issue 17). */
  counter(
    { id, terms }: BridgeParsedArgs<'counterProposal'>,
    queued?: QueuedSend,
  ): Promise<Proposal> {
    return callAs(this.session, queued, (auth) =>
      this.api.post<Proposal>(ApiPath.proposalAction(id, 'counter'), terms, auth),
    );
  }
}
