import { useCallback, type RefCallback } from 'react';

/** A touch, click or focus inside the element: the visitor is about to use it. */
const interactions = ['pointerdown', 'focusin'] as const;

/**
 * A ref for an element, with which `callback` runs when the visitor first touches, clicks or focuses something inside
 * it. For fetching what a part of a page needs only once it is used (a form's checks, a dialog's code) a moment before
 * it is needed, rather than with the page. `callback` should keep its identity (a module's function, or memoized).
 */
export function useFirstInteraction<E extends HTMLElement>(callback: () => void): RefCallback<E> {
  return useCallback(
    (element: E | null) => {
      if (!element) return undefined;
      const once = () => {
        for (const type of interactions) element.removeEventListener(type, once);
        callback();
      };
      for (const type of interactions) element.addEventListener(type, once);
      return () => {
        for (const type of interactions) element.removeEventListener(type, once);
      };
    },
    [callback],
  );
}
