import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
// Sonner also injects these rules with a <style> element at run time; shipping them as a stylesheet of this
// chunk keeps toasts styled when a strict Content-Security-Policy blocks that element. Not in the first
// stylesheet: every page waits for that one before it paints, and most visits never show a toast (the
// chunk's stylesheet is in before the chunk runs).
import 'sonner/dist/styles.css';

import { toasterStore, toastSettings } from '@/lib/toast';

/** One toast at a time, 5 s, swipe right to dismiss, F8 moves focus to the toasts. */
export default function SonnerToaster() {
  // Child effects run first: by now sonner's own listener is subscribed, so queued toasts are seen.
  useEffect(() => {
    toasterStore.markReady();
  }, []);

  return (
    <Sonner
      visibleToasts={toastSettings.visibleToasts}
      duration={toastSettings.duration}
      hotkey={[...toastSettings.hotkey]}
      swipeDirections={[...toastSettings.swipeDirections]}
      position="bottom-right"
      // Above the floating WhatsApp button.
      offset={{ bottom: 96, right: 16 }}
      mobileOffset={{ bottom: 96, left: 16, right: 16 }}
      closeButton
      richColors
      containerAriaLabel="Notifications"
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm', actionButton: 'font-semibold' } }}
    />
  );
}
