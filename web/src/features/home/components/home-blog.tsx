import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

import { SectionHeading } from './home-section';

/** Home, section 9: the first three posts (the route puts the blog feature's cards inside) and View All Posts. */
export function HomeBlog({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="home-blog-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="home-blog-heading" eyebrow="Wellness Blog" title="Wellness Insights">
        <p>Tips from our therapists on massage, skincare and living well in Dubai.</p>
      </SectionHeading>
      <div className="mt-12">{children}</div>
      <div className="mt-10 text-center">
        <Link to={paths.blog.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          View All Posts
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
