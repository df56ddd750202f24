import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import type { CalendarView } from '../utils/calendar-layout';
import { RoomBlockDialog } from './room-block-dialog';

// The dialog reads only the rooms of the calendar's view.
const view = { rooms: [{ id: 3, name: 'Lotus Suite', kind: 'couple', active: true }] } as unknown as CalendarView;

describe('Add Room Block dialog', () => {
  it('puts its own and the server’s messages under the fields they are about and focuses the field', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/room-blocks': json({ message: 'Please check the highlighted fields.', errors: { note: 'The note must be one line.' } }, { status: 400 }),
    });
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
        <RoomBlockDialog view={view} date="2026-12-01" onClose={vi.fn()} />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Room Block' });
    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Room Block' }));
    expect(to).toHaveAccessibleDescription('To must be after from.');
    expect(to).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(to);
    await user.type(to, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Room Block' }));
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Note')).toHaveAccessibleDescription('The note must be one line.');
    });
    expect(within(dialog).getByLabelText('Note')).toHaveFocus();
    expect(to).not.toHaveAccessibleDescription();
  });
});
