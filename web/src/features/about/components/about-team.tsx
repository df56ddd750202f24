import { Isolated } from '@/components/ui/isolated';
import { Localized } from '@/components/ui/localized';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useLocale, useT } from '@/lib/i18n';
import { T } from '@/lib/trans';

import { useTeam, type TeamCard } from '../api/get-team';

/**
 * A card's photo. The manager's alt text is English only (docs/product.md, Content in Arabic), marked so on an
 * Arabic page; without one, the page says whose portrait it is in its own language.
 */
function TeamPhoto({ member }: { member: TeamCard }) {
  const t = useT();
  const locale = useLocale();
  if (!member.image) return null;
  const own = member.altGiven;
  return (
    <ResponsiveImage
      image={member.image}
      alt={own ? member.image.alt : t('about.team.portrait', { name: member.name })}
      {...(own && locale !== 'en' ? { lang: 'en' } : {})}
      sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      className="aspect-[4/5] h-auto w-full bg-sand-200 object-cover"
    />
  );
}

/**
 * The About page's team: the therapists the manager shows (photo, name, speciality, short bio), the speciality and
 * bio in Arabic on an Arabic page where she wrote them.
 */
export function AboutTeam() {
  const team = useTeam();
  const t = useT();
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="team-heading" className="text-4xl font-semibold sm:text-5xl">
          <T id="about.team.title" />
        </h2>
        <p className="mt-4 text-lg text-muted">
          <T id="about.team.intro" />
        </p>
      </div>
      {team.isPending ? <Spinner label={t('about.team.loading')} /> : null}
      {team.isError ? (
        <p role="alert" className="mt-12 text-center text-muted">
          <T id="about.team.error" />
        </p>
      ) : null}
      {team.data ? (
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.data.map((member) => (
            <li key={member.id}>
              <article aria-label={member.name} className="h-full overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm">
                <TeamPhoto member={member} />
                <div className="p-6">
                  <h3 className="text-2xl font-semibold">
                    {/* A name is not translated: on an Arabic page it may be in Latin letters. */}
                    <Isolated text={member.name} />
                  </h3>
                  {member.speciality ? (
                    <p className="mt-1 font-medium text-gold-700">
                      <Localized en={member.speciality} ar={member.specialityAr} />
                    </p>
                  ) : null}
                  {member.bio ? (
                    <p className="mt-4 text-sm leading-relaxed text-muted">
                      <Localized en={member.bio} ar={member.bioAr} />
                    </p>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
