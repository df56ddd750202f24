import { useHydrated } from './use-hydrated';

/**
 * This year, e.g. for the footer's copyright line. While React adopts the prerendered HTML it is the year
 * that HTML was built in (vite.config.ts), so both agree; then this year's, should a new one have begun.
 */
export function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
