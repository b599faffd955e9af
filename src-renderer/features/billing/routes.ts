import { createRoute } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { BillingPage } from './BillingPage';
import { parseTransactionsSearch } from './transactions-search';
import { TransactionsPage } from './TransactionsPage';

/** Plan and trial for both roles; a creator also buys credits and sets the payout address here. */
export const billingRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'billing',
  staticData: { routeName: 'billing' },
  component: BillingPage,
});

/** The ledger, with its filter and page in the address. */
export const transactionsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'transactions',
  staticData: { routeName: 'transactions' },
  validateSearch: parseTransactionsSearch,
  component: TransactionsPage,
});
