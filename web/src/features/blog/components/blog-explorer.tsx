import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useRef } from 'react';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useT } from '@/lib/i18n';
import { T } from '@/lib/trans';

import { getPostsQueryOptions, usePosts, usePostSummaries } from '../api/get-posts';
import { useBlogFilter } from '../hooks/use-blog-filter';
import { articleCountId } from '../utils/article-count';
import { countCategories, filterPosts } from '../utils/filter-posts';
import { BlogFilters } from './blog-filters';
import { BlogSidebar } from './blog-sidebar';
import { FeaturedPosts } from './featured-posts';
import { PostList } from './post-list';

/**
 * The blog list below the hero: search and categories, Featured Articles, the filtered list and the
 * sidebar. A spinner while loading; a message when the posts cannot be loaded.
 *
 * The cards need no post's text, so the list starts from the posts without their Markdown (what /blog's
 * first HTML carries); the search reads the text too, so the whole list is fetched when the visitor starts
 * searching (the search box's focus, or a search in the address), once, and then serves everything.
 */
export function BlogExplorer() {
  const queryClient = useQueryClient();
  // /ar/blog lists the posts that have an Arabic version, in Arabic; its search reads their Arabic text.
  const lang = useLocale();
  const t = useT();
  const filter = useBlogFilter();
  const searching = filter.search.trim() !== '';
  const full = usePosts(lang, { enabled: searching });
  const summaries = usePostSummaries(lang, { enabled: !searching && full.data === undefined });
  const posts = full.data ?? summaries.data;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The first render of the loaded posts is a big one. Deferred, React renders it in slices and the phone
  // answers taps in between, instead of freezing for one long task; the spinner stays until it is done.
  const all = useDeferredValue(posts);

  if (posts === undefined && (full.isError || summaries.isError)) {
    return <LoadError title="blog.loadError" text="blog.tryLater" look="page" className="px-4" />;
  }

  // A screen tall: what follows stays below the fold until the posts take its place (no layout shift).
  if (all === undefined) return <Spinner label={t('blog.loading')} className="min-h-svh items-start" />;

  // Searching before the posts' text is here: the titles and excerpts are, but not what the search reads.
  const textPending = searching && full.data === undefined;
  const loadText = () => {
    // A failure shows when the search asks for the list again.
    queryClient.query(getPostsQueryOptions({ lang })).catch(() => undefined);
  };

  const categories = countCategories(all);
  const visible = textPending ? [] : filterPosts(all, { search: filter.search, category: filter.category });

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
        onSearchFocus={loadText}
        category={filter.category}
        categories={categories}
        onCategoryChange={filter.setCategory}
      />

      <FeaturedPosts posts={all} />

      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="latest-heading" className="scroll-mt-24">
          <h2 id="latest-heading" ref={resultsHeading} tabIndex={-1} className="text-3xl font-semibold outline-none sm:text-4xl">
            <T id="blog.latest" />
          </h2>
          <div aria-hidden="true" className="mt-3 mb-8 h-px w-16 bg-gold-500" />
          <p role="status" className="sr-only">
            {textPending ? '' : t(articleCountId(visible.length, lang), { count: visible.length })}
          </p>
          {textPending ? (
            full.isError ? (
              <div role="alert" className="py-8 text-center">
                <p className="text-xl font-semibold">
                  <T id="blog.searchError" />
                </p>
                <p className="mt-2 text-muted">
                  <T id="blog.tryLater" />
                </p>
              </div>
            ) : (
              <Spinner label={t('blog.searching')} />
            )
          ) : (
            <PostList posts={visible} onClearFilters={filter.clear} />
          )}
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
