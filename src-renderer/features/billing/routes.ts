import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { parseBillingSearch } from './billing-search';
import { parseTransactionsSearch } from './transactions-search';

/**
 * Plan, trial and credits for both roles (a brand's credits open creators beyond its monthly
 * views); a creator also sets the payout address here.
 */
export const billingRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'billing',
  staticData: { routeName: 'billing' },
  validateSearch: parseBillingSearch,
  component: lazyRouteComponent(() => import('./BillingPage'), 'BillingPage'),
});

/** The ledger, with its filter and page in the address. */
export const transactionsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'transactions',
  staticData: { routeName: 'transactions' },
  validateSearch: parseTransactionsSearch,
  component: lazyRouteComponent(() => import('./TransactionsPage'), 'TransactionsPage'),
});
