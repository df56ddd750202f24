import type { ChartFigure } from './chart-figures';

/** A figure's data as a table: the same rows the chart draws, with a caption and headers. */
export function ChartTable({ figure }: { figure: ChartFigure }) {
  return (
    // A long table scrolls in its box: the box takes focus so that the keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={`${figure.title}: the data`} tabIndex={0} className="max-h-72 overflow-auto rounded-lg border border-sand-200 focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:outline-none">
      <table className="w-full text-sm">
        <caption className="sr-only">{figure.title}</caption>
        <thead className="bg-sand-50 text-left">
          <tr>
            {figure.columns.map((column, i) => (
              <th key={column} scope="col" className={`px-3 py-2 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figure.rows.length === 0 ? (
            <tr>
              <td colSpan={figure.columns.length} className="px-3 py-2 text-muted">
                No invoices in the period.
              </td>
            </tr>
          ) : (
            figure.rows.map((row) => (
              <tr key={row.label} className="border-t border-sand-100">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={figure.columns[i + 1]} className="px-3 py-1.5 text-right tabular-nums">
                    {cell}
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
