import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadLocale } from '@/lib/i18n';
import { LocaleProvider } from '@/lib/trans';

import { DatePicker } from './date-picker';

function Picker({ value, onChange = () => undefined }: { value: Date | undefined; onChange?: (day: Date) => void }) {
  return (
    <LocaleProvider>
      <span id="date-label">Preferred Date</span>
      <DatePicker
        id="date"
        labelId="date-label"
        value={value}
        onChange={onChange}
        today={new Date(2026, 10, 24)}
        startMonth={new Date(2026, 10, 24)}
      />
    </LocaleProvider>
  );
}

afterEach(async () => {
  await loadLocale('en');
});

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
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('November 2026');

    await user.click(within(dialog).getByRole('button', { name: /November 27th, 2026/ }));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 10, 27));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
  });

  it('on an Arabic page: the day in Arabic, and a right-to-left calendar in Arabic whose arrow keys follow its direction', async () => {
    await loadLocale('ar');
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker value={new Date(2026, 10, 26)} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /^Preferred Date/ });
    expect(button).toHaveTextContent('الخميس، 26 نوفمبر 2026');

    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    expect(grid).toHaveAccessibleName('نوفمبر 2026');
    expect(dialog.querySelector('.rdp-root')).toHaveAttribute('dir', 'rtl');
    // The month buttons point the way a right-to-left reader turns: the previous month to the right.
    const previous = within(dialog).getByRole('button', { name: 'اذهب إلى الشهر السابق' });
    const next = within(dialog).getByRole('button', { name: 'اذهب إلى الشهر التالي' });
    expect(previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(); // laid out right to left
    expect(previous.querySelector('svg')).toHaveClass('lucide-chevron-left', 'rtl:-scale-x-100'); // drawn as ›
    expect(next.querySelector('svg')).toHaveClass('lucide-chevron-right', 'rtl:-scale-x-100'); // drawn as ‹
    // The chosen day has the focus; ArrowLeft goes forward in time on a right-to-left calendar.
    const chosen = within(dialog).getByRole('button', { name: /^الخميس، 26 نوفمبر 2026/ });
    await waitFor(() => {
      expect(chosen).toHaveFocus();
    });
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('button', { name: /^الجمعة، 27 نوفمبر 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 10, 27));
  });
});
