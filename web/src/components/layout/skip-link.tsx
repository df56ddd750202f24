import { T } from '@/lib/trans';

export const mainContentId = 'main-content';

/** First focusable element of every page: jumps past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-[60] rounded-full bg-forest-800 px-5 py-3 text-sand-50 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      <T id="layout.skipToContent" />
    </a>
  );
}
