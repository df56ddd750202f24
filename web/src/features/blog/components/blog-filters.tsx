import { Search } from 'lucide-react';
import { useId } from 'react';

import { Localized } from '@/components/ui/localized';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { T } from '@/lib/trans';

import { allCategory, type CategoryName } from '../utils/filter-posts';

/**
 * The blog list's search box and the category buttons ('All' first). A category shows its Arabic name on an
 * Arabic page, or its English one (marked lang=en) while it has none; its key, which the URL keeps, is English.
 */
export function BlogFilters({
  search,
  onSearchChange,
  onSearchFocus,
  category,
  categories,
  onCategoryChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  /** The visitor is about to search: the posts' text may be fetched. */
  onSearchFocus?: () => void;
  category: string;
  categories: readonly CategoryName[];
  onCategoryChange: (category: string) => void;
}) {
  const searchId = useId();
  const t = useT();
  return (
    <div className="space-y-5">
      <form role="search" aria-label={t('blog.search.form')} onSubmit={(event) => {
          event.preventDefault();
        }} className="mx-auto max-w-2xl">
        <label htmlFor={searchId} className="sr-only">
          <T id="blog.search.label" />
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-muted" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              onSearchChange(event.target.value);
            }}
            onFocus={onSearchFocus}
            placeholder={t('blog.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-full border border-[#8c7a5b] bg-sand-50 pe-4 ps-12 text-base text-ink shadow-xs placeholder:text-muted focus-visible:border-forest-700"
          />
        </div>
      </form>
      <div role="group" aria-label={t('blog.categories.label')} className="flex flex-wrap justify-center gap-2">
        {[{ category: allCategory, categoryAr: '' }, ...categories].map(({ category: name, categoryAr }) => {
          const selected = name === category;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={selected}
              onClick={() => {
                onCategoryChange(name);
              }}
              className={cn(
                'h-11 rounded-full border px-5 text-sm font-medium transition-colors',
                selected
                  ? 'border-forest-800 bg-forest-800 text-sand-50'
                  : 'border-[#8c7a5b] bg-sand-50 text-forest-800 hover:bg-sand-200',
              )}
            >
              {name === allCategory ? <T id="blog.categories.all" /> : <Localized en={name} ar={categoryAr} />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
