import { lazy, Suspense } from 'react';

// sonner is a sixth of what the first screen would otherwise load: it comes after it, and a toast
// raised before it arrives is kept by sonner and shown as soon as the region mounts.
const ToastRegion = lazy(() =>
  import('./ToastRegion').then(({ ToastRegion }) => ({ default: ToastRegion })),
);

/** Where toasts appear (bottom right), for the whole app. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
