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
const view = {
  rooms: [
    { id: 3, name: 'Lotus Suite', kind: 'couple', active: true },
    { id: 4, name: 'Jasmine', kind: 'single', active: true },
  ],
} as unknown as CalendarView;

// The calendar of December 2 draws the part of block 5 that falls on it; the block began the evening before.
const dayPart = { id: 5, roomId: 3, start: '00:00', end: '10:00', note: 'Refit' };
const stored = [
  { id: 4, roomId: 4, start: '2026-12-02T12:00', end: '2026-12-02T13:00', note: 'Other' },
  { id: 5, roomId: 3, start: '2026-12-01T20:00', end: '2026-12-02T10:00', note: 'Refit' },
];

/** The block list of December 2 (only that day's read is answered) and the PATCH's answer. */
function stub(patch: Response | ((r: Request) => Response | Promise<Response>)) {
  return stubApi({
    'GET /api/admin/room-blocks': (r: Request) => {
      const q = new URL(r.url).searchParams;
      return q.get('from') === '2026-12-02' && q.get('to') === '2026-12-02' ? json(stored) : json([]);
    },
    'PATCH /api/admin/room-blocks/5': patch,
  });
}

function open(onClose = vi.fn(), onDelete = vi.fn()) {
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <RoomBlockDialog view={view} date="2026-12-02" block={dayPart} onClose={onClose} onDelete={onDelete} />
    </AppProvider>,
  );
  return { onClose, onDelete };
}

async function loaded() {
  const dialog = await screen.findByRole('dialog', { name: 'Change Room Block' });
  await within(dialog).findByLabelText('Start date');
  return dialog;
}

describe('Change Room Block dialog', () => {
  it('is filled in from the whole block, not the day’s part, and saves it with PATCH', async () => {
    let sent: unknown = null;
    stub(async (r) => {
      sent = await r.json();
      return json({ id: 5, roomId: 3, start: '2026-12-01T20:00', end: '2026-12-02T09:00', note: 'Refit' });
    });
    const user = userEvent.setup();
    const { onClose } = open();
    const dialog = await loaded();
    expect(within(dialog).getByLabelText('Room')).toHaveValue('3');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText('From')).toHaveValue('20:00');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2026-12-02');
    expect(within(dialog).getByLabelText('To')).toHaveValue('10:00');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Refit');
    expect(within(dialog).getByLabelText('Whole day')).not.toBeChecked();

    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(sent).toEqual({ roomId: 3, start: '2026-12-01T20:00', end: '2026-12-02T09:00', note: 'Refit' });
    expect(await screen.findByText('Room Block Changed')).toBeInTheDocument();
    expect(screen.getByText('Lotus Suite is blocked from 2026-12-01 at 8:00 PM to 2026-12-02 at 9:00 AM.')).toBeInTheDocument();
  });

  it('sends whole days as bare dates, the end date its last day', async () => {
    let sent: unknown = null;
    stub(async (r) => {
      sent = await r.json();
      return json({ id: 5, roomId: 4, start: '2026-12-01T00:00', end: '2026-12-04T00:00', note: 'Refit' });
    });
    const user = userEvent.setup();
    const { onClose } = open();
    const dialog = await loaded();
    await user.selectOptions(within(dialog).getByLabelText('Room'), '4');
    await user.click(within(dialog).getByLabelText('Whole day'));
    expect(within(dialog).queryByLabelText('From')).not.toBeInTheDocument();
    const end = within(dialog).getByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2026-12-03');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(sent).toEqual({ roomId: 4, start: '2026-12-01', end: '2026-12-03', note: 'Refit' });
  });

  it('shows the server’s 409 message and stays open', async () => {
    const message = '1 booking holds the room then: #12 Sara Ahmed on 2026-12-02 at 10:00. Move or cancel it first.';
    stub(json({ message }, { status: 409 }));
    const user = userEvent.setup();
    const { onClose } = open();
    const dialog = await loaded();
    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts field messages under the fields they are about: the end’s under To, or under the end date for days', async () => {
    let answer = { end: 'A room block may last at most 31 days; deactivate the room for longer.' } as Record<string, string>;
    const fetchMock = stub(() => json({ message: 'Please check the highlighted fields.', errors: answer }, { status: 400 }));
    const user = userEvent.setup();
    open();
    const dialog = await loaded();
    const endDay = within(dialog).getByLabelText('End date');
    const to = within(dialog).getByLabelText('To');

    // The form's own check: an end day before the start day, under the end date, nothing sent.
    await user.clear(endDay);
    await user.type(endDay, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(endDay).toHaveAccessibleDescription('The end day cannot be before the start day.');
    expect(endDay).toHaveFocus();
    expect(to).not.toHaveAccessibleDescription();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    // The server's message about the end of a timed block: under To.
    await user.clear(endDay);
    await user.type(endDay, '2027-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(to).toHaveAccessibleDescription('A room block may last at most 31 days; deactivate the room for longer.');
    });
    expect(to).toHaveFocus();

    // The server's message about the start day: under the start date.
    answer = { start: 'Start must be a date and time as YYYY-MM-DDTHH:MM.' };
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const startDay = within(dialog).getByLabelText('Start date');
    await waitFor(() => {
      expect(startDay).toHaveAccessibleDescription('Start must be a date and time as YYYY-MM-DDTHH:MM.');
    });
    expect(startDay).toHaveFocus();
    expect(to).not.toHaveAccessibleDescription();
  });

  it('hands Delete to the caller’s confirmation', async () => {
    stub(json({}));
    const user = userEvent.setup();
    const { onDelete } = open();
    const dialog = await loaded();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // With the whole block, so that the confirmation asks about all of it.
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(stored[1]);
  });

  it('says so when the block is gone meanwhile', async () => {
    stubApi({ 'GET /api/admin/room-blocks': json([]) });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Change Room Block' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This block is no longer there');
    expect(within(dialog).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

describe('Add Room Block dialog over several days', () => {
  it('starts and ends on the calendar’s day, the end following the start, and sends a block over days with POST', async () => {
    let sent: unknown = null;
    stubApi({
      'POST /api/admin/room-blocks': async (r: Request) => {
        sent = await r.json();
        return json({ id: 9, roomId: 3, start: '2026-12-05T20:00', end: '2026-12-07T08:00', note: '' }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
        <RoomBlockDialog view={view} date="2026-12-02" onClose={onClose} />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Room Block' });
    const startDay = within(dialog).getByLabelText('Start date');
    const endDay = within(dialog).getByLabelText('End date');
    expect(startDay).toHaveValue('2026-12-02');
    expect(endDay).toHaveValue('2026-12-02');
    await user.clear(startDay);
    await user.type(startDay, '2026-12-05');
    expect(endDay).toHaveValue('2026-12-05');
    await user.clear(endDay);
    await user.type(endDay, '2026-12-07');
    const from = within(dialog).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '20:00');
    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Room Block' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(sent).toEqual({ roomId: 3, start: '2026-12-05T20:00', end: '2026-12-07T08:00', note: '' });
    expect(await screen.findByText('Lotus Suite is blocked from 2026-12-05 at 8:00 PM to 2026-12-07 at 8:00 AM.')).toBeInTheDocument();
  });
});
