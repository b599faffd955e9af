import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { parseProposalsSearch } from './proposals-search';

export const viewProposalRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'view_proposal/$id',
  staticData: { routeName: 'view_proposal' },
  component: lazyRouteComponent(() => import('./ProposalPage'), 'ProposalPage'),
});

/** Both sides' proposals, filtered by status (nav item "Propuestas"). */
export const proposalsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'proposals',
  staticData: { routeName: 'proposals' },
  validateSearch: parseProposalsSearch,
  component: lazyRouteComponent(() => import('./ProposalsPage'), 'ProposalsPage'),
});
