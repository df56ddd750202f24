import { Toaster as Sonner } from 'sonner';

import { toastSettings } from '@/lib/toast';

/** The app's single notification area (SPEC §9): one toast at a time, 5 s, swipe right, F8 to focus. */
export function Toaster() {
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
