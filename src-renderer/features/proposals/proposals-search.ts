import { PROPOSAL_STATUSES, type ProposalStatus } from '../../../src-shared/domain/proposal';

/** `/proposals?status=…`: the filter lives in the address so going back returns to it. */
export interface ProposalsSearch {
  status?: ProposalStatus;
}

export function parseProposalsSearch(search: Record<string, unknown>): ProposalsSearch {
  const status = search.status;
  return typeof status === 'string' && (PROPOSAL_STATUSES as readonly string[]).includes(status)
    ? { status: status as ProposalStatus }
    : {};
}
