import { useEffect } from 'react';

import { pageCount, type Page } from '../utils/pagination';
import type { UpdateView } from '../utils/view';
import { Pagination } from './pagination';

/** The part of a paged list's query the footer reads. */
interface PagedQuery {
  data?: Page<unknown> | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * Under a server-paged table: how many rows match over every page ("12 bookings"), then Previous /
 * 'Page X of Y' / Next. A page past the end (an old link, or the last row of the last page gone) moves
 * the view to the last page.
 */
export function PagedFooter({
  list,
  page,
  update,
  noun,
  label,
  size,
}: {
  list: PagedQuery;
  page: number;
  update: UpdateView<{ page: number }>;
  /** What a row is, one and many: ['booking', 'bookings']. */
  noun: readonly [string, string];
  /** What is paged, for the navigation landmark: "Bookings pages". */
  label: string;
  /** Rows a page, when the server pages by another size than the dashboard's 10. */
  size?: number | undefined;
}) {
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, size);
  const settled = list.data !== undefined && !list.isPlaceholderData;

  useEffect(() => {
    if (settled && page > pages) update({ page: pages }, { replace: true });
  }, [settled, page, pages, update]);

  return (
    <>
      <p className="text-sm text-muted" aria-live="polite">
        {list.data ? `${total.toLocaleString('en-US')} ${total === 1 ? noun[0] : noun[1]}` : ''}
      </p>
      <Pagination
        label={label}
        page={Math.min(page, pages)}
        count={pages}
        busy={list.isFetching}
        onPageChange={(next) => {
          update({ page: next });
        }}
      />
    </>
  );
}
