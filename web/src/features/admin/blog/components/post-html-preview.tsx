import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import '@/components/ui/article-body.css';

import { previewMarkdown } from '../api/save-post';

/** How long typing must pause before the preview is rendered again. */
const debounceMs = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}

/**
 * The Markdown as the article page will show it, rendered by the server's sanitizer (the one authority:
 * what is dropped here is dropped there), once typing pauses. The HTML is the server's sanitized output.
 */
export function PostHtmlPreview({ content, label }: { content: string; label: string }) {
  const settled = useDebounced(content, debounceMs);
  const preview = useQuery({
    queryKey: ['/api/admin/posts/preview', settled],
    queryFn: ({ signal }) => previewMarkdown(settled, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
  return (
    <section aria-label={label} aria-busy={preview.isFetching || settled !== content || undefined} className="min-h-40 rounded-2xl border border-sand-300 bg-white p-5">
      {preview.isPending ? (
        <Spinner label="Rendering preview" className="py-4" />
      ) : preview.isError ? (
        <p className="text-danger">The preview could not be rendered. It will try again as you type.</p>
      ) : preview.data === '' ? (
        <p className="text-muted">Nothing to preview yet.</p>
      ) : (
        // The server's sanitized HTML (internal/markdown), the same the public article shows.
        <div className="article-body" dangerouslySetInnerHTML={{ __html: preview.data }} />
      )}
    </section>
  );
}
