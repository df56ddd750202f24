import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';

import { cn } from '@/lib/cn';

import { useWideScreen } from '../hooks/use-wide-screen';
import { nextSort, sortRows, type SortState } from '../utils/table-sort';
import { DataCards } from './data-cards';
import { actionsColumn, listMessage, type Column, type DataTableProps } from './data-table-parts';
import { PagedFooter } from './paged-footer';

export type { SortState } from '../utils/table-sort';
export type { Column, DataTableProps } from './data-table-parts';

/**
 * Every list of the dashboard: a table with sortable headers from 768 px, below it a card per row with the same
 * data as label/value pairs and the row's actions at its foot, so no list is wider than a phone.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const wide = useWideScreen();
  const [ownSort, setOwnSort] = useState<SortState | undefined>(undefined);
  const sort = props.onSort ? props.sort : (ownSort ?? props.sort);
  const setSort = props.onSort ?? setOwnSort;
  const sorted = sort ? sortRows(props.rows, props.columns.find((c) => c.id === sort.column)?.sortValue, sort.direction) : props.rows;
  const view = { ...props, rows: sorted };
  return (
    <div className="space-y-4" aria-busy={props.busy ? true : undefined}>
      {wide ? <TableView {...view} sort={sort} onSort={setSort} /> : <DataCards {...view} sort={sort} onSort={setSort} />}
      {props.paging ? <PagedFooter {...props.paging} /> : null}
    </div>
  );
}

function SortIcon({ direction }: { direction: SortState['direction'] | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className="size-3.5 shrink-0" />;
}

function HeaderCell<Row>({ column, sort, onSort }: { column: Column<Row>; sort: SortState | undefined; onSort: (sort: SortState) => void }) {
  const direction = sort?.column === column.id ? sort.direction : undefined;
  const end = column.align === 'end';
  return (
    <th
      scope="col"
      aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
      className={cn(
        'border-b border-sand-300 bg-sand-200/60 px-4 py-3 text-xs font-semibold tracking-wide text-forest-800 uppercase',
        end ? 'text-right' : 'text-left',
        column.id === actionsColumn && 'relative',
      )}
    >
      {column.id === actionsColumn ? (
        <span className="sr-only">{column.header}</span>
      ) : column.sortValue ? (
        <button
          type="button"
          className={cn('inline-flex items-center gap-1 rounded-sm uppercase hover:underline focus-visible:outline-2 focus-visible:outline-forest-700', end && 'flex-row-reverse')}
          onClick={() => {
            onSort(nextSort(sort, column.id));
          }}
        >
          {column.header}
          <SortIcon direction={direction} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

function TableView<Row>(props: DataTableProps<Row> & { onSort: (sort: SortState) => void }) {
  const { caption, captionVisible, rows, columns, rowKey, rowData, sort, onSort } = props;
  const message = listMessage(props);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl border border-sand-300 bg-sand-50 shadow-xs">
      <table className="w-full border-collapse text-left text-sm">
        <caption className={captionVisible ? 'px-4 pt-4 text-left font-semibold text-forest-800' : 'sr-only'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {message !== null ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-muted">
                {message}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...rowData?.(row)}>
                {columns.map((column) => (
                  <td key={column.id} data-column={column.id} className={cn('border-b border-sand-200 px-4 py-3 align-top', column.align === 'end' && 'text-right', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
