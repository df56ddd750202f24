import { useEffect } from 'react';

/**
 * While `element` is mounted, makes everything outside it (every other child of <body>) inert: not
 * focusable, not clickable, hidden from assistive technology. For full-screen modals whose page behind
 * is out of sight; it also keeps accessibility checkers from judging the covered page. Pass the element
 * from a callback ref (state), since portals mount their content a render late.
 */
export function useInertOutside(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const changed: HTMLElement[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child instanceof HTMLElement && !child.contains(element) && !child.inert) {
        child.inert = true;
        changed.push(child);
      }
    }
    return () => {
      for (const child of changed) child.inert = false;
    };
  }, [element]);
}
