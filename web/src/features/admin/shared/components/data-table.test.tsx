import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { queryState } from '../utils/query-state';
import { DataTable, type Column } from './data-table';

interface Guest {
  id: number;
  name: string;
  visits: number;
  email: string;
}

const guests: Guest[] = [
  { id: 1, name: 'Mariam', visits: 3, email: 'mariam@example.ae' },
  { id: 2, name: 'Aisha', visits: 12, email: 'aisha@example.ae' },
  { id: 3, name: 'Layla', visits: 7, email: 'layla@example.ae' },
];

const columns: Column<Guest>[] = [
  { id: 'name', header: 'Name', cell: (g) => g.name, sortValue: (g) => g.name, primary: true },
  { id: 'visits', header: 'Visits', cell: (g) => String(g.visits), sortValue: (g) => g.visits, align: 'end' },
  { id: 'email', header: 'E-mail', cell: (g) => g.email },
  { id: 'actions', header: 'Actions', cell: (g) => <button type="button">Edit {g.name}</button> },
];

function list(props: Partial<Parameters<typeof DataTable<Guest>>[0]> = {}) {
  return <DataTable caption="Guests" rows={guests} columns={columns} rowKey={(g) => g.id} rowData={(g) => ({ 'data-guest-id': g.id })} empty="No guests yet." {...props} />;
}

/** A screen `width` px wide, as matchMedia reports it (jsdom has none). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width: (\d+)px/.exec(query);
    return { matches: min ? width >= Number(min[1]) : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function nth<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
}

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('DataTable on a desk', () => {
  it('is a table with a header per column, a row per item and the actions header for screen readers', () => {
    screenWidth(1440);
    render(list());
    const table = screen.getByRole('table', { name: 'Guests' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Visits', 'E-mail', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Actions' }).firstElementChild).toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.guestId)).toEqual(['1', '2', '3']);
    expect(cellTexts(nth(rows, 1))).toEqual(['Aisha', '12', 'aisha@example.ae', 'Edit Aisha']);
  });

  it('sorts by a header button, up then down, and says so in aria-sort; unsortable headers have no button', async () => {
    screenWidth(1440);
    const user = userEvent.setup();
    render(list());
    const name = screen.getByRole('columnheader', { name: 'Name' });
    const visits = screen.getByRole('columnheader', { name: 'Visits' });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'E-mail' })).queryByRole('button')).toBeNull();

    await user.click(within(visits).getByRole('button', { name: 'Visits' }));
    expect(visits).toHaveAttribute('aria-sort', 'ascending');
    const names = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Mariam', 'Layla', 'Aisha']); // 3, 7, 12: numbers by size, not as text

    await user.click(within(visits).getByRole('button', { name: 'Visits' }));
    expect(visits).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Aisha', 'Layla', 'Mariam']);

    // From the keyboard too.
    within(name).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(visits).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Aisha', 'Layla', 'Mariam']);
  });

  it('leaves the order to the page that keeps it', async () => {
    screenWidth(1440);
    const onSort = vi.fn();
    render(list({ sort: { column: 'name', direction: 'descending' }, onSort }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(nth(screen.getAllByRole('row'), 1)).getAllByRole('cell')[0]).toHaveTextContent('Mariam');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
  });

  it('shows the spinner, the error with Try again, or the empty text across the table', async () => {
    screenWidth(1440);
    const refetch = vi.fn();
    const { rerender } = render(list({ rows: [], ...queryState({ isError: false, data: undefined, refetch }, 'guests') }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading guests');
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '4');

    rerender(list({ rows: [], ...queryState({ isError: true, data: undefined, refetch }, 'guests') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load guests.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();

    rerender(list({ rows: [], ...queryState({ isError: false, data: [], refetch }, 'guests') }));
    expect(screen.getByRole('cell')).toHaveTextContent('No guests yet.');

    // Rows already shown stay through a failed refresh.
    rerender(list(queryState({ isError: true, data: guests, refetch }, 'guests')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});

describe('DataTable on a phone', () => {
  it('is a list of cards with every column as a label and value, the actions at the foot, and no table', () => {
    screenWidth(360);
    render(list());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('listitem');
    expect(cards.map((c) => c.dataset.guestId)).toEqual(['1', '2', '3']);
    const card = nth(cards, 1);
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Name', 'Visits', 'E-mail']);
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Aisha', '12', 'aisha@example.ae']);
    const footer = within(card).getByRole('button', { name: 'Edit Aisha' }).parentElement;
    expect(footer?.closest('dl')).toBeNull();
    expect(footer?.previousElementSibling?.tagName).toBe('DL');
  });

  it('shows on each card the values its row shows in the table', () => {
    screenWidth(1440);
    const desk = render(list());
    const rows = screen.getAllByRole('row').slice(1).map((r) => cellTexts(r).slice(0, 3));
    desk.unmount();
    screenWidth(360);
    render(list());
    const cards = screen.getAllByRole('listitem').map((c) => [...c.querySelectorAll('dd')].map((dd) => dd.textContent));
    expect(cards).toEqual(rows);
  });

  it('leaves off a column marked hideOnCard, and sorts from a menu', async () => {
    screenWidth(360);
    render(list({ columns: columns.map((c) => (c.id === 'email' ? { ...c, hideOnCard: true } : c)) }));
    expect(screen.queryByText('mariam@example.ae')).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'Visits (descending)');
    expect(screen.getAllByRole('listitem').map((c) => c.querySelector('dd')?.textContent)).toEqual(['Aisha', 'Layla', 'Mariam']);
  });

  it('shows the empty text in place of the cards', () => {
    screenWidth(360);
    render(list({ rows: [] }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No guests yet.')).toBeVisible();
  });
});
