import { CircleCheck } from 'lucide-react';

import { buttonLook } from '@/components/ui/button-look';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

import { commitments } from '../data/about-content';

/** The About page's commitment list. */
export function AboutCommitment() {
  return (
    <section aria-labelledby="commitment-heading" className="bg-sand-200 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id="commitment-heading" className="text-center text-4xl font-semibold sm:text-5xl">
          <T id="about.commitment.title" />
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {commitments.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-sand-50 p-4 leading-relaxed">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
              <span>
                <T id={item} />
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={paths.booking.getHref()} className={buttonLook({ size: 'lg' })}>
            <T id="about.commitment.book" />
          </Link>
        </div>
      </div>
    </section>
  );
}
