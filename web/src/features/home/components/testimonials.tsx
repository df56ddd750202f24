import { Quote, Star } from 'lucide-react';

import { SectionHeading } from './home-section';

const testimonials: readonly { quote: string; name: string; detail: string }[] = [
  {
    quote:
      'After a week of back-to-back meetings in DIFC, the hot stone massage was exactly what I needed. She found every knot in my shoulders, and the herbal tea in the lounge afterwards was the perfect finish.',
    name: 'Sarah M.',
    detail: 'Dubai Marina resident',
  },
  {
    quote:
      'We booked the couples package for our anniversary while staying at the hotel. Rose petals, warm oils and total silence, just steps from our room. Booking on WhatsApp took two minutes.',
    name: 'Omar & Leila K.',
    detail: 'Hotel guests from Abu Dhabi',
  },
  {
    quote:
      'The Moroccan bath is the real thing: black soap, kessa scrub and so much care. My skin has never felt softer. I now come back every month between trips.',
    name: 'Priya R.',
    detail: 'Cabin crew, Al Barsha',
  },
];

/** Home, section 4: three static testimonials. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What Our Guests Say" />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-sand-300 bg-sand-50 p-7 shadow-sm">
              <div className="flex items-center justify-between">
                <p className="flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} aria-hidden="true" className="size-4 fill-gold-500 text-gold-500" />
                  ))}
                </p>
                <Quote aria-hidden="true" className="size-8 text-gold-500/50" />
              </div>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-sand-300 pt-4">
                <span className="block font-semibold text-forest-800">{t.name}</span>
                <span className="block text-sm text-muted">{t.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
