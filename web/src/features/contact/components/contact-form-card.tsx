import { ContactForm } from '@/components/contact-form/contact-form';
import { T } from '@/lib/trans';

/** The Contact page's form titled 'Send us a Message'. */
export function ContactFormCard() {
  return (
    <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm sm:p-8">
      <h2 id="contact-form-heading" className="text-3xl font-semibold sm:text-4xl">
        <T id="contact.card.title" />
      </h2>
      <p className="mt-2 mb-6 text-muted">
        <T id="contact.card.intro" />
      </p>
      <ContactForm aria-labelledby="contact-form-heading" />
    </section>
  );
}
