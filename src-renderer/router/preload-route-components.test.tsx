import { createRootRoute, createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteComponents } from './preload-route-components';

const Page = () => <p>página</p>;

describe('preloadRouteComponents', () => {
  it('loads the code of every lazy page in the tree, nested ones included', async () => {
    const loadTop = vi.fn(async () => ({ Page }));
    const loadNested = vi.fn(async () => ({ Page }));
    const root = createRootRoute({ component: Outlet });
    const layout = createRoute({ getParentRoute: () => root, id: 'layout', component: Outlet });
    const top = createRoute({
      getParentRoute: () => root,
      path: 'top',
      component: lazyRouteComponent(loadTop, 'Page'),
    });
    const nested = createRoute({
      getParentRoute: () => layout,
      path: 'nested',
      component: lazyRouteComponent(loadNested, 'Page'),
    });
    const tree = root.addChildren([top, layout.addChildren([nested])]);

    await preloadRouteComponents(tree);

    expect(loadTop).toHaveBeenCalledTimes(1);
    expect(loadNested).toHaveBeenCalledTimes(1);
  });
});
