import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { pageLabel } from '../utils/pagination';

/** Previous / 'Page X of Y' / Next under a paged table. */
export function Pagination({
  label,
  page,
  count,
  onPageChange,
  busy = false,
}: {
  /** What is paged, for the navigation landmark: "Bookings pages". */
  label: string;
  page: number;
  count: number;
  onPageChange: (page: number) => void;
  busy?: boolean;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => {
          onPageChange(page - 1);
        }}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm font-medium text-forest-800" aria-live="polite" aria-busy={busy || undefined}>
        {pageLabel(page, count)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= count} onClick={() => {
          onPageChange(page + 1);
        }}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
