import { CalendarClock, MessageCircle, Sparkles, UserRound, type LucideIcon } from 'lucide-react';

const steps: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  { title: 'Choose Service', text: 'Pick the treatment you would like.', Icon: Sparkles },
  { title: 'Personal Details', text: 'Your name, e-mail and phone number.', Icon: UserRound },
  { title: 'Pick Date & Time', text: 'Any free hour within our opening hours.', Icon: CalendarClock },
  { title: 'WhatsApp Confirm', text: 'Send the request; we confirm it on WhatsApp.', Icon: MessageCircle },
];

/** The Booking page's four-step strip. */
export function BookingSteps() {
  return (
    <section aria-labelledby="booking-steps-heading" className="border-b border-sand-300 bg-sand-50 px-4 py-10">
      <h2 id="booking-steps-heading" className="sr-only">
        How booking works
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
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </span>
              <span className="mt-1 block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
