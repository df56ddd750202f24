import type { ComponentProps, ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';

import type { SortState } from '../utils/table-sort';
import type { PagedFooter } from './paged-footer';
import { QueryError } from './query-error';

/**
 * One column of a list: its header, what a row shows in it, and how it sorts. The column whose id is 'actions'
 * holds the row's buttons: its header is for screen readers only, and on a phone it is the card's footer.
 */
export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by its header's button. */
  sortValue?: (row: Row) => string | number;
  /** What names the row (a customer's name): shown first and larger on the card. */
  primary?: boolean;
  align?: 'start' | 'end';
  /** Left off the card (data the card shows elsewhere). */
  hideOnCard?: boolean;
  /** Extra classes of the column's cells in the table ('whitespace-nowrap'). */
  className?: string;
}

export const actionsColumn = 'actions';

export interface DataTableProps<Row> {
  caption: string;
  /** Shows the caption above the list (for a list that has no heading of its own). */
  captionVisible?: boolean;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** data-* attributes of a row, the same on its card: { 'data-booking-id': 12 }. */
  rowData?: (row: Row) => Record<`data-${string}`, string | number>;
  /** Nothing to show yet: a spinner named `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
  /** The read failed and there is nothing to show: 'Failed to load …' and Try again. */
  error?: { what: string; onRetry: () => void } | null;
  empty: ReactNode;
  /** The order, when the page keeps it (in the URL); otherwise the table keeps it. */
  sort?: SortState | undefined;
  onSort?: (sort: SortState) => void;
  /** A server-paged list: its count and Previous / Page X of Y / Next under it. */
  paging?: ComponentProps<typeof PagedFooter>;
  /** A refresh is on its way (aria-busy). */
  busy?: boolean;
}

/** The state instead of rows (loading, error, empty), or null when there are rows to show. */
export function listMessage<Row>({ loading, loadingLabel, error, rows, empty }: DataTableProps<Row>): ReactNode {
  if (loading) return <Spinner label={loadingLabel ?? 'Loading'} className="py-4" />;
  if (error) return <QueryError what={error.what} onRetry={error.onRetry} />;
  return rows.length === 0 ? empty : null;
}

