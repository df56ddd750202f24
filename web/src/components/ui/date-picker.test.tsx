import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DatePicker } from './date-picker';

function Picker({ value, onChange = () => undefined }: { value: Date | undefined; onChange?: (day: Date) => void }) {
  return (
    <>
      <span id="date-label">Preferred Date</span>
      <DatePicker
        id="date"
        labelId="date-label"
        value={value}
        onChange={onChange}
        today={new Date(2026, 10, 24)}
        startMonth={new Date(2026, 10, 24)}
      />
    </>
  );
}

describe('DatePicker', () => {
  it('shows the chosen day written out, or the placeholder', () => {
    const { rerender } = render(<Picker value={undefined} />);
    expect(screen.getByRole('button', { name: 'Preferred Date Pick a date' })).toHaveAttribute('aria-expanded', 'false');

    rerender(<Picker value={new Date(2026, 11, 4)} />);
    expect(screen.getByRole('button', { name: 'Preferred Date Friday, December 4, 2026' })).toBeInTheDocument();
  });

  it('loads the calendar on the first opening, hands back the clicked day and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker value={undefined} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /^Preferred Date/ });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);

    await user.click(within(dialog).getByRole('button', { name: /November 27th, 2026/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 10, 27));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
  });
});
