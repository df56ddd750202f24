import { Link } from '@/components/ui/link';
import { useIsolate } from '@/components/ui/isolate';
import { paths } from '@/config/paths';
import { useT, type MessageId } from '@/lib/i18n';
import { useBusiness, useSiteConfig } from '@/lib/site-config';
import { T, type NodeValues } from '@/lib/trans';

import { ContactLines, LegalDocument, LegalSection, legalLinkClass } from './legal-document';

/** A list of the terms' points, each one message. */
function Points({ items }: { items: readonly { id: MessageId; values?: NodeValues }[] }) {
  return (
    <ul>
      {items.map(({ id, values }) => (
        <li key={id}>
          <T id={id} {...(values ? { values } : {})} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The terms of booking and visiting the spa, and of using the website, in the page's language. The change cut-off
 * is the server's (DAYSPA_CHANGE_CUTOFF), the one the guest's manage page keeps.
 */
export function TermsOfService() {
  const business = useBusiness();
  const { changeCutoff } = useSiteConfig();
  const t = useT();
  const isolate = useIsolate();
  return (
    <LegalDocument
      intro={
        <p>
          <T
            id="legal.terms.intro"
            values={{
              name: isolate(business.name),
              hotel: isolate(business.hotel),
              district: isolate(business.district),
              city: isolate(business.city),
            }}
          />
        </p>
      }
    >
      <LegalSection id="terms-booking" title={t('legal.terms.booking.title')}>
        <Points
          items={[
            { id: 'legal.terms.booking.request', values: { hours: isolate(business.hours.everyDayFrom) } },
            { id: 'legal.terms.booking.details' },
            { id: 'legal.terms.booking.other' },
          ]}
        />
      </LegalSection>

      <LegalSection id="terms-visit" title={t('legal.terms.visit.title')}>
        <Points
          items={[
            { id: 'legal.terms.visit.arrive' },
            { id: 'legal.terms.visit.health' },
            { id: 'legal.terms.visit.minors' },
            { id: 'legal.terms.visit.conduct' },
            { id: 'legal.terms.visit.valuables' },
          ]}
        />
      </LegalSection>

      <LegalSection id="terms-changes" title={t('legal.terms.changes.title')}>
        <p>
          <T id="legal.terms.changes.text" values={{ cutoff: isolate(changeCutoff) }} />
        </p>
      </LegalSection>

      <LegalSection id="terms-prices" title={t('legal.terms.prices.title')}>
        <p>
          <T id="legal.terms.prices.text" />
        </p>
      </LegalSection>

      <LegalSection id="terms-website" title={t('legal.terms.website.title')}>
        <p>
          <T
            id="legal.terms.website.text"
            components={{ 0: <Link to={paths.privacy.getHref()} className={legalLinkClass} /> }}
          />
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title={t('legal.terms.law.title')}>
        <p>
          <T id="legal.terms.law.text" />
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title={t('legal.terms.questions.title')}>
        <p>
          <T id="legal.terms.questions.text" />
        </p>
        <ContactLines business={business} />
      </LegalSection>
    </LegalDocument>
  );
}
