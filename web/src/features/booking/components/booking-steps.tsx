import { CalendarClock, MessageCircle, Sparkles, UserRound, type LucideIcon } from 'lucide-react';

import { useT, type MessageId } from '@/lib/i18n';

const steps: readonly { title: MessageId; text: MessageId; Icon: LucideIcon }[] = [
  { title: 'booking.steps.service.title', text: 'booking.steps.service.text', Icon: Sparkles },
  { title: 'booking.steps.details.title', text: 'booking.steps.details.text', Icon: UserRound },
  { title: 'booking.steps.time.title', text: 'booking.steps.time.text', Icon: CalendarClock },
  { title: 'booking.steps.whatsapp.title', text: 'booking.steps.whatsapp.text', Icon: MessageCircle },
];

/** The Booking page's four-step strip. */
export function BookingSteps() {
  const t = useT();
  return (
    <section aria-labelledby="booking-steps-heading" className="border-b border-sand-300 bg-sand-50 px-4 py-10">
      <h2 id="booking-steps-heading" className="sr-only">
        {t('booking.steps.heading')}
      </h2>
      <ol className="mx-auto grid max-w-7xl grid-cols-2 gap-6 lg:grid-cols-4">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="flex flex-col items-center gap-3 text-center sm:flex-row sm:items-start sm:text-start">
            <span className="relative grid size-14 shrink-0 place-items-center rounded-full bg-forest-800 text-gold-300">
              <Icon aria-hidden="true" className="size-6" />
              <span
                aria-hidden="true"
                className="absolute -top-1 -end-1 grid size-6 place-items-center rounded-full bg-gold-500 text-xs font-bold text-forest-900"
              >
                {index + 1}
              </span>
            </span>
            <span>
              <span className="block font-semibold text-forest-800">
                <span className="sr-only">{t('booking.steps.step', { number: index + 1 })} </span>
                {t(title)}
              </span>
              <span className="mt-1 block text-sm text-muted">{t(text)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
