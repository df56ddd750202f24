import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';

import { BookingDatePicker } from '@/components/booking-date-picker/booking-date-picker';
import { Button } from '@/components/ui/button';
import { useIsolate } from '@/components/ui/isolate';
import { Isolated } from '@/components/ui/isolated';
import { Spinner } from '@/components/ui/spinner';
import { Select } from '@/components/ui/select';
import { formatDuration, formatPrice, formatTime } from '@/lib/format';
import { useLocale, useT, type MessageId } from '@/lib/i18n';
import { useLocalized, type LocalizedText } from '@/lib/localized';
import { useBusiness, useSiteConfig } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { formatBookingDay } from '../utils/dates';
import { arabicCutoff, localizeManageError, reasonIds, reasonOf } from '../utils/messages';
import {
  useCancelBooking,
  useFreeTimes,
  useManagedBooking,
  useRescheduleBooking,
  type ManagedBooking,
} from '../api/manage-booking';
import { useCancelConsequence, type ManagedDeposit } from '../utils/deposit';
import { ManageDeposit } from './manage-deposit';
import { ManageDocuments } from './manage-documents';

const statusWords: Record<string, MessageId> = {
  pending: 'manage.status.pending',
  confirmed: 'manage.status.confirmed',
  completed: 'manage.status.completed',
  cancelled: 'manage.status.cancelled',
  no_show: 'manage.status.noShow',
};

/** A failed call's answer in the page's language (by its code, utils/messages.ts), `fallback` when it sent none. */
function useServerSays(): (failure: unknown, fallback: string) => LocalizedText {
  const locale = useLocale();
  const t = useT();
  const business = useBusiness();
  const { changeCutoff } = useSiteConfig();
  return (failure, fallback) =>
    localizeManageError(failure, locale, t, { cutoff: changeCutoff, phone: business.phone, whatsapp: business.whatsapp }) ?? {
      text: fallback,
      lang: undefined,
    };
}

/** An error said in a role=alert paragraph, marked with its language when it is not the page's. */
function ErrorText({ id, error }: { id?: string; error: LocalizedText }) {
  return (
    <p id={id} role="alert" lang={error.lang} className="font-medium text-danger">
      {error.text}
    </p>
  );
}

/** The spa's phone and WhatsApp, the way to change a booking the page cannot. */
function SpaContact() {
  const business = useBusiness();
  const isolate = useIsolate();
  const t = useT();
  return (
    <section aria-labelledby="manage-contact" className="rounded-2xl border border-sand-300 bg-white p-5">
      <h2 id="manage-contact" className="font-display text-xl text-ink">
        <Isolated text={business.name} />
      </h2>
      <p className="mt-2 text-ink">
        <T
          id="manage.contact.address"
          values={{ street: isolate(business.street), district: isolate(business.district), city: isolate(business.city) }}
        />
      </p>
      <ul className="mt-3 space-y-2">
        <li>
          {t('manage.contact.phone')}{' '}
          <a className="font-medium text-forest-800 underline" href={business.links.tel} dir="ltr">
            {business.phone}
          </a>
        </li>
        <li>
          <a className="font-medium text-forest-800 underline" href={business.links.whatsapp}>
            {t('manage.contact.whatsapp')}
          </a>
        </li>
      </ul>
    </section>
  );
}

function Details({ booking, serviceNameAr }: { booking: ManagedBooking; serviceNameAr: string | undefined }) {
  const locale = useLocale();
  const t = useT();
  const service = useLocalized()(booking.serviceName, serviceNameAr);
  const status = statusWords[booking.status];
  const rows: [key: string, term: MessageId, value: ReactNode][] = [
    [
      'treatment',
      'manage.details.treatment',
      <T
        key="treatment"
        id="manage.details.treatmentValue"
        values={{ service: service.text, duration: formatDuration(booking.duration, locale) }}
        components={{ 0: <span lang={service.lang} dir="auto" /> }}
      />,
    ],
    ['date', 'manage.details.date', formatBookingDay(booking.bookingDate, locale)],
    [
      'time',
      'manage.details.time',
      t('manage.details.timeValue', {
        start: formatTime(booking.bookingTime, locale),
        end: formatTime(booking.endTime, locale),
      }),
    ],
    ['price', 'manage.details.price', formatPrice(booking.totalAmount, locale)],
    ...(booking.sessionHint
      ? [
          [
            'paid-by',
            'manage.details.paidBy',
            <T key="paid-by" id="manage.details.session" values={{ hint: booking.sessionHint }} components={{ 0: <bdi dir="ltr" /> }} />,
          ] satisfies [string, MessageId, ReactNode],
        ]
      : []),
    ['status', 'manage.details.status', status ? t(status) : booking.status],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-2xl border border-sand-300 bg-white p-5 text-base">
      {rows.map(([key, term, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{t(term)}</dt>
          <dd className="text-ink" data-testid={`manage-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Why the booking can no longer be changed here: the server's reason (manage.go decides it) on an English page; on an
 * Arabic page the same reason, known from the booking's status (utils/messages.ts), never from the server's words.
 * The Arabic cut-off keeps the spa's phone and WhatsApp left to right in their own <bdi>.
 */
function Reason({ booking }: { booking: ManagedBooking }) {
  const locale = useLocale();
  const t = useT();
  const business = useBusiness();
  const { changeCutoff } = useSiteConfig();
  const reason = reasonOf(booking.status);
  return (
    <p className="rounded-2xl border border-sand-300 bg-white p-5 text-ink" data-testid="manage-reason">
      {locale === 'en' ? (
        booking.reason
      ) : reason === 'cutoff' ? (
        <T
          id="manage.reason.cutoff"
          values={{ cutoff: arabicCutoff(changeCutoff), phone: business.phone, whatsapp: `+${business.whatsapp}` }}
          components={{ 0: <bdi dir="ltr" />, 1: <bdi dir="ltr" /> }}
        />
      ) : (
        t(reasonIds[reason])
      )}
    </p>
  );
}

function Reschedule({ token, booking, onDone }: { token: string; booking: ManagedBooking; onDone: (text: string) => void }) {
  const locale = useLocale();
  const t = useT();
  const serverSays = useServerSays();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<LocalizedText | null>(null);
  const times = useFreeTimes(booking.serviceId, booking.preference, date);
  const reschedule = useRescheduleBooking(token);
  const dateId = useId();
  const dateLabelId = useId();
  const timeId = useId();
  const errorId = useId();
  const free = (times.data ?? []).filter((slot) => slot.available);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    if (date === '' || time === '') {
      setError({ text: t('manage.reschedule.missing'), lang: undefined });
      return;
    }
    reschedule.mutate(
      { bookingDate: date, bookingTime: time },
      {
        onSuccess: (moved) => {
          setTime('');
          onDone(
            t('manage.reschedule.done', {
              date: formatBookingDay(moved.bookingDate, locale),
              time: formatTime(moved.bookingTime, locale),
            }),
          );
        },
        onError: (failure) => {
          setError(serverSays(failure, t('manage.reschedule.failed')));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="manage-reschedule" className="space-y-4 rounded-2xl border border-sand-300 bg-white p-5">
      <h2 id="manage-reschedule" className="font-display text-xl text-ink">
        {t('manage.reschedule.heading')}
      </h2>
      <div className="space-y-2">
        <label id={dateLabelId} htmlFor={dateId} className="block font-medium text-ink">
          {t('manage.reschedule.date')}
        </label>
        {/* The booking page's picker: the days the treatment is closed or full for the guest's preference greyed. */}
        <BookingDatePicker
          id={dateId}
          labelId={dateLabelId}
          value={date}
          onChange={(day) => {
            setDate(day);
            setTime('');
          }}
          serviceId={booking.serviceId}
          preference={booking.preference}
          placeholder={t('manage.reschedule.datePlaceholder')}
          dialogLabel={t('manage.reschedule.dateDialog')}
          monthButtonLabels={{ previous: t('manage.reschedule.previousMonth'), next: t('manage.reschedule.nextMonth') }}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor={timeId} className="block font-medium text-ink">
          {t('manage.reschedule.time')}
        </label>
        <Select
          id={timeId}
          value={time}
          disabled={date === '' || times.isPending}
          onChange={(event) => { setTime(event.target.value); }}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="">
            {date === ''
              ? t('manage.reschedule.dateFirst')
              : free.length === 0 && !times.isPending
                ? t('manage.reschedule.noTime')
                : t('manage.reschedule.chooseTime')}
          </option>
          {free.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {formatTime(slot.time, locale)}
            </option>
          ))}
        </Select>
      </div>
      {error ? <ErrorText id={errorId} error={error} /> : null}
      <Button type="submit" disabled={reschedule.isPending} className="w-full sm:w-auto">
        {reschedule.isPending ? t('manage.reschedule.moving') : t('manage.reschedule.submit')}
      </Button>
    </form>
  );
}

function Cancel({ token, onDone, deposit }: { token: string; onDone: (text: string) => void; deposit?: ManagedDeposit | undefined }) {
  const t = useT();
  const consequence = useCancelConsequence(deposit);
  const serverSays = useServerSays();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<LocalizedText | null>(null);
  const cancel = useCancelBooking(token);
  return (
    <section aria-labelledby="manage-cancel" className="space-y-4 rounded-2xl border border-sand-300 bg-white p-5">
      <h2 id="manage-cancel" className="font-display text-xl text-ink">
        {t('manage.cancel.heading')}
      </h2>
      {asking ? (
        <div className="space-y-3">
          <p className="text-ink">{t('manage.cancel.question')}</p>
          {consequence ? <p className="font-medium text-ink" data-testid="manage-cancel-deposit">{consequence}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="primary"
              disabled={cancel.isPending}
              onClick={() => { cancel.mutate(undefined, {
                  onSuccess: () => { onDone(t('manage.cancel.done')); },
                  onError: (failure) => { setError(serverSays(failure, t('manage.cancel.failed'))); },
                }); }
              }
            >
              {t('manage.cancel.yes')}
            </Button>
            <Button variant="outline" onClick={() => { setAsking(false); }}>
              {t('manage.cancel.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" onClick={() => { setAsking(true); }}>
          {t('manage.cancel.open')}
        </Button>
      )}
      {error ? <ErrorText error={error} /> : null}
    </section>
  );
}

/**
 * The guest's manage page: their booking alone, and while allowed, reschedule and cancel. In the page's language;
 * `serviceNameAr` is the Arabic name of the booking's service when the page knows it (the English one shows,
 * marked lang="en", when it does not).
 */
export function ManageBooking({
  token,
  serviceNamesAr,
}: {
  token: string;
  /** The services' Arabic names by id, on an Arabic page. */
  serviceNamesAr?: ReadonlyMap<number, string> | undefined;
}) {
  const booking = useManagedBooking(token);
  const t = useT();
  const serverSays = useServerSays();
  const [notice, setNotice] = useState('');

  if (booking.isPending) return <Spinner label={t('manage.loading')} />;
  if (booking.isError) {
    const error = serverSays(booking.error, t('manage.loadError'));
    return (
      <div className="space-y-6">
        <p role="alert" lang={error.lang} className="rounded-2xl border border-sand-300 bg-white p-5 text-ink">
          {error.text}
        </p>
        <SpaContact />
      </div>
    );
  }
  const b = booking.data;
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className={notice ? 'rounded-2xl border border-forest-700 bg-sand-50 p-4 font-medium text-forest-900' : 'sr-only'}>
        {notice}
      </p>
      <Details booking={b} serviceNameAr={serviceNamesAr?.get(b.serviceId)} />
      <ManageDocuments token={token} documents={b.documents} />
      <ManageDeposit deposit={b.deposit} />
      {b.canChange ? (
        <>
          <Reschedule token={token} booking={b} onDone={setNotice} />
          <Cancel token={token} onDone={setNotice} deposit={b.deposit} />
        </>
      ) : (
        <Reason booking={b} />
      )}
      <SpaContact />
    </div>
  );
}
