import { useId } from 'react';

import { Select } from '@/components/ui/select';

import type { SortState } from '../utils/table-sort';
import { actionsColumn, listMessage, type DataTableProps } from './data-table-parts';

/** The value of the sort menu: 'column:direction', or '' for the list's own order. */
function sortKey(sort: SortState | undefined): string {
  return sort ? `${sort.column}:${sort.direction}` : '';
}

/** The order of a list of cards, chosen from a menu (cards have no headers to click). */
function SortMenu<Row>({ columns, sort, onSort }: Pick<DataTableProps<Row>, 'columns' | 'sort'> & { onSort: (sort: SortState) => void }) {
  const id = useId();
  const sortable = columns.filter((c) => c.sortValue);
  if (sortable.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium">
        Sort by
      </label>
      <Select
        id={id}
        value={sortKey(sort)}
        onChange={(event) => {
          const [column = '', direction] = event.target.value.split(':');
          if (column) onSort({ column, direction: direction === 'descending' ? 'descending' : 'ascending' });
        }}
      >
        {sort ? null : <option value="">As listed</option>}
        {sortable.flatMap((c) => [
          <option key={`${c.id}:ascending`} value={`${c.id}:ascending`}>
            {c.header} (ascending)
          </option>,
          <option key={`${c.id}:descending`} value={`${c.id}:descending`}>
            {c.header} (descending)
          </option>,
        ])}
      </Select>
    </div>
  );
}

/** A list below 768 px: one card per row, its columns as label/value pairs and its actions at its foot. */
export function DataCards<Row>(props: DataTableProps<Row> & { onSort: (sort: SortState) => void }) {
  const { caption, captionVisible, rows, columns, rowKey, rowData } = props;
  const message = listMessage(props);
  const shown = columns.filter((c) => c.id !== actionsColumn && !c.hideOnCard);
  const actions = columns.find((c) => c.id === actionsColumn);
  return (
    <div className="min-w-0 space-y-3">
      {captionVisible ? <p className="font-semibold text-forest-800">{caption}</p> : null}
      <SortMenu columns={columns} sort={props.sort} onSort={props.onSort} />
      {message !== null ? (
        <div className="rounded-2xl border border-sand-300 bg-sand-50 px-4 py-10 text-center text-muted">{message}</div>
      ) : (
        <ul aria-label={caption} className="space-y-3">
          {rows.map((row) => (
            <li key={rowKey(row)} {...rowData?.(row)} className="min-w-0 rounded-2xl border border-sand-300 bg-sand-50 p-4 text-sm shadow-xs">
              <dl className="space-y-2">
                {shown.map((column) => (
                  <div key={column.id} data-column={column.id} className={column.primary ? 'text-base' : 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3'}>
                    <dt className={column.primary ? 'sr-only' : 'text-xs font-semibold tracking-wide text-muted uppercase'}>{column.header}</dt>
                    <dd className={column.primary ? "min-w-0 font-semibold text-forest-800 [overflow-wrap:anywhere]" : "min-w-0 [overflow-wrap:anywhere]"}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions ? <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-sand-200 pt-3 [&_*]:whitespace-normal">{actions.cell(row)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
