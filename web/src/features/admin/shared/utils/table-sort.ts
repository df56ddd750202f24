/** The order of a list: by one column, up or down (the words aria-sort uses). */
export interface SortState {
  column: string;
  direction: 'ascending' | 'descending';
}

/** Rows ordered by `sortValue` (numbers by size, words as English sorts them); ties keep their order. */
export function sortRows<Row>(rows: readonly Row[], sortValue: ((row: Row) => string | number) | undefined, direction: SortState['direction']): readonly Row[] {
  if (!sortValue) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a);
    const y = sortValue(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { numeric: true, sensitivity: 'base' });
    return order * sign;
  });
}

/** A click on a column's header: the first sorts up, the next one on the same column turns the order. */
export function nextSort(current: SortState | undefined, column: string): SortState {
  return current?.column === column && current.direction === 'ascending' ? { column, direction: 'descending' } : { column, direction: 'ascending' };
}
