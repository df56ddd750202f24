import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { whatsappUrl } from '@/config/business';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useBusiness, useSpaTimeZone } from '@/lib/site-config';

import { postDate, type Post } from '../api/get-posts';
import { recentPosts, type CategoryCount } from '../utils/filter-posts';
import { formatShortDate, machineDate } from '../utils/post-dates';
import { NewsletterForm } from './newsletter-form';

function SidebarCard({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-sand-300 bg-sand-50 p-6 shadow-sm', className)}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div aria-hidden="true" className="mt-2 mb-5 h-px w-12 bg-gold-500" />
      {children}
    </section>
  );
}

/** The blog list's sidebar: Recent Posts, Categories, Wellness Newsletter, Have Questions?. */
export function BlogSidebar({
  posts,
  categories,
  category,
  onCategoryChange,
}: {
  posts: readonly Post[];
  categories: readonly CategoryCount[];
  category: string;
  onCategoryChange: (category: string) => void;
}) {
  const business = useBusiness();
  const timeZone = useSpaTimeZone();
  return (
    <aside aria-label="Blog sidebar" className="space-y-6">
      <SidebarCard id="recent-posts-heading" title="Recent Posts">
        <ul className="space-y-4">
          {recentPosts(posts).map((post) => {
            const dateTime = machineDate(postDate(post), timeZone);
            return (
              <li key={post.id} className="border-b border-sand-300 pb-4 last:border-0 last:pb-0">
                <Link
                  to={paths.blogPost.getHref(post.slug)}
                  className="rounded-sm leading-snug font-semibold text-forest-800 hover:text-gold-700"
                >
                  {post.title}
                </Link>
                <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
                  {dateTime ? <time dateTime={dateTime}>{formatShortDate(postDate(post), timeZone)}</time> : <span>{formatShortDate(postDate(post), timeZone)}</span>}
                  {post.category ? (
                    <>
                      <span aria-hidden="true">·</span>
                      <span>{post.category}</span>
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      </SidebarCard>

      <SidebarCard id="categories-heading" title="Categories">
        <ul className="space-y-1">
          {categories.map(({ category: name, count }) => {
            const selected = name === category;
            return (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    onCategoryChange(name);
                  }}
                  className={cn(
                    'flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-3 text-start transition-colors',
                    selected ? 'bg-forest-800 text-sand-50' : 'text-forest-800 hover:bg-sand-200',
                  )}
                >
                  <span className="font-medium">{name}</span>{' '}
                  <span
                    className={cn(
                      'min-w-8 rounded-full px-2 py-0.5 text-center text-xs font-semibold',
                      selected ? 'bg-sand-50 text-forest-800' : 'bg-sand-200 text-forest-800',
                    )}
                  >
                    {count}
                    <span className="sr-only"> {count === 1 ? 'article' : 'articles'}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </SidebarCard>

      <SidebarCard id="newsletter-heading" title="Wellness Newsletter">
        <p className="mb-4 text-sm leading-relaxed text-muted">
          Seasonal wellness tips, new treatments and member offers, a few times a year.
        </p>
        <NewsletterForm labelledBy="newsletter-heading" />
      </SidebarCard>

      <SidebarCard id="questions-heading" title="Have Questions?" className="on-dark border-forest-700 bg-forest-800 text-sand-100 [&_h2]:text-sand-50">
        <p className="mb-5 text-sm leading-relaxed text-sand-200">
          <MessageCircle aria-hidden="true" className="me-1.5 inline size-4 text-gold-300" />
          Not sure which treatment is right for you? Our team is happy to help.
        </p>
        <a
          href={whatsappUrl(business, 'Hello! I have a question about your spa treatments.')}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'gold', className: 'w-full' })}
        >
          <WhatsAppIcon />
          Chat on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </SidebarCard>
    </aside>
  );
}
