import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

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
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-sm' } }}
    />
  );
}
