import { ratingLabelId, spaClaims } from '@/config/spa-claims';
import type { MessageId } from '@/lib/i18n';
import { T } from '@/lib/trans';

const claims: readonly { value: string; labelId: MessageId }[] = [spaClaims.happyClients, spaClaims.treatments, spaClaims.years];

/**
 * The About page's 'Achievements': the spa's claims, and its guest rating when there is one (the route
 * passes the figure of the reviews shown; without reviews the page claims no rating). The claims' labels are the
 * home page's (its catalog, which the About route loads too).
 */
export function AboutAchievements({ rating }: { rating: string | null }) {
  const stats = rating ? [...claims, { value: rating, labelId: ratingLabelId }] : claims;
  return (
    <section aria-labelledby="achievements-heading" className="on-dark bg-forest-800 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <h2 id="achievements-heading" className="text-center text-4xl font-semibold text-sand-50 sm:text-5xl">
          <T id="about.achievements.title" />
        </h2>
        <dl className={`mt-12 grid grid-cols-2 gap-8 ${stats.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
          {stats.map((stat) => (
            <div key={stat.labelId} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-sand-200">
                <T id={stat.labelId} />
              </dt>
              <dd className="font-display text-5xl font-semibold text-gold-300 sm:text-6xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
