import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { shellLayoutRoute } from '../../router/layout-routes';
import { DEFAULT_MY_WORK_SECTION, isMyWorkSection } from './my-work-sections';

function redirectUnknownSection({ params }: { params: { section: string } }): void {
  if (isMyWorkSection(params.section)) return;
  throw redirect({
    to: '/my_work/$section',
    params: { section: DEFAULT_MY_WORK_SECTION },
    replace: true,
  });
}

export const myWorkRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: 'my_work/$section',
  staticData: { routeName: 'my_work' },
  beforeLoad: redirectUnknownSection,
  component: lazyRouteComponent(() => import('./MyWorkPage'), 'MyWorkPage'),
});
