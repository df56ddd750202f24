import { CalendarCheck, CreditCard, Mail } from 'lucide-react';

import { useT, type MessageId } from '@/lib/i18n';

const steps: readonly { icon: typeof Mail; title: MessageId; text: MessageId }[] = [
  { icon: CreditCard, title: 'packages.how.choose.title', text: 'packages.how.choose.text' },
  { icon: Mail, title: 'packages.how.code.title', text: 'packages.how.code.text' },
  { icon: CalendarCheck, title: 'packages.how.book.title', text: 'packages.how.book.text' },
];

/** How a package or a membership works, beside the offers: it needs no data, so it is in the page's first HTML. */
export function OfferSteps() {
  const t = useT();
  return (
    <section aria-labelledby="offer-steps-heading" className="on-dark rounded-2xl bg-forest-800 p-6 text-sand-100 shadow-sm sm:p-8">
      <h2 id="offer-steps-heading" className="text-3xl font-semibold text-sand-50">
        {t('packages.how.heading')}
      </h2>
      <ol className="mt-6 space-y-6">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-500 text-forest-900">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-sand-50">{t(title)}</h3>
              <p className="mt-1 text-sand-200">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
