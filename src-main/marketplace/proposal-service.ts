import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';

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

  counter({ id, terms }: BridgeParsedArgs<'counterProposal'>): Promise<Proposal> {
    return this.session.withActiveToken((token) =>
      this.api.post<Proposal>(ApiPath.proposalAction(id, 'counter'), terms, { token }),
    );
  }
}
