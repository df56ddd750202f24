import { useState } from 'react';

/**
 * The onCloseAutoFocus of a Radix dialog's content that sends focus back to the control that had it
 * when the dialog opened (the content mounts on opening), also for a dialog opened from code without a
 * Trigger. A caller's own handler runs first and may take over with preventDefault().
 */
export function useFocusOpenerOnClose(onCloseAutoFocus?: (event: Event) => void): (event: Event) => void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
