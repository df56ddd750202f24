import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SearchField } from './search-field';

describe('SearchField', () => {
  it('keeps what was typed after its own search reaches the URL, and follows other changes', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn<(text: string) => void>();
    const field = (value: string) => <SearchField id="s" label="Search bookings" value={value} onSearch={onSearch} />;
    const { rerender } = render(field(''));

    await user.type(screen.getByLabelText('Search bookings'), 'lay');
    await waitFor(() => {
      expect(onSearch).toHaveBeenLastCalledWith('lay');
    });
    // More is typed before the search comes back from the URL (a slow page).
    await user.type(screen.getByLabelText('Search bookings'), 'la');
    rerender(field('lay'));
    expect(screen.getByLabelText('Search bookings')).toHaveValue('layla');

    // A change that is not this box's (Clear filters, the back button) is shown.
    rerender(field(''));
    expect(screen.getByLabelText('Search bookings')).toHaveValue('');
  });
});
