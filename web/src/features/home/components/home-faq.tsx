import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

import type { Business } from '@/config/business';
import { useBusiness } from '@/lib/site-config';

import { SectionHeading } from './home-section';

const faqs = (business: Business): readonly { question: string; answer: string }[] => [
  {
    question: 'How do I book a treatment?',
    answer: `Book online in a minute: choose your treatment, date and time, and your request reaches us on WhatsApp. You can also call us on ${business.phone} or send us a WhatsApp message. We confirm within 15 minutes during opening hours, ${business.hours.everyDayFrom}.`,
  },
  {
    question: 'How early should I arrive?',
    answer:
      'Please arrive 15 minutes before your treatment. That leaves time to change, fill in a short health form, enjoy a welcome tea and tell your therapist what you would like. Arriving late may shorten your treatment.',
  },
  {
    question: 'What should I wear or bring?',
    answer:
      'Just yourself. We provide robes, slippers, towels and disposable underwear, and lockers for your belongings. For the Moroccan bath you may bring your own swimwear if you prefer. Leave jewellery and valuables at home or in your room.',
  },
  {
    question: 'Do you offer couples treatments, and can hotel guests book?',
    answer: `Yes. Our couples packages take place side by side in a private suite. Guests of ${business.hotel} and visitors from outside are equally welcome: hotel guests can book online, by WhatsApp or at the hotel reception.`,
  },
];

/** Home, section 7: four questions as an accordion (buttons in headings, aria-expanded). */
export function HomeFaq() {
  const business = useBusiness();
  return (
    <section aria-labelledby="faq-heading" className="bg-sand-200 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently Asked Questions" />
        <Accordion.Root type="single" collapsible className="mt-10 space-y-3">
          {faqs(business).map((faq, index) => (
            <Accordion.Item
              key={faq.question}
              value={`faq-${index}`}
              className="overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm"
            >
              <Accordion.Header className="font-sans">
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-forest-800 transition-colors hover:bg-sand-100">
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-gold-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-muted">{faq.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
