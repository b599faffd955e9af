import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { ProposalPage } from './ProposalPage';

export const viewProposalRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'view_proposal/$id',
  staticData: { routeName: 'view_proposal' },
  component: ProposalPage,
});
