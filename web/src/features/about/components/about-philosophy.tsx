import { T } from '@/lib/trans';

import { values } from '../data/about-content';

/** The About page's 'Our Philosophy' with four values. */
export function AboutPhilosophy() {
  return (
    <section aria-labelledby="philosophy-heading" className="bg-sand-200 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="philosophy-heading" className="text-4xl font-semibold sm:text-5xl">
            <T id="about.philosophy.title" />
          </h2>
          <p className="mt-4 text-lg text-muted">
            <T id="about.philosophy.intro" />
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-sand-300 bg-sand-50 p-6 text-center shadow-sm">
              <span className="mx-auto grid size-14 place-items-center rounded-full bg-forest-800 text-gold-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-2xl font-semibold">
                <T id={title} />
              </h3>
              <p className="mt-2 leading-relaxed text-muted">
                <T id={text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
