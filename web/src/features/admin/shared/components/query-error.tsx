import { RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** A read that failed (other than a lost session, which leaves the page): say so and offer to try again. */
export function QueryError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="font-medium text-danger">Failed to load {what}.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
