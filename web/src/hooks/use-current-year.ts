import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const currentYear = () => new Date().getFullYear();
// The year the prerendered HTML was built in (vite.config.ts): hydration starts from what that HTML
// says, then React moves to this year's number if a new year has begun since.
const buildYear = () => __BUILD_YEAR__;

/** This year, e.g. for the footer's copyright line. */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, currentYear, buildYear);
}
