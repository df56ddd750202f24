import { Isolated } from '@/components/ui/isolated';
import { formatPrice, formatTime } from '@/lib/format';
import { useLocale, useT, type MessageId } from '@/lib/i18n';
import { useSpaTimeZone } from '@/lib/site-config';

import type { PersonBooking, PersonData, PersonEmail } from '../api/person-data';
import { formatCalendarDay, formatInstantDay } from '../utils/dates';

import { card, DataSection, Facts, StatusText } from './data-parts';
import { PersonEntitlements, PersonOrders } from './person-holdings';

const bookingStatusWords: Record<string, MessageId> = {
  pending: 'privacy.status.pending',
  confirmed: 'privacy.status.confirmed',
  completed: 'privacy.status.completed',
  cancelled: 'privacy.status.cancelled',
  no_show: 'privacy.status.noShow',
};

const emailStatusWords: Record<string, MessageId> = {
  pending: 'privacy.emailStatus.pending',
  sent: 'privacy.emailStatus.sent',
  failed: 'privacy.emailStatus.failed',
  dropped: 'privacy.emailStatus.dropped',
};

function BookingItem({ booking }: { booking: PersonBooking }) {
  const locale = useLocale();
  const t = useT();
  const timeZone = useSpaTimeZone();
  return (
    <li className={card}>
      <h3 className="mb-3 font-display text-xl text-ink">
        {t('privacy.booking.title', { service: booking.serviceName, id: booking.id })}
      </h3>
      <Facts
        facts={[
          ['privacy.field.date', formatCalendarDay(booking.bookingDate, locale)],
          ['privacy.field.time', formatTime(booking.bookingTime, locale)],
          ['privacy.field.status', <StatusText key="status" words={bookingStatusWords} status={booking.status} />],
          ['privacy.field.amount', formatPrice(booking.totalAmount, locale)],
          ['privacy.field.name', <Isolated key="name" text={booking.name} />],
          ['privacy.field.email', <span key="email" dir="ltr">{booking.email}</span>],
          ['privacy.field.phone', booking.phone === '' ? '' : <span key="phone" dir="ltr">{booking.phone}</span>],
          ['privacy.field.requests', booking.specialRequests === '' ? '' : <Isolated key="requests" text={booking.specialRequests} />],
          ['privacy.field.bookedOn', formatInstantDay(booking.createdAt, locale, timeZone)],
        ]}
      />
    </li>
  );
}

function EmailItem({ email }: { email: PersonEmail }) {
  const locale = useLocale();
  const timeZone = useSpaTimeZone();
  return (
    <li className={card}>
      <Facts
        facts={[
          ['privacy.field.subject', <Isolated key="subject" text={email.subject} />],
          ['privacy.field.status', <StatusText key="status" words={emailStatusWords} status={email.status} />],
          ['privacy.field.sentOn', formatInstantDay(email.sentAt ?? email.createdAt, locale, timeZone)],
        ]}
      />
    </li>
  );
}

/**
 * Everything the spa holds about the person, part by part, in the page's language: the readable (and printable)
 * form of the export. Texts the guest or the spa wrote keep their own direction.
 */
export function PersonDataSections({ data }: { data: PersonData }) {
  const locale = useLocale();
  const timeZone = useSpaTimeZone();
  const day = (instant: string) => formatInstantDay(instant, locale, timeZone);
  const { customer, newsletter } = data;
  return (
    <div className="space-y-10">
      <DataSection id="your-data-details" title="privacy.section.details" empty={customer === null}>
        {customer ? (
          <div className={card}>
            <Facts
              facts={[
                ['privacy.field.name', <Isolated key="name" text={customer.name} />],
                ['privacy.field.email', <span key="email" dir="ltr">{customer.email}</span>],
                ['privacy.field.phone', customer.phone === '' ? '' : <span key="phone" dir="ltr">{customer.phone}</span>],
                ['privacy.field.customerSince', day(customer.createdAt)],
              ]}
            />
          </div>
        ) : null}
      </DataSection>

      <DataSection id="your-data-bookings" title="privacy.section.bookings" empty={data.bookings.length === 0}>
        <ul className="space-y-4">
          {data.bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      </DataSection>

      <DataSection id="your-data-messages" title="privacy.section.messages" empty={data.messages.length === 0}>
        <ul className="space-y-4">
          {data.messages.map((message) => (
            <li key={message.id} className={card}>
              <Facts
                facts={[
                  ['privacy.field.sentOn', day(message.createdAt)],
                  ['privacy.field.name', <Isolated key="name" text={message.name} />],
                  ['privacy.field.phone', message.phone === '' ? '' : <span key="phone" dir="ltr">{message.phone}</span>],
                  ['privacy.field.message', <Isolated key="message" text={message.message} />],
                ]}
              />
            </li>
          ))}
        </ul>
      </DataSection>

      <DataSection id="your-data-invoices" title="privacy.section.invoices" empty={data.invoices.length === 0}>
        <ul className="space-y-4">
          {data.invoices.map((invoice) => (
            <li key={invoice.id} className={card}>
              <h3 className="mb-3 font-display text-xl text-ink">
                {locale === 'ar' ? invoice.titleAr : invoice.title} <span dir="ltr">{invoice.number}</span>
              </h3>
              <Facts
                facts={[
                  ['privacy.field.issuedOn', day(invoice.issuedAt)],
                  ['privacy.field.total', formatPrice(invoice.total, locale)],
                ]}
              />
            </li>
          ))}
        </ul>
      </DataSection>

      <PersonEntitlements entitlements={data.entitlements} />

      <PersonOrders orders={data.orders} />

      <DataSection id="your-data-emails" title="privacy.section.emails" empty={data.emails.length === 0}>
        <ul className="space-y-4">
          {data.emails.map((email, index) => (
            // An e-mail has no id of its own in the export; its place in the list is stable.
            <EmailItem key={index} email={email} />
          ))}
        </ul>
      </DataSection>

      <DataSection id="your-data-consents" title="privacy.section.consents" empty={data.consents.length === 0}>
        <ul className="space-y-4">
          {data.consents.map((consent) => (
            <li key={consent.id} className={card}>
              <ConsentText />
              <Facts
                facts={[
                  ['privacy.field.givenOn', day(consent.createdAt)],
                  ['privacy.field.where', <Isolated key="source" text={consent.source} lang="en" />],
                  ['privacy.field.version', <span key="version" dir="ltr">{consent.version}</span>],
                ]}
              />
            </li>
          ))}
        </ul>
      </DataSection>

      <DataSection id="your-data-newsletter" title="privacy.section.newsletter" empty={newsletter === null}>
        {newsletter ? (
          <div className={card}>
            <Facts
              facts={[
                ['privacy.field.email', <span key="email" dir="ltr">{newsletter.email}</span>],
                ['privacy.field.subscribedOn', day(newsletter.createdAt)],
              ]}
            />
          </div>
        ) : null}
      </DataSection>
    </div>
  );
}

function ConsentText() {
  const t = useT();
  return <p className="mb-3">{t('privacy.consent.marketing')}</p>;
}
