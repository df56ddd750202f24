import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClasses } from '@/components/ui/button-variants';
import { Link } from '@/components/ui/link';
import { Localized } from '@/components/ui/localized';
import { whatsappUrl } from '@/config/business';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';
import { useBusiness, useSpaTimeZone } from '@/lib/site-config';
import { T } from '@/lib/trans';

import { postDate, type Post } from '../api/get-posts';
import { articleCountId } from '../utils/article-count';
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

/**
 * The blog list's sidebar: Recent Posts, Categories, Wellness Newsletter, Have Questions?. A category shows its
 * Arabic name on an Arabic page, or its English one (marked lang=en) while the manager has given it none.
 */
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
  const locale = useLocale();
  const t = useT();
  return (
    <aside aria-label={t('blog.sidebar.label')} className="space-y-6">
      <SidebarCard id="recent-posts-heading" title={t('blog.sidebar.recent')}>
        <ul className="space-y-4">
          {recentPosts(posts).map((post) => {
            const dateTime = machineDate(postDate(post), timeZone);
            const date = formatShortDate(postDate(post), timeZone, locale);
            return (
              <li key={post.id} className="border-b border-sand-300 pb-4 last:border-0 last:pb-0">
                <Link
                  to={paths.blogPost.getHref(post.slug)}
                  className="rounded-sm leading-snug font-semibold text-forest-800 hover:text-gold-700"
                >
                  {post.title}
                </Link>
                <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-muted">
                  {dateTime && date ? (
                    <time dateTime={dateTime}>{date}</time>
                  ) : (
                    <span>
                      <T id="blog.date.missing" />
                    </span>
                  )}
                  {post.category ? (
                    <>
                      <span aria-hidden="true">·</span>
                      <Localized en={post.category} ar={post.categoryAr} />
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      </SidebarCard>

      <SidebarCard id="categories-heading" title={t('blog.sidebar.categories')}>
        <ul className="space-y-1">
          {categories.map(({ category: name, categoryAr, count }) => {
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
                  <span className="font-medium">
                    <Localized en={name} ar={categoryAr} />
                  </span>{' '}
                  <span
                    className={cn(
                      'min-w-8 rounded-full px-2 py-0.5 text-center text-xs font-semibold',
                      selected ? 'bg-sand-50 text-forest-800' : 'bg-sand-200 text-forest-800',
                    )}
                  >
                    <span aria-hidden="true">{count}</span>
                    <span className="sr-only">{t(articleCountId(count, locale), { count })}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </SidebarCard>

      <SidebarCard id="newsletter-heading" title={t('blog.sidebar.newsletter')}>
        <p className="mb-4 text-sm leading-relaxed text-muted">
          <T id="blog.sidebar.newsletterText" />
        </p>
        <NewsletterForm labelledBy="newsletter-heading" />
      </SidebarCard>

      <SidebarCard id="questions-heading" title={t('blog.sidebar.questions')} className="on-dark border-forest-700 bg-forest-800 text-sand-100 [&_h2]:text-sand-50">
        <p className="mb-5 text-sm leading-relaxed text-sand-200">
          <MessageCircle aria-hidden="true" className="me-1.5 inline size-4 text-gold-300" />
          <T id="blog.sidebar.questionsText" />
        </p>
        <a
          href={whatsappUrl(business, t('blog.sidebar.whatsappMessage'))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'gold', className: 'w-full' })}
        >
          <WhatsAppIcon />
          <T id="blog.sidebar.whatsapp" components={{ 0: <span className="sr-only" /> }} />
        </a>
      </SidebarCard>
    </aside>
  );
}
