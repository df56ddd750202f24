import { Quote, Star } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';
import { useIsolation } from '@/components/ui/use-isolation';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { T } from '@/lib/trans';

import { useReviews } from '../api/get-reviews';
import { SectionHeading } from './home-section';

/** A review's stars: as many filled as its rating, out of five, read as one image. */
function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <p className="flex gap-0.5" role="img" aria-label={t('home.reviews.stars', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-gold-500 text-gold-500' : 'fill-none text-gold-500/50')}
        />
      ))}
    </p>
  );
}

/** Home, section 4: the reviews the manager shows, in her order. No reviews, no section. */
export function Testimonials() {
  const reviews = useReviews();
  const t = useT();
  const isolate = useIsolation();
  if (reviews.data?.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="testimonials-heading" eyebrow="home.reviews.eyebrow" title="home.reviews.title" />
      {reviews.isPending ? <Spinner label={t('home.reviews.loading')} className="min-h-72" /> : null}
      {reviews.isError ? (
        <p role="alert" className="mt-12 text-center text-muted">
          <T id="home.reviews.error" />
        </p>
      ) : null}
      {reviews.data ? (
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {reviews.data.map((review) => (
            <li key={review.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-sand-300 bg-sand-50 p-7 shadow-sm">
                <div className="flex items-center justify-between">
                  <Stars rating={review.rating} />
                  <Quote aria-hidden="true" className="size-8 text-gold-500/50" />
                </div>
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed whitespace-pre-line text-ink">
                  {/* A guest's own words, in whatever language they wrote: each part in its own direction and language. */}
                  <p {...isolate(review.text)}>“{review.text}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-sand-300 pt-4">
                  <span className="block font-semibold text-forest-800" {...isolate(review.name)}>
                    {review.name}
                  </span>
                  {review.detail ? (
                    <span className="block text-sm text-muted" {...isolate(review.detail)}>
                      {review.detail}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
