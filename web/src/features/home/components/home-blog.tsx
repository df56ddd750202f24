import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { T } from '@/lib/trans';

import { SectionHeading } from './home-section';

/** Home, section 9: the first three posts (the route puts the blog feature's cards inside) and View All Posts. */
export function HomeBlog({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="home-blog-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="home-blog-heading" eyebrow="home.blog.eyebrow" title="home.blog.title">
        <p>
          <T id="home.blog.intro" />
        </p>
      </SectionHeading>
      <div className="mt-12">{children}</div>
      <div className="mt-10 text-center">
        <Link to={paths.blog.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <T id="home.blog.viewAll" />
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}
