import { useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Mail, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useAdminMe } from '../../shared/api/get-admin-me';
import { bookingReadKeys } from '../../shared/api/admin-keys';
import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { formatMoment } from '../../shared/utils/format';
import { chargeBookingFee, emailPaymentLink, getBookingFee, makePaymentLink, type FeePreview, type PaymentLink } from '../api/booking-charges';
import type { CalendarBooking } from '../utils/calendar-layout';

const feeNames: Record<FeePreview['kind'], string> = { no_show: 'No-show fee', late_cancel: 'Late cancellation fee' };

const aed = (amount: string) => formatPrice(amount, 'en');

function message(error: unknown, fallback: string): string | null {
  if (isUnauthorizedError(error)) return null; // the lost-session policy takes over
  return apiErrorMessage(error) ?? fallback;
}

/**
 * A booking's charges in its panel: for a no-show or a cancelled booking, the fee of the terms the guest agreed to
 * with the deposit, charged to the card she saved, only by an owner or a manager (the `income` permission), the
 * amount and the card shown first and then confirmed; for a pending or confirmed one, a payment link for the
 * deposit or the full price, to copy or send by WhatsApp or e-mail (the desk's `checkout` permission). Each part shows only
 * to a role that may use it.
 */
export function BookingCharges({ booking }: { booking: CalendarBooking }) {
  const me = useAdminMe();
  const can = (p: 'income' | 'checkout') => me.data?.permissions.includes(p) ?? false;
  const fee = (booking.status === 'no_show' || booking.status === 'cancelled') && can('income');
  const link = (booking.status === 'pending' || booking.status === 'confirmed') && can('checkout');
  if (!fee && !link) return null;
  return (
    <>
      {fee ? <FeeCharge booking={booking} /> : null}
      {link ? <PaymentLinkMaker booking={booking} /> : null}
    </>
  );
}

type FeeStep = { step: 'idle' } | { step: 'loading' } | { step: 'shown'; fee: FeePreview } | { step: 'charging'; fee: FeePreview } | { step: 'charged'; amount: string } | { step: 'refused'; text: string };

function FeeCharge({ booking }: { booking: CalendarBooking }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FeeStep>({ step: 'idle' });
  const headingId = useId();

  const preview = () => {
    setState({ step: 'loading' });
    getBookingFee(booking.id).then(
      (fee) => {
        setState({ step: 'shown', fee });
      },
      (e: unknown) => {
        const text = message(e, 'The fee could not be read. Please try again.');
        setState(text === null ? { step: 'idle' } : { step: 'refused', text });
      },
    );
  };

  const charge = (fee: FeePreview) => {
    setState({ step: 'charging', fee });
    chargeBookingFee(booking.id, fee.amount).then(
      (paid) => {
        setState({ step: 'charged', amount: paid.amount });
        toast({ title: 'Fee Charged', description: `${aed(paid.amount)} charged to ${booking.customer.name}'s card.` });
        void Promise.all(bookingReadKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
      (e: unknown) => {
        const text = message(e, 'The card could not be charged. Please try again.');
        setState(text === null ? { step: 'shown', fee } : { step: 'refused', text });
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3 border-t border-sand-300 pt-4">
      <h3 id={headingId} className="font-semibold text-forest-800">
        Fee
      </h3>
      {state.step === 'idle' || state.step === 'loading' ? (
        <Button size="sm" variant="outline" disabled={state.step === 'loading'} onClick={preview}>
          Charge a fee…
        </Button>
      ) : null}
      {state.step === 'shown' || state.step === 'charging' ? (
        <div className="space-y-3">
          <p className="text-sm" role="status">
            {feeNames[state.fee.kind]}: <strong>{aed(state.fee.amount)}</strong>, to the {state.fee.card.brand} card ending{' '}
            {state.fee.card.last4} that {booking.customer.name} saved with the deposit. Nothing is charged until you confirm.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={state.step === 'charging'}
              onClick={() => {
                charge(state.fee);
              }}
            >
              Charge {aed(state.fee.amount)}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={state.step === 'charging'}
              onClick={() => {
                setState({ step: 'idle' });
              }}
            >
              Do not charge
            </Button>
          </div>
        </div>
      ) : null}
      {state.step === 'charged' ? (
        <p className="text-sm font-medium text-forest-800" role="status">
          Fee charged: {aed(state.amount)}, recorded against this booking and in today&apos;s income.
        </p>
      ) : null}
      {state.step === 'refused' ? (
        <p className="text-sm text-danger" role="alert">
          {state.text}
        </p>
      ) : null}
    </section>
  );
}

function PaymentLinkMaker({ booking }: { booking: CalendarBooking }) {
  const [kind, setKind] = useState<PaymentLink['kind']>('deposit');
  const [made, setMade] = useState<PaymentLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const { timeZone } = useSpaClock();

  const make = () => {
    setBusy(true);
    setError(null);
    makePaymentLink(booking.id, kind).then(
      (l) => {
        setBusy(false);
        setMade(l);
      },
      (e: unknown) => {
        setBusy(false);
        setError(message(e, 'The link could not be made. Please try again.'));
      },
    );
  };

  const copy = () => {
    if (!made) return;
    navigator.clipboard.writeText(made.url).then(
      () => {
        toast({ title: 'Link Copied', description: 'Paste it into a message to the guest.' });
      },
      () => {
        toast({ title: 'Not Copied', description: 'Select the link and copy it.', variant: 'destructive' });
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-h`} className="mt-6 space-y-3 border-t border-sand-300 pt-4">
      <h3 id={`${id}-h`} className="font-semibold text-forest-800">
        Payment link
      </h3>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">What the link asks for</legend>
        {(['deposit', 'full'] as const).map((k) => (
          <label key={k} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setMade(null);
              }}
            />
            {k === 'deposit' ? 'Deposit' : 'Full price'}
          </label>
        ))}
      </fieldset>
      <Button size="sm" variant="outline" disabled={busy} onClick={make}>
        <Link2 aria-hidden="true" className="size-4" />
        Make payment link
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {made ? (
        <div className="space-y-2" role="status">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold text-forest-800">
            Link for {aed(made.amount)} ({made.kind === 'deposit' ? 'deposit' : 'full price'}), open until {formatMoment(made.expiresAt, timeZone)}
          </label>
          <Input id={`${id}-url`} readOnly value={made.url} onFocus={(event) => { event.target.select(); }} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={copy}>
              <Copy aria-hidden="true" className="size-4" />
              Copy link
            </Button>
            {made.whatsAppUrl ? (
              <a
                href={made.whatsAppUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center gap-2 rounded-full border border-forest-800 px-4 text-sm font-semibold text-forest-800 hover:bg-forest-800 hover:text-sand-50"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Send by WhatsApp
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
            {made.email ? <EmailLinkButton key={made.id} link={made} /> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Sends a made link to the guest's e-mail through the spa's outbox, once asked; says to whom, or why not. */
function EmailLinkButton({ link }: { link: PaymentLink }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'sent' } | { kind: 'error'; text: string }>({ kind: 'idle' });
  const send = () => {
    setState({ kind: 'busy' });
    emailPaymentLink(link.id).then(
      () => {
        setState({ kind: 'sent' });
      },
      (e: unknown) => {
        const text = message(e, 'The e-mail could not be queued. Please try again.');
        setState(text === null ? { kind: 'idle' } : { kind: 'error', text });
      },
    );
  };
  if (state.kind === 'sent') return <p className="self-center text-sm font-medium text-forest-800">E-mailed to {link.email}</p>;
  return (
    <>
      <Button size="sm" variant="outline" disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy' || undefined} onClick={send}>
        <Mail aria-hidden="true" className="size-4" />
        Send by e-mail
      </Button>
      {state.kind === 'error' ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {state.text}
        </p>
      ) : null}
    </>
  );
}
