import type { ReactNode } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form's fields, disabled while the page is the prerendered HTML: typed into before the app runs, they
 * would be emptied when the form takes them over, and Enter would send them in the address bar.
 *
 * Its own component so that the switch re-renders only the fieldset: React redraws a component that read
 * useHydrated at once and in one go when the page has been adopted, and the fields it is given stay as
 * they are.
 */
export function ReadyFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className}>
      {children}
    </fieldset>
  );
}
