import { PageHero } from '@/components/layout/page-hero';
import { ContactAside } from '@/features/contact/components/contact-aside';
import { ContactFormCard } from '@/features/contact/components/contact-form-card';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';
import { useT } from '@/lib/i18n';
import { useRouteMeta } from '@/lib/meta';
import { T } from '@/lib/trans';

/** The Contact page. */
export function ContactRoute() {
  useRouteMeta('/contact');
  const t = useT();
  return (
    <>
      <PageHero title={t('contact.hero.title')} eyebrow={t('contact.hero.eyebrow')}>
        <p>
          <T id="contact.hero.intro" />
        </p>
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
