import type { ReactNode } from 'react';

import { useIsolate } from '@/components/ui/isolate';
import { shownIf } from '@/config/business';
import { useT } from '@/lib/i18n';
import { useSiteConfig } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { ContactLines, LegalDocument, LegalPoints, LegalSection, legalLinkClass, MessageLink, SpaPlaceSentence } from './legal-document';

const snapPrivacyUrl = 'https://values.snap.com/privacy/privacy-policy';

/** The "Your data" section's id: the e-mailed link's page sends an expired link's guest here. */
const yourDataAnchor = 'your-data';

/**
 * The privacy policy: what the site's forms and the booking collect, why, for how long, who else receives it,
 * and how to have it corrected or deleted, in the page's language. The ad tracker's part shows only when the
 * server turned the tracker on (DAYSPA_SNAP_PIXEL_ID), as the tracker itself does. `dataRequest` is the "Your
 * data" section's form (another feature's, composed by the route).
 */
export function PrivacyPolicy({ dataRequest }: { dataRequest: ReactNode }) {
  // The months are the retention job's, as the owner set them: the policy says what the software does.
  const { business, snapPixelId, retention } = useSiteConfig();
  const t = useT();
  const isolate = useIsolate();
  const trackerOn = snapPixelId !== '';
  return (
    <LegalDocument
      intro={
        <>
          <p>
            <SpaPlaceSentence id="legal.privacy.intro1" />
          </p>
          <p>
            <T id="legal.privacy.intro2" />
          </p>
        </>
      }
    >
      <LegalSection id="privacy-collect" title={t('legal.privacy.collect.title')}>
        <LegalPoints
          points={[
            'legal.privacy.collect.booking',
            'legal.privacy.collect.contact',
            'legal.privacy.collect.newsletter',
            'legal.privacy.collect.marketing',
            'legal.privacy.collect.visit',
            'legal.privacy.collect.invoices',
          ]}
        />
        <p>
          <T id="legal.privacy.collect.cookies" />
        </p>
      </LegalSection>

      <LegalSection id="privacy-why" title={t('legal.privacy.why.title')}>
        <LegalPoints
          points={[
            'legal.privacy.why.booking',
            'legal.privacy.why.message',
            'legal.privacy.why.newsletter',
            'legal.privacy.why.records',
            'legal.privacy.why.security',
          ]}
        />
      </LegalSection>

      <LegalSection id="privacy-keep" title={t('legal.privacy.keep.title')}>
        <LegalPoints
          points={[
            { id: 'legal.privacy.keep.bookings', values: { period: isolate(retention.inactiveCustomers) } },
            { id: 'legal.privacy.keep.messages', values: { period: isolate(retention.contactMessages) } },
            'legal.privacy.keep.invoices',
            { id: 'legal.privacy.keep.emails', values: { period: isolate(retention.emailBodies) } },
            'legal.privacy.keep.newsletter',
            'legal.privacy.keep.logs',
            { id: 'legal.privacy.keep.audit', values: { period: isolate(retention.auditEvents) } },
          ]}
        />
      </LegalSection>

      <LegalSection id="privacy-share" title={t('legal.privacy.share.title')}>
        <p>
          <T id="legal.privacy.share.text" />
        </p>
      </LegalSection>

      {trackerOn ? (
        <LegalSection id="privacy-ads" title={t('legal.privacy.ads.title')} {...shownIf('snapPixelId')}>
          <p>
            <T
              id="legal.privacy.ads.text"
              components={{
                0: <MessageLink href={snapPrivacyUrl} target="_blank" rel="noopener noreferrer" className={legalLinkClass} />,
                1: <span className="sr-only" />,
              }}
            />
          </p>
        </LegalSection>
      ) : null}

      <LegalSection id="privacy-rights" title={t('legal.privacy.rights.title')}>
        <p>
          <T id="legal.privacy.rights.text" />
        </p>
        <ContactLines business={business} />
        <p>
          <T id="legal.privacy.rights.complaint" />
        </p>
      </LegalSection>

      <LegalSection id={yourDataAnchor} title={t('legal.privacy.yourData.title')}>
        {dataRequest}
      </LegalSection>

      <LegalSection id="privacy-changes" title={t('legal.privacy.changes.title')}>
        <p>
          <T id="legal.privacy.changes.text" />
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
