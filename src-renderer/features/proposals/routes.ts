import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { ProposalPage } from './ProposalPage';
import { parseProposalsSearch } from './proposals-search';
import { ProposalsPage } from './ProposalsPage';

export const viewProposalRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'view_proposal/$id',
  staticData: { routeName: 'view_proposal' },
  component: ProposalPage,
});

/** Both sides' proposals, filtered by status (nav item "Propuestas"). */
export const proposalsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'proposals',
  staticData: { routeName: 'proposals' },
  validateSearch: parseProposalsSearch,
  component: ProposalsPage,
});
