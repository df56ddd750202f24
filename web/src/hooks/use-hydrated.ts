import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const inBrowser = () => true;
const inPrerender = () => false;

/**
 * false while the page is the prerendered HTML (src/prerender.tsx) and while React adopts it, true from
 * the render after. On a page rendered in the browser from the start it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, inPrerender);
}
