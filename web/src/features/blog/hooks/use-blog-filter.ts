import { useCallback, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';

import { allCategory } from '../utils/filter-posts';

/** Marks the URL updates this hook makes, so it can tell them from the visitor's own navigations. */
const ownUpdate = { blogFilter: true } as const;
const isOwnUpdate = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { blogFilter?: unknown }).blogFilter === true;

/** An absent or empty parameter: `?category=` means All too. */
const nonEmpty = (value: string | null) => (value === null || value === '' ? undefined : value);

/**
 * The blog's filter (search text plus category, default 'All'), kept in the URL as
 * `?q=...&category=...` so a reload or a shared link shows the same view.
 *
 * The search box reads a local copy of the text: router updates run as transitions and could lag behind
 * fast typing. The copy follows the URL whenever the URL changes for another reason (a link to /blog,
 * back or forward).
 */
export function useBlogFilter() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlSearch = params.get('q') ?? '';
  const category = nonEmpty(params.get('category')) ?? allCategory;

  const [search, setSearchText] = useState(urlSearch);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === NavigationType.Pop || !isOwnUpdate(location.state)) setSearchText(urlSearch);
  }

  const write = useCallback(
    (next: { search: string; category: string }) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next.search === '') updated.delete('q');
          else updated.set('q', next.search);
          if (next.category === allCategory) updated.delete('category');
          else updated.set('category', next.category);
          return updated;
        },
        { replace: true, state: ownUpdate },
      );
    },
    [setParams],
  );

  const setSearch = (value: string) => {
    setSearchText(value);
    write({ search: value, category });
  };
  const setCategory = (value: string) => {
    write({ search, category: value });
  };
  const clear = () => {
    setSearchText('');
    write({ search: '', category: allCategory });
  };

  return { search, category, setSearch, setCategory, clear };
}
