import { shownIf } from '@/config/business';
import { useSiteConfig } from '@/lib/site-config';

import { ContactLines, LegalDocument, LegalSection, legalLinkClass } from './legal-document';

const snapPrivacyUrl = 'https://values.snap.com/privacy/privacy-policy';

/**
 * The privacy policy: what the site's forms and the booking collect, why, for how long, who else receives it,
 * and how to have it corrected or deleted. The ad tracker's part shows only when the server turned the tracker
 * on (DAYSPA_SNAP_PIXEL_ID), as the tracker itself does.
 */
export function PrivacyPolicy() {
  const { business, snapPixelId } = useSiteConfig();
  const trackerOn = snapPixelId !== '';
  return (
    <LegalDocument
      intro={
        <>
          <p>
            {business.name} (“we”) runs this website and the spa at {business.hotel}, {business.district},{' '}
            {business.city}. This page explains what we learn about you when you use the site, why, how long we keep
            it and how you can have it corrected or deleted. We handle your details in line with the UAE Personal Data
            Protection Law (Federal Decree-Law No. 45 of 2021).
          </p>
          <p>We never sell your details, and we use them only for the purposes below.</p>
        </>
      }
    >
      <LegalSection id="privacy-collect" title="What we collect">
        <ul>
          <li>
            <strong>When you request a booking:</strong> your name, e-mail address, phone number, the treatment,
            date and time you choose, and any special requests you write (for example a health condition your
            therapist should know about). The booking form then opens WhatsApp on your device with the same request
            addressed to us; you decide whether to send it.
          </li>
          <li>
            <strong>When you write to us</strong> with a contact form: your name, e-mail address, phone number if you
            give it, and your message.
          </li>
          <li>
            <strong>When you subscribe to the newsletter:</strong> your e-mail address.
          </li>
          <li>
            <strong>When you visit any page:</strong> our server records, as every web server does, your device's
            internet address, the page asked for and the time, to keep the site running and to stop abuse.
          </li>
        </ul>
        <p>
          The site sets no cookies of its own for visitors. Only the spa's staff receive a sign-in cookie when
          they log in to the dashboard.
        </p>
      </LegalSection>

      <LegalSection id="privacy-why" title="Why we use it">
        <ul>
          <li>To confirm, prepare and give your treatment, and to contact you about your booking.</li>
          <li>To answer your message.</li>
          <li>To send the newsletter you asked for.</li>
          <li>To keep our accounts and the records UAE law requires of a business.</li>
          <li>To keep the website secure and working.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-keep" title="How long we keep it">
        <ul>
          <li>
            Bookings and the customer record they create: for five years after your last visit, the period UAE law
            requires us to keep business and tax records.
          </li>
          <li>Messages from the contact forms: for one year after we answer them.</li>
          <li>Newsletter subscriptions: until you ask us to stop sending it.</li>
          <li>Server records of visits: no longer than 30 days.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-share" title="Who else receives it">
        <p>
          Only our staff see your details. The companies that host this website store them for us and may not use
          them for anything else. A booking request you send on WhatsApp is carried by WhatsApp (Meta) under its own
          privacy terms.
        </p>
      </LegalSection>

      {trackerOn ? (
        <LegalSection id="privacy-ads" title="Advertising measurement" {...shownIf('snapPixelId')}>
          <p>
            To learn which of our advertisements bring guests, this site uses the Snap Pixel of Snap Inc. Snap's
            script is loaded from Snap's servers and may set cookies. It tells Snap which pages you view, when you
            choose a treatment in the booking form and when you send a booking request; with those two steps it sends
            the treatment, its price, the booking number, and your e-mail address and phone number (also in scrambled,
            hashed form) so that Snap can match the booking to an advertisement you saw. Snap handles this under{' '}
            <a href={snapPrivacyUrl} target="_blank" rel="noopener noreferrer" className={legalLinkClass}>
              its privacy policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
            . You can block it with your browser's tracking protection or a content blocker; the site works the
            same without it.
          </p>
        </LegalSection>
      ) : null}

      <LegalSection id="privacy-rights" title="Your rights, and how to ask for deletion">
        <p>
          You may ask us at any time what we hold about you, to correct it, to delete it, or to stop using it (for
          example to unsubscribe from the newsletter). Write or call us; we answer within 30 days. We delete
          everything the law does not require us to keep, and remove your name and contact details from the
          records we must keep.
        </p>
        <ContactLines business={business} />
        <p>
          If you are not satisfied with our answer, you may complain to the UAE Data Office.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="Changes to this policy">
        <p>
          When we change how we use your details, we update this page before the change takes effect.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
