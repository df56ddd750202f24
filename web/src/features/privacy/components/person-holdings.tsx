import { Isolated } from '@/components/ui/isolated';
import { formatPrice } from '@/lib/format';
import { useLocale, useT, type MessageId } from '@/lib/i18n';
import { useSpaTimeZone } from '@/lib/site-config';

import type { PersonEntitlement, PersonOrder } from '../api/person-data';
import { formatCalendarDay, formatInstantDay } from '../utils/dates';

import { card, DataSection, Facts, StatusText } from './data-parts';

const kindWords: Record<string, MessageId> = {
  gift_card: 'privacy.kind.giftCard',
  package: 'privacy.kind.package',
  membership: 'privacy.kind.membership',
};

const entitlementStatusWords: Record<string, MessageId> = {
  active: 'privacy.entitlementStatus.active',
  expired: 'privacy.entitlementStatus.expired',
};

/** A person's name and e-mail as one value; "" (left out) when there is neither. */
function person(key: string, name: string, email: string) {
  if (name === '' && email === '') return '';
  return (
    <span key={key}>
      <Isolated text={name} /> <span dir="ltr">{email}</span>
    </span>
  );
}

/** The gift cards, packages and memberships the person holds or was given. */
export function PersonEntitlements({ entitlements }: { entitlements: PersonEntitlement[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <DataSection id="your-data-entitlements" title="privacy.section.entitlements" empty={entitlements.length === 0}>
      <ul className="space-y-4">
        {entitlements.map((e) => (
          <li key={e.code} className={card}>
            <h3 className="mb-3 font-display text-xl text-ink">
              <StatusText words={kindWords} status={e.kind} /> <span dir="ltr">{e.code}</span>
            </h3>
            <Facts
              facts={[
                [
                  'privacy.field.balance',
                  e.balanceAmount !== null
                    ? formatPrice(e.balanceAmount, locale)
                    : t('privacy.sessions', { count: e.balanceSessions ?? 0 }),
                ],
                ['privacy.field.validUntil', formatCalendarDay(e.expiresOn, locale)],
                ['privacy.field.status', <StatusText key="status" words={entitlementStatusWords} status={e.status} />],
                ['privacy.field.holder', person('holder', e.holderName, e.holderEmail)],
                ['privacy.field.recipient', person('recipient', e.recipientName, e.recipientEmail)],
              ]}
            />
          </li>
        ))}
      </ul>
    </DataSection>
  );
}

/** What the person bought online, or was named the recipient of. */
export function PersonOrders({ orders }: { orders: PersonOrder[] }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useSpaTimeZone();
  return (
    <DataSection id="your-data-orders" title="privacy.section.orders" empty={orders.length === 0}>
      <ul className="space-y-4">
        {orders.map((o, index) => (
          // An order has no id in the export; its place in the list is stable.
          <li key={index} className={card}>
            <h3 className="mb-3 font-display text-xl text-ink">
              <StatusText words={kindWords} status={o.kind} />
              {o.what === '' ? null : (
                <>
                  {': '}
                  <Isolated text={o.what} />
                </>
              )}
            </h3>
            <Facts
              facts={[
                ['privacy.field.orderedOn', formatInstantDay(o.createdAt, locale, timeZone)],
                ['privacy.field.amount', formatPrice(o.amount, locale)],
                ['privacy.field.status', t(o.paid ? 'privacy.order.paid' : 'privacy.order.unpaid')],
                ['privacy.field.buyer', person('buyer', o.buyerName, o.buyerEmail)],
                ['privacy.field.recipient', person('recipient', o.recipientName, o.recipientEmail)],
                ['privacy.field.message', o.message === '' ? '' : <Isolated key="message" text={o.message} />],
                ['privacy.field.deliveryDate', o.deliveryDate ? formatCalendarDay(o.deliveryDate, locale) : ''],
              ]}
            />
          </li>
        ))}
      </ul>
    </DataSection>
  );
}
