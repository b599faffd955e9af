import type { AnyRoute } from '@tanstack/react-router';

type Preloadable = { preload?: () => Promise<void> };

/**
 * Loads every lazily split page below `route`. Tests call it once before rendering the app, so a
 * page's first render never waits on loading its code (which would make findBy… depend on speed).
 */
export async function preloadRouteComponents(route: AnyRoute): Promise<void> {
  const component = route.options.component as Preloadable | undefined;
  const notFound = route.options.notFoundComponent as Preloadable | undefined;
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  await Promise.all([
    component?.preload?.(),
    notFound?.preload?.(),
    ...Object.values(children).map((child) => preloadRouteComponents(child)),
  ]);
}
