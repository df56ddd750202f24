import { Link } from '@/components/ui/link';
import { useIsolate } from '@/components/ui/isolate';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useBusiness, useSiteConfig } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { ContactLines, LegalDocument, LegalPoints, LegalSection, legalLinkClass, SpaPlaceSentence } from './legal-document';

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
          <SpaPlaceSentence id="legal.terms.intro" />
        </p>
      }
    >
      <LegalSection id="terms-booking" title={t('legal.terms.booking.title')}>
        <LegalPoints
          points={[
            { id: 'legal.terms.booking.request', values: { hours: isolate(business.hours.everyDayFrom) } },
            'legal.terms.booking.details',
            'legal.terms.booking.other',
          ]}
        />
      </LegalSection>

      <LegalSection id="terms-visit" title={t('legal.terms.visit.title')}>
        <LegalPoints
          points={[
            'legal.terms.visit.arrive',
            'legal.terms.visit.health',
            'legal.terms.visit.minors',
            'legal.terms.visit.conduct',
            'legal.terms.visit.valuables',
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
