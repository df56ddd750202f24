import { Spinner } from '@/components/ui/spinner';
import { ResponsiveImage } from '@/components/ui/responsive-image';

import { useTeam } from '../api/get-team';

/** The About page's team: the therapists the manager shows (photo, name, speciality, short bio). */
export function AboutTeam() {
  const team = useTeam();
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="team-heading" className="text-4xl font-semibold sm:text-5xl">
          Meet Our Team
        </h2>
        <p className="mt-4 text-lg text-muted">Certified therapists who bring years of skill and a gentle touch to every treatment.</p>
      </div>
      {team.isPending ? <Spinner label="Loading the team" /> : null}
      {team.isError ? (
        <p role="alert" className="mt-12 text-center text-muted">
          The team could not be loaded. Please try again later.
        </p>
      ) : null}
      {team.data ? (
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.data.map((member) => (
            <li key={member.id}>
              <article aria-label={member.name} className="h-full overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm">
                {member.image ? (
                  <ResponsiveImage
                    image={member.image}
                    sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[4/5] h-auto w-full bg-sand-200 object-cover"
                  />
                ) : null}
                <div className="p-6">
                  <h3 className="text-2xl font-semibold">{member.name}</h3>
                  {member.speciality ? <p className="mt-1 font-medium text-gold-700">{member.speciality}</p> : null}
                  {member.bio ? <p className="mt-4 text-sm leading-relaxed text-muted">{member.bio}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
