import { useDeferredValue, useRef } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/lib/i18n';

import { usePosts } from '../api/get-posts';
import { useBlogFilter } from '../hooks/use-blog-filter';
import { countCategories, filterPosts } from '../utils/filter-posts';
import { BlogFilters } from './blog-filters';
import { BlogSidebar } from './blog-sidebar';
import { FeaturedPosts } from './featured-posts';
import { PostList } from './post-list';

/**
 * The blog list below the hero: search and categories, Featured Articles, the filtered list and the
 * sidebar. A spinner while loading; a message when the posts cannot be loaded.
 */
export function BlogExplorer() {
  // /ar/blog lists the posts that have an Arabic version, in Arabic.
  const posts = usePosts(useLocale());
  const filter = useBlogFilter();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The first render of the loaded posts is a big one. Deferred, React renders it in slices and the phone
  // answers taps in between, instead of freezing for one long task; the spinner stays until it is done.
  const all = useDeferredValue(posts.data);

  if (posts.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <h2 className="text-3xl font-semibold">Failed to load blog posts</h2>
        <p className="mt-3 text-muted">Please try again later.</p>
      </div>
    );
  }

  // A screen tall: what follows stays below the fold until the posts take its place (no layout shift).
  if (all === undefined) return <Spinner label="Loading blog posts" className="min-h-svh items-start" />;

  const categories = countCategories(all);
  const visible = filterPosts(all, { search: filter.search, category: filter.category });

  // A category chosen in the sidebar (below the list on phones) takes the visitor to the results.
  const showCategoryFromSidebar = (category: string) => {
    filter.setCategory(category);
    const heading = resultsHeading.current;
    if (heading) {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <BlogFilters
        search={filter.search}
        onSearchChange={filter.setSearch}
        category={filter.category}
        categories={categories.map((c) => c.category)}
        onCategoryChange={filter.setCategory}
      />

      <FeaturedPosts posts={all} />

      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="latest-heading" className="scroll-mt-24">
          <h2 id="latest-heading" ref={resultsHeading} tabIndex={-1} className="text-3xl font-semibold outline-none sm:text-4xl">
            Latest Articles
          </h2>
          <div aria-hidden="true" className="mt-3 mb-8 h-px w-16 bg-gold-500" />
          <p role="status" className="sr-only">
            {visible.length === 1 ? '1 article' : `${visible.length} articles`}
          </p>
          <PostList posts={visible} onClearFilters={filter.clear} />
        </section>

        <BlogSidebar
          posts={all}
          categories={categories}
          category={filter.category}
          onCategoryChange={showCategoryFromSidebar}
        />
      </div>
    </div>
  );
}
