import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import type { CalendarBooking, CalendarView } from '../utils/calendar-layout';
import { BookingPanel } from './booking-panel';

const booking = (language: CalendarBooking['language']): CalendarBooking => ({
  id: 4,
  bookingDate: '2026-11-27',
  start: '15:00',
  end: '16:30',
  holdEnd: '16:45',
  status: 'confirmed',
  therapistIds: [],
  roomId: null,
  specialRequests: '',
  language,
  customer: { id: 1, name: 'Noura Al Mansoori', email: 'noura@example.ae', phone: '+971501234567' },
  service: { id: 7, name: 'Hot Stone Massage', category: 'Massage Therapy' },
});

// The panel reads the team and rooms of the calendar's view.
const view = { therapists: [], rooms: [] } as unknown as CalendarView;

function renderPanel(b: CalendarBooking) {
  stubApi({ '/api/services': json([]) });
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <BookingPanel booking={b} view={view} onClose={vi.fn()} onCreateInvoice={vi.fn()} />
    </AppProvider>,
  );
  return screen.getByRole('dialog', { name: 'Noura Al Mansoori' });
}

/** The value beside a term of the panel's list. */
function definition(panel: HTMLElement, term: string): HTMLElement {
  const dt = within(panel).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no value for ${term}`);
  return dd;
}

describe('booking panel', () => {
  it("names an Arabic guest's language, the dashboard staying in English", () => {
    const panel = renderPanel(booking('ar'));
    const language = definition(panel, 'Language');
    expect(language).toHaveTextContent(/^Arabic$/);
    expect(within(language).getByText('Arabic')).toHaveAttribute('data-language', 'ar');
    expect(within(language).getByText('Arabic')).toHaveAttribute('title', "The guest's e-mails are in Arabic");
  });

  it("names an English guest's language too", () => {
    const panel = renderPanel(booking('en'));
    expect(definition(panel, 'Language')).toHaveTextContent(/^English$/);
    expect(within(panel).queryByText('Arabic')).toBeNull();
  });
});

describe('booking panel status actions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers no Complete or Mark no-show before the booking starts, and says when they come', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-03T06:00:00Z')); // 24 days before, in Dubai
    const status = within(renderPanel(booking('en'))).getByRole('region', { name: 'Status' });
    expect(within(status).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel booking']);
    expect(status).toHaveTextContent('Complete and Mark no-show are offered once the booking has started.');
  });

  it('offers them from its start on the spa’s clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T11:00:00Z')); // 15:00 in Dubai, its start
    const status = within(renderPanel(booking('en'))).getByRole('region', { name: 'Status' });
    expect(within(status).getAllByRole('button').map((b) => b.textContent)).toEqual(['Complete', 'Cancel booking', 'Mark no-show']);
    expect(status).not.toHaveTextContent('offered once');
  });
});
