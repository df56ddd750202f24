import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const token = 'Q2hhbmdlTWVPbmx5SWZZb3VIYXZlSXQx';

function managed(preference: string) {
  return {
    serviceId: 7,
    serviceName: 'Swedish Relaxation Massage',
    duration: 60,
    bookingDate: '2099-03-10',
    bookingTime: '10:00',
    endTime: '11:00',
    status: 'pending',
    totalAmount: 320,
    customerName: 'Mariam Guest',
    canChange: true,
    reason: '',
    changeUntil: '2099-03-09T18:00:00Z',
    preference,
  };
}

describe('manage page: choosing another time', () => {
  it("lists the free times for the guest's own therapist preference", async () => {
    const fetchMock = stubApi({
      [`/api/manage/${token}`]: json(managed('therapist:3')),
      '/api/availability': json({
        date: '2099-03-12',
        serviceId: 7,
        preference: 'therapist:3',
        slots: [
          { time: '10:00', available: false },
          { time: '14:00', available: true },
        ],
      }),
    });
    renderApp(`/booking/manage/${token}`);
    const date = await screen.findByLabelText('New date', {}, { timeout: 15_000 });
    fireEvent.change(date, { target: { value: '2099-03-12' } });
    const time = screen.getByRole('combobox', { name: 'New time' });
    expect(await screen.findByRole('option', { name: '2:00 PM' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '10:00 AM' })).toBeNull();
    expect(time).toBeEnabled();

    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'))
      .filter((url) => url.pathname === '/api/availability');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('preference')).toBe('therapist:3');
    expect(asked[0]?.searchParams.get('serviceId')).toBe('7');
    expect(asked[0]?.searchParams.get('date')).toBe('2099-03-12');
  });
});
