import { ResponsiveImage } from '@/components/ui/responsive-image';

import { teamMembers } from '../data/team';

/** The About page's three team members (name, title, speciality, experience, image). */
export function AboutTeam() {
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="team-heading" className="text-4xl font-semibold sm:text-5xl">
          Meet Our Team
        </h2>
        <p className="mt-4 text-lg text-muted">Certified therapists who bring years of skill and a gentle touch to every treatment.</p>
      </div>
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {teamMembers.map((member) => (
          <li key={member.name}>
            <article
              aria-label={member.name}
              className="h-full overflow-hidden rounded-2xl border border-sand-300 bg-sand-50 shadow-sm"
            >
              <ResponsiveImage
                image={member.image}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/5] h-auto w-full bg-sand-200 object-cover"
              />
              <div className="p-6">
                <h3 className="text-2xl font-semibold">{member.name}</h3>
                <p className="mt-1 font-medium text-gold-700">{member.title}</p>
                <dl className="mt-4 space-y-2 text-sm">
                  <div>
                    <dt className="font-semibold text-forest-800">Speciality</dt>
                    <dd className="text-muted">{member.speciality}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-forest-800">Experience</dt>
                    <dd className="text-muted">{member.experience}</dd>
                  </div>
                </dl>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
