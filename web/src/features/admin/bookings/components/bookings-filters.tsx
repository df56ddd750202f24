import { X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';

import { SearchField } from '../../shared/components/search-field';
import type { UpdateView } from '../../shared/utils/view';
import { bookingStatuses, isBookingStatus, statusBadge } from '../utils/booking-status';
import { hasBookingFilters, type BookingsView } from '../utils/bookings-view';

/** Search by customer, status and day: the server filters, the URL keeps them. */
export function BookingsFilters({ params, update }: { params: BookingsView; update: UpdateView<BookingsView> }) {
  const id = useId();
  const filtered = hasBookingFilters(params);
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
      <SearchField
        id={`${id}-search`}
        label="Search bookings"
        placeholder="Customer name or e-mail"
        value={params.q}
        onSearch={(q) => {
          update({ q }, { replace: true });
        }}
      />
      <div className="space-y-2">
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-forest-800">
          Status
        </label>
        <Select
          id={`${id}-status`}
          value={params.status}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            const value = event.target.value;
            update({ status: isBookingStatus(value) ? value : '' }, { replace: true });
          }}
        >
          <option value="">All statuses</option>
          <SelectOptions values={bookingStatuses} label={(status) => statusBadge(status).label} />
        </Select>
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-forest-800">
          Booking date
        </label>
        <Input
          id={`${id}-date`}
          type="date"
          value={params.date}
          onChange={(event) => {
            update({ date: event.target.value }, { replace: true });
          }}
        />
      </div>
      <Button
        variant="ghost"
        className="md:mb-0.5"
        disabled={!filtered}
        onClick={() => {
          update({ q: '', status: '', date: '' }, { replace: true });
        }}
      >
        <X aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}
