
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useBusiness, useSiteConfig } from '@/lib/site-config';

import { ContactLines, LegalDocument, LegalSection, legalLinkClass } from './legal-document';

/** The terms of booking and visiting the spa, and of using the website. */
export function TermsOfService() {
  const business = useBusiness();
  const { changeCutoff } = useSiteConfig();
  return (
    <LegalDocument
      intro={
        <p>
          These terms apply when you book or receive a treatment at {business.name}, {business.hotel},{' '}
          {business.district}, {business.city}, and when you use this website. By requesting a booking you accept
          them.
        </p>
      }
    >
      <LegalSection id="terms-booking" title="Booking requests">
        <ul>
          <li>
            A booking made on this website, by WhatsApp or by phone is a request until we confirm it. We reply within
            15 minutes during opening hours, {business.hours.everyDayFrom}.
          </li>
          <li>
            Please give a name, e-mail address and phone number at which we can reach you; we may cancel a request we
            cannot confirm with you.
          </li>
          <li>
            If we cannot give the treatment at the time you chose, we propose another time; the booking stands once
            you accept it.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-visit" title="Your visit">
        <ul>
          <li>
            Please arrive 15 minutes before your treatment. A late arrival may shorten it, so that the next guest is not
            kept waiting; the price stays the same.
          </li>
          <li>
            Tell us before your treatment about any health condition, allergy, injury or pregnancy. Your therapist may
            adapt or decline a treatment that could harm you.
          </li>
          <li>Guests under 18 are welcome only with a parent or guardian who stays at the spa.</li>
          <li>
            Our therapists are professionals: any inappropriate behaviour ends the treatment at once, and the full price
            is due.
          </li>
          <li>Please leave jewellery and valuables at home or in your room; we are not liable for items left unattended.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-changes" title="Changes and cancellations">
        <p>
          You can change or cancel your appointment until {changeCutoff} before it starts, with the link in the
          e-mails we send you about your booking, or by phone or on WhatsApp. Changes and cancellations made in time
          cost nothing. For a later cancellation or a missed
          appointment we may charge part of the price, but only if we told you so when we confirmed the booking.
        </p>
      </LegalSection>

      <LegalSection id="terms-prices" title="Prices and payment">
        <p>
          Prices are in UAE dirhams (AED) and include VAT. The price that applies is the one shown when you made the
          booking. You pay at the spa after your treatment, in cash or by card.
        </p>
      </LegalSection>

      <LegalSection id="terms-website" title="This website">
        <p>
          We keep the website accurate, but treatments, prices and pictures may change. How we handle the details you
          give us is described in our{' '}
          <Link to={paths.privacy.getHref()} className={legalLinkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="Law">
        <p>
          These terms are governed by the laws of the United Arab Emirates as applied in the emirate where the spa is,
          whose courts decide any dispute. They do not take away any right you have as a consumer under UAE law.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="Questions">
        <p>Questions about these terms, or about a booking:</p>
        <ContactLines business={business} />
      </LegalSection>
    </LegalDocument>
  );
}
