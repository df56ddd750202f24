import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toasterStore } from '@/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** The app's single notification area (one toast at a time). Its code loads with the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.isWanted, toasterStore.isWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
