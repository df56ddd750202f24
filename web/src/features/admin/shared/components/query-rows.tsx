import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { TableMessage } from './admin-table';
import { QueryError } from './query-error';

/**
 * A table body fed by a query: while the query has nothing to show, its spinner or its error with
 * Try again; then the empty text, or a row per item. Rows already shown stay through a failed refresh.
 */
export function QueryRows<T>({
  columns,
  query,
  what,
  loading,
  rows,
  empty,
  children,
}: {
  columns: number;
  query: { isError: boolean; data: unknown; refetch: () => unknown };
  /** Completes "Failed to load …". */
  what: string;
  /** The spinner's label, for screen readers. */
  loading: string;
  rows: readonly T[];
  empty: ReactNode;
  children: (row: T) => ReactNode;
}) {
  if (query.data === undefined) {
    return (
      <TableMessage columns={columns}>
        {query.isError ? (
          <QueryError what={what} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner label={loading} className="py-4" />
        )}
      </TableMessage>
    );
  }
  if (rows.length === 0) return <TableMessage columns={columns}>{empty}</TableMessage>;
  return rows.map(children);
}
