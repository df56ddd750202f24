import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { QueryRows } from './query-rows';

interface Query {
  isError: boolean;
  data: string[] | undefined;
  refetch: () => unknown;
}

function table(query: Query, rows: string[] = query.data ?? []) {
  return (
    <table>
      <tbody>
        <QueryRows columns={2} query={query} what="rooms" loading="Loading the rooms" rows={rows} empty="No rooms yet.">
          {(name) => (
            <tr key={name}>
              <td>{name}</td>
            </tr>
          )}
        </QueryRows>
      </tbody>
    </table>
  );
}

describe('QueryRows', () => {
  it('shows the spinner, then the error with Try again, the empty text or the rows', async () => {
    const refetch = vi.fn();
    const { rerender } = render(table({ isError: false, data: undefined, refetch }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rooms');
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '2');

    rerender(table({ isError: true, data: undefined, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load rooms.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();

    rerender(table({ isError: false, data: [], refetch }));
    expect(screen.getByRole('cell')).toHaveTextContent('No rooms yet.');

    rerender(table({ isError: false, data: ['Lotus', 'Jasmine'], refetch }));
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['Lotus', 'Jasmine']);
  });

  it('keeps the rows it shows through a failed refresh', () => {
    render(table({ isError: true, data: ['Lotus'], refetch: vi.fn() }));
    expect(screen.getByRole('cell')).toHaveTextContent('Lotus');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
