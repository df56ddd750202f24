import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { noIncomeFilters, type IncomeFilters } from '../utils/income-filters';
import { IncomeFiltersBar } from './income-filters-bar';

describe('IncomeFiltersBar', () => {
  it('keeps what was typed after its own filters reach the URL, and follows other changes', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn<(filters: IncomeFilters) => void>();
    const { rerender } = render(<IncomeFiltersBar filters={noIncomeFilters} onApply={onApply} />);

    await user.type(screen.getByLabelText('Therapist'), 'amal');
    await waitFor(() => {
      expect(onApply).toHaveBeenLastCalledWith({ ...noIncomeFilters, therapist: 'amal' });
    });
    // More is typed before the applied filters come back from the URL (a slow page).
    await user.type(screen.getByLabelText('Min total (AED)'), '1');
    rerender(<IncomeFiltersBar filters={{ ...noIncomeFilters, therapist: 'amal' }} onApply={onApply} />);
    expect(screen.getByLabelText('Min total (AED)')).toHaveValue('1');
    expect(screen.getByLabelText('Therapist')).toHaveValue('amal');

    // A change that is not this bar's (the back button) is followed.
    rerender(<IncomeFiltersBar filters={{ ...noIncomeFilters, therapist: 'sara' }} onApply={onApply} />);
    expect(screen.getByLabelText('Therapist')).toHaveValue('sara');
    expect(screen.getByLabelText('Min total (AED)')).toHaveValue('');
  });
});
