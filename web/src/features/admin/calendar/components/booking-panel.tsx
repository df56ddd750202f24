import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatTime12 } from '@/lib/format';
import { toast } from '@/lib/toast';

import { BookingPayments } from '../../shared/components/booking-payments';
import { useUndoableToast } from '../../shared/api/undo-booking';
import { useUpdateBookingStatus } from '../../shared/api/update-booking-status';
import { CheckoutButton } from '../../shared/components/checkout-button';
import { LanguageBadge } from '../../shared/components/language-badge';
import { actionLabels, allows, asksReason, type StatusAction } from '../../shared/utils/booking-actions';
import { setInvoiceDraft } from '../../shared/utils/invoice-draft';
import { RecordHistory } from '../../shared/components/record-history';
import { useMoveBooking, useServicePrices, type BookingMove } from '../api/calendar';
import { longDay } from '../utils/calendar-dates';
import { invoiceServiceKind, therapistSeats, type CalendarBooking, type CalendarView } from '../utils/calendar-layout';
import { statusStyle } from '../utils/status-style';
import { BookingCharges } from './booking-charges';

/**
 * A booking's side panel: the customer with phone, e-mail and a WhatsApp link, the special requests, the
 * status actions the server allows now (a cancellation or no-show asks for the reason) and, when the server
 * allows a move, the reassignment of therapists, room, day and time (the server applies the booking rule; a
 * 409 names what is in the way). A change closes the panel (focus goes back to the booking's block), and its
 * toast offers Undo: a modal panel would keep the toast out of reach of the pointer, the keyboard and screen
 * readers.
 */
export function BookingPanel({
  booking,
  view,
  onClose,
  onCreateInvoice,
}: {
  booking: CalendarBooking;
  view: CalendarView;
  onClose: () => void;
  /**
   * Opens the Income tab's Add New Invoice form (prefilled from the draft this panel leaves); none for a role
   * that may not see income, which gets no Create invoice.
   */
  onCreateInvoice?: (() => void) | undefined;
}) {
  const style = statusStyle[booking.status];
  const names = booking.therapistIds.map((id) => view.therapists.find((t) => t.id === id)?.name ?? `Therapist #${String(id)}`);
  const room = booking.roomId === null ? null : view.rooms.find((r) => r.id === booking.roomId);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 rounded-none sm:rounded-l-2xl">
        <DialogHeader>
          <DialogTitle>{booking.customer.name}</DialogTitle>
          <DialogDescription>
            {booking.service.name} · {longDay(booking.bookingDate)} · {formatTime12(booking.start)} – {formatTime12(booking.end)}
          </DialogDescription>
        </DialogHeader>

        <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="font-semibold text-forest-800">Status</dt>
          <dd>
            <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${style.className}`}>{style.label}</span>
          </dd>
          <dt className="font-semibold text-forest-800">{names.length > 1 ? 'Therapists' : 'Therapist'}</dt>
          <dd>{names.length === 0 ? 'Not assigned yet' : names.join(' & ')}</dd>
          <dt className="font-semibold text-forest-800">Room</dt>
          <dd>{room ? room.name : 'Not assigned yet'}</dd>
          <dt className="font-semibold text-forest-800">Room free at</dt>
          <dd>{formatTime12(booking.holdEnd)} (after preparation)</dd>
          <dt className="font-semibold text-forest-800">Phone</dt>
          <dd>
            <a className="inline-flex items-center gap-1 text-forest-700 underline" href={`tel:${booking.customer.phone.replace(/[^\d+]/g, '')}`}>
              <Phone aria-hidden="true" className="size-4" />
              {booking.customer.phone}
            </a>
          </dd>
          <dt className="font-semibold text-forest-800">E-mail</dt>
          <dd className="break-all">
            <a className="inline-flex items-center gap-1 text-forest-700 underline" href={`mailto:${booking.customer.email}`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {booking.customer.email}
            </a>
          </dd>
          <dt className="font-semibold text-forest-800">Language</dt>
          <dd>
            <LanguageBadge language={booking.language} named={false} />
          </dd>
          <dt className="font-semibold text-forest-800">Requests</dt>
          <dd className="whitespace-pre-wrap">{booking.specialRequests.trim() === '' ? 'None' : booking.specialRequests}</dd>
        </dl>

        {booking.customer.whatsappUrl ? (
          <a
            href={booking.customer.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex h-11 items-center gap-2 rounded-full border border-forest-800 px-5 text-sm font-semibold text-forest-800 hover:bg-forest-800 hover:text-sand-50"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp {booking.customer.name}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}

        <StatusActions booking={booking} onDone={onClose} />
        <BookingCharges booking={booking} />
        <div className="mt-4">
          <CheckoutButton booking={{ id: booking.id, status: booking.status, customerName: booking.customer.name }} before={onClose} size="md" />
        </div>
        <BookingPayments bookingId={booking.id} canRefund={onCreateInvoice !== undefined} />
        {booking.status === 'completed' && onCreateInvoice ? <CreateInvoice booking={booking} view={view} onCreateInvoice={onCreateInvoice} /> : null}
        {booking.actions.move ? <MoveForm key={`${String(booking.id)}-${booking.bookingDate}-${booking.start}`} booking={booking} view={view} onDone={onClose} /> : null}
        <RecordHistory entity="bookings" entityId={booking.id} />
      </DialogContent>
    </Dialog>
  );
}

function failure(title: string, error: unknown) {
  if (isUnauthorizedError(error)) return; // the lost-session policy takes over
  toast({ title, description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

function StatusActions({ booking, onDone }: { booking: CalendarBooking; onDone: () => void }) {
  const setStatus = useUpdateBookingStatus();
  const tell = useUndoableToast();
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const apply = (status: StatusAction, withReason?: string) => {
    setStatus.mutate(
      withReason === undefined ? { id: booking.id, status } : { id: booking.id, status, reason: withReason },
      {
        onSuccess: (undo) => {
          onDone();
          tell({
            title: 'Booking Updated',
            description: `${booking.customer.name}'s booking is now ${statusStyle[status].label.toLowerCase()}.`,
            bookingId: booking.id,
            name: booking.customer.name,
            undo,
          });
        },
        onError: (error) => {
          failure('Booking Not Updated', error);
        },
      },
    );
  };

  const actions = booking.actions.statuses;
  if (actions.length === 0) return null;

  return (
    <section aria-label="Status" className="mt-6 space-y-3 border-t border-sand-300 pt-4">
      <h3 className="font-semibold text-forest-800">Status</h3>
      <div className="flex flex-wrap gap-2">
        {actions.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={asksReason(status) ? 'outline' : 'primary'}
            disabled={setStatus.isPending}
            aria-expanded={asksReason(status) ? asking === status : undefined}
            onClick={() => {
              if (asksReason(status)) setAsking(asking === status ? null : status);
              else apply(status);
            }}
          >
            {actionLabels[status]}
          </Button>
        ))}
      </div>
      {booking.status === 'confirmed' && !allows(booking.actions, 'completed') ? (
        <p className="text-sm text-muted">Complete and Mark no-show are offered once the booking has started.</p>
      ) : null}
      {asking ? (
        <form
          className="space-y-2"
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (reason.trim() === '') return;
            apply(asking, reason.trim());
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-semibold text-forest-800">
            {asking === 'cancelled' ? 'Reason for cancelling' : 'Reason for the no-show'}
          </label>
          <Textarea
            id={reasonId}
            rows={2}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
          <Button type="submit" size="sm" disabled={setStatus.isPending || reason.trim() === ''}>
            {asking === 'cancelled' ? 'Cancel this booking' : 'Record no-show'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function MoveForm({ booking, view, onDone }: { booking: CalendarBooking; view: CalendarView; onDone: () => void }) {
  const move = useMoveBooking();
  const tell = useUndoableToast();
  const id = useId();
  const seats = therapistSeats(booking);
  const [therapists, setTherapists] = useState<string[]>(() =>
    Array.from({ length: seats }, (_, i) => (booking.therapistIds[i] === undefined ? '' : String(booking.therapistIds[i]))),
  );
  const [room, setRoom] = useState(booking.roomId === null ? '' : String(booking.roomId));
  const [date, setDate] = useState(booking.bookingDate);
  const [time, setTime] = useState(booking.start);
  const [error, setError] = useState<string | null>(null);

  const qualified = view.therapists.filter(
    (t) => (t.active && t.serviceIds.includes(booking.service.id)) || booking.therapistIds.includes(t.id),
  );
  const rooms = view.rooms.filter((r) => r.active || r.id === booking.roomId);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change: BookingMove = {};
    const ids = therapists.filter((t) => t !== '').map(Number);
    if (ids.length > 0 && ids.join(',') !== booking.therapistIds.join(',')) change.therapistIds = ids;
    if (room !== '' && Number(room) !== booking.roomId) change.roomId = Number(room);
    if (date !== booking.bookingDate) change.bookingDate = date;
    if (time !== booking.start) change.bookingTime = time;
    if (Object.keys(change).length === 0) {
      setError('Nothing changed.');
      return;
    }
    setError(null);
    // mutateAsync, not mutate's callbacks: a moved booking's form is remade (its key is the booking's time)
    // before they would run.
    move.mutateAsync({ id: booking.id, move: change }).then(
      (moved) => {
        onDone();
        tell({ title: 'Booking Moved', description: `${booking.customer.name}'s booking is updated.`, bookingId: booking.id, name: booking.customer.name, undo: moved.undo });
      },
      (e: unknown) => {
        if (isUnauthorizedError(e)) return;
        setError(apiErrorMessage(e) ?? 'The booking could not be moved. Please try again.');
      },
    );
  };

  return (
    <section aria-label="Reassign" className="mt-6 border-t border-sand-300 pt-4">
      <h3 className="mb-3 font-semibold text-forest-800">Reassign</h3>
      <form className="space-y-3" onSubmit={submit} noValidate>
        {therapists.map((value, i) => (
          <div key={i} className="space-y-1">
            <label htmlFor={`${id}-t${String(i)}`} className="block text-sm font-semibold text-forest-800">
              {seats > 1 ? `Therapist ${String(i + 1)}` : 'Therapist'}
            </label>
            <Select
              id={`${id}-t${String(i)}`}
              value={value}
              onChange={(event) => {
                const next = [...therapists];
                next[i] = event.target.value;
                setTherapists(next);
              }}
            >
              <option value="">Not assigned</option>
              {qualified.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name} ({t.gender}){t.active ? '' : ', inactive'}
                </option>
              ))}
            </Select>
          </div>
        ))}
        <FormField id={`${id}-room`} label="Room" className="space-y-1">
          <Select
            id={`${id}-room`}
            value={room}
            onChange={(event) => {
              setRoom(event.target.value);
            }}
          >
            <option value="">Not assigned</option>
            {rooms.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name} ({r.kind === 'couple' ? 'couple suite' : 'single'})
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id={`${id}-date`} label="Date" className="space-y-1">
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
              }}
            />
          </FormField>
          <FormField id={`${id}-time`} label="Start time" className="space-y-1">
            <Input
              id={`${id}-time`}
              type="time"
              step={900}
              value={time}
              onChange={(event) => {
                setTime(event.target.value);
              }}
            />
          </FormField>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={move.isPending}>
          Save changes
        </Button>
      </form>
    </section>
  );
}

/** A completed booking's invoice: the Add New Invoice form, prefilled with its day, customer, service, therapist, price and rate. */
function CreateInvoice({ booking, view, onCreateInvoice }: { booking: CalendarBooking; view: CalendarView; onCreateInvoice: () => void }) {
  const prices = useServicePrices();
  const therapists = booking.therapistIds.map((id) => view.therapists.find((t) => t.id === id)).filter((t) => t !== undefined);
  const first = therapists[0];
  return (
    <section aria-label="Invoice" className="mt-6 border-t border-sand-300 pt-4">
      <Button
        size="sm"
        disabled={!prices.data}
        onClick={() => {
          setInvoiceDraft({
            bookingId: booking.id,
            transactionDate: booking.bookingDate,
            customerName: booking.customer.name,
            serviceName: invoiceServiceKind(booking.service),
            serviceCategory: booking.service.name,
            therapistName: therapists.map((t) => t.name).join(' & '),
            amount: prices.data?.get(booking.service.id) ?? '',
            commissionPercentage: String(first ? first.commissionPercentage : 40),
          });
          onCreateInvoice();
        }}
      >
        Create invoice
      </Button>
    </section>
  );
}
