import { useSyncExternalStore } from 'react';

/** Tailwind's md breakpoint: from here on a list is a table, below it a column of cards. */
const wide = '(min-width: 768px)';

function subscribe(changed: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(wide);
  query.addEventListener('change', changed);
  return () => {
    query.removeEventListener('change', changed);
  };
}

/** True on a screen at least 768 px wide (and where the width cannot be asked, as in a test without a layout). */
function snapshot(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(wide).matches;
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
