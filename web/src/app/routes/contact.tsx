import { PageHero } from '@/components/layout/page-hero';
import { ContactAside } from '@/features/contact/components/contact-aside';
import { ContactFormCard } from '@/features/contact/components/contact-form-card';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';
import { useRouteMeta } from '@/lib/meta';

/** The Contact page. */
export function ContactRoute() {
  useRouteMeta('/contact');
  return (
    <>
      <PageHero title="Get in Touch" eyebrow="Contact Us">
        <p>Questions about a treatment, a gift or a special occasion? Call, message or write to us; we answer within our opening hours.</p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ContactInfoCards />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ContactFormCard />
          <ContactAside />
        </div>
      </div>
    </>
  );
}
