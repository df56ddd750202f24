import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
// Sonner also injects these rules with a <style> element at run time; shipping them as a stylesheet of this
// chunk keeps toasts styled when a strict Content-Security-Policy blocks that element. Not in the first
// stylesheet: every page waits for that one before it paints, and most visits never show a toast (the
// chunk's stylesheet is in before the chunk runs).
import 'sonner/dist/styles.css';

import { toasterStore, toastSettings } from '@/lib/toast';
import { adminDeskQuery, toasterPosition, toastPlacementStore } from '@/lib/toast-placement';

// A browser without media queries (a test's) counts as a desk.
const hasMediaQueries = () => typeof window.matchMedia === 'function';
const subscribeDesk = (listener: () => void) => {
  if (!hasMediaQueries()) return () => undefined;
  const query = window.matchMedia(adminDeskQuery);
  // A stand-in of a test may not tell of changes.
  if (typeof query.addEventListener !== 'function') return () => undefined;
  query.addEventListener('change', listener);
  return () => {
    query.removeEventListener('change', listener);
  };
};
const isDesk = () => !hasMediaQueries() || window.matchMedia(adminDeskQuery).matches;

/** One toast at a time, 5 s, swipe right to dismiss, F8 moves focus to the toasts; placed as the page wants. */
export default function SonnerToaster() {
  // Child effects run first: by now sonner's own listener is subscribed, so queued toasts are seen.
  useEffect(() => {
    toasterStore.markReady();
  }, []);
  const placement = useSyncExternalStore(toastPlacementStore.subscribe, toastPlacementStore.get, toastPlacementStore.get);
  const desk = useSyncExternalStore(subscribeDesk, isDesk, () => true);
  const { position, offset, mobileOffset, width } = toasterPosition(placement, desk);

  return (
    <Sonner
      visibleToasts={toastSettings.visibleToasts}
      duration={toastSettings.duration}
      hotkey={[...toastSettings.hotkey]}
      swipeDirections={[...toastSettings.swipeDirections]}
      position={position}
      offset={offset}
      mobileOffset={mobileOffset}
      {...(width === undefined ? {} : { style: { '--width': width } as CSSProperties })}
      closeButton
      richColors
      containerAriaLabel="Notifications"
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm', actionButton: 'font-semibold' } }}
    />
  );
}
