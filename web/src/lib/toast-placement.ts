import { useEffect } from 'react';

/**
 * Where the toaster shows notifications. The public site's corner is bottom-right, above the floating WhatsApp
 * button. The dashboard sets 'admin' while it is on the screen: its lists keep their action buttons at the right
 * of each row (and on a phone at the bottom of each card, above its bottom bar), so its toasts go where no action
 * is: on a desk at the bottom-left, over the side navigation and no wider than it; on a phone at the top, over the
 * dashboard's own top bar.
 */
export type ToastPlacement = 'site' | 'admin';

/** The dashboard's desk layout starts at this width (Tailwind's md), as its side navigation does. */
export const adminDeskQuery = '(min-width: 768px)';

/** The dashboard's side navigation is this wide on a desk (Tailwind's w-64); its toasts fit inside it. */
export const adminSideNavPx = 256;
const adminToastGapPx = 12;

export interface ToasterPosition {
  position: 'bottom-right' | 'bottom-left' | 'top-center';
  offset: { top?: number; bottom?: number; left?: number; right?: number };
  mobileOffset: { top?: number; bottom?: number; left?: number; right?: number };
  /** The toast's width (sonner's --width), when the placement sets one. */
  width?: string;
}

/** The toaster's position for a placement, on a desk-wide screen or not. */
export function toasterPosition(placement: ToastPlacement, desk: boolean): ToasterPosition {
  if (placement === 'site') {
    // Above the floating WhatsApp button.
    return { position: 'bottom-right', offset: { bottom: 96, right: 16 }, mobileOffset: { bottom: 96, left: 16, right: 16 } };
  }
  if (desk) {
    return {
      position: 'bottom-left',
      offset: { bottom: adminToastGapPx, left: adminToastGapPx },
      mobileOffset: { bottom: adminToastGapPx, left: adminToastGapPx },
      width: `${String(adminSideNavPx - 2 * adminToastGapPx)}px`,
    };
  }
  return { position: 'top-center', offset: { top: 4 }, mobileOffset: { top: 4, left: 8, right: 8 } };
}

let placement: ToastPlacement = 'site';
const listeners = new Set<() => void>();

function setPlacement(next: ToastPlacement): void {
  if (next === placement) return;
  placement = next;
  for (const listener of listeners) listener();
}

/** For the toaster: the placement now, and news of its changes. */
export const toastPlacementStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): ToastPlacement => placement,
};

/** Puts the toasts at `wanted` while the calling component is on the screen, and back at the site's corner after. */
export function useToastPlacement(wanted: ToastPlacement): void {
  useEffect(() => {
    setPlacement(wanted);
    return () => {
      setPlacement('site');
    };
  }, [wanted]);
}
