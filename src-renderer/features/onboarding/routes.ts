import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { isWizardSection } from '../../../src-shared/domain/wizard';
import { shellLayoutRoute } from '../../router/layout-routes';
import { parsePublicProfileSearch, type PublicProfileSearch } from './public-profile-search';
import { FIRST_WIZARD_SECTION } from './wizard-sections';

function redirectUnknownSection({
  params,
  search,
}: {
  params: { section: string };
  search: PublicProfileSearch;
}): void {
  if (isWizardSection(params.section)) return;
  throw redirect({
    to: '/setting-public-profile/$section',
    params: { section: FIRST_WIZARD_SECTION },
    search,
    replace: true,
  });
}

export const publicProfileRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'setting-public-profile/$section',
  staticData: { routeName: 'setting-public-profile' },
  validateSearch: parsePublicProfileSearch,
  beforeLoad: redirectUnknownSection,
  component: lazyRouteComponent(() => import('./PublicProfileStepPage'), 'PublicProfileStepPage'),
});
