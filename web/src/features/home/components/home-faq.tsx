import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

import { Isolated } from '@/components/ui/isolated';
import { Localized } from '@/components/ui/localized';
import { Spinner } from '@/components/ui/spinner';
import type { Business } from '@/config/business';
import { faqAnswerParts, fillFaqDetails } from '@/lib/faq-details';
import { useLocale, useT } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { useBusiness } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { useFaq } from '../api/get-faq';
import { SectionHeading } from './home-section';

/**
 * An answer with the spa's details written in. On an Arabic page the manager's Arabic answer (or, where she wrote
 * none, the English one marked lang="en" in its own direction), its phone number kept left to right and the other
 * details isolated.
 */
function FaqAnswer({ english, arabic, business }: { english: string; arabic: string; business: Business }) {
  const locale = useLocale();
  const { text, lang } = useLocalized()(english, arabic);
  if (locale === 'en') return <>{fillFaqDetails(text, business)}</>;
  const parts = faqAnswerParts(text, business).map((part, index) => {
    if (typeof part === 'string') return part;
    return part.detail === 'phone' ? (
      <span key={index} dir="ltr">
        {part.value}
      </span>
    ) : (
      <Isolated key={index} text={part.value} />
    );
  });
  return lang ? (
    <span lang={lang} dir="auto">
      {parts}
    </span>
  ) : (
    <>{parts}</>
  );
}

/**
 * Home, section 7: the manager's questions as an accordion (buttons in headings, aria-expanded), in her
 * order, their placeholders ({{phone}}…) filled with the spa's details as configured. No questions, no section.
 */
export function HomeFaq() {
  const faq = useFaq();
  const business = useBusiness();
  const t = useT();
  if (faq.data?.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="bg-sand-200 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-heading" eyebrow="home.faq.eyebrow" title="home.faq.title" />
        {faq.isPending ? <Spinner label={t('home.faq.loading')} className="min-h-80" /> : null}
        {faq.isError ? (
          <p role="alert" className="mt-10 text-center text-muted">
            <T id="home.faq.error" />
          </p>
        ) : null}
        {faq.data ? (
          <Accordion.Root type="single" collapsible className="mt-10 space-y-3">
            {faq.data.map((entry) => (
              <Accordion.Item
                key={entry.id}
                value={`faq-${entry.id}`}
                className="overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm"
              >
                <Accordion.Header className="font-sans">
                  <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-lg font-semibold text-forest-800 transition-colors hover:bg-sand-100">
                    <Localized en={entry.question} ar={entry.questionAr} />
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-gold-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 leading-relaxed whitespace-pre-line text-muted">
                  <FaqAnswer english={entry.answer} arabic={entry.answerAr} business={business} />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        ) : null}
      </div>
    </section>
  );
}
