import type { QueryClient } from '@tanstack/react-query';

import { parseTeam, teamQueryKey } from '@/features/about/api/get-team';
import { parsePostDetail, postQueryKey } from '@/features/blog/api/get-post';
import { latestPostsQueryKey, parsePosts, postsQueryKey, postsQueryKeyIn } from '@/features/blog/api/get-posts';
import { galleryQueryKey, parseGallery } from '@/features/gallery/api/get-gallery';
import { faqQueryKey, parseFaq } from '@/features/home/api/get-faq';
import { parseReviews, reviewsQueryKey } from '@/features/home/api/get-reviews';
import { parseServices, servicesQueryKey } from '@/features/services/api/get-services';

/**
 * The API answers a page was rendered with on the server (internal/httpapi/render.go). The server writes
 * them into the page as `<script type="application/json" id="dayspa-data">`, keyed by the API path they
 * answer (`/api/services`, `/api/blog?limit=3`, `/api/blog/{slug}`, in Arabic `/api/blog?lang=ar` and
 * `/api/blog/{Arabic slug}?lang=ar`); the app puts them in its query cache before its first
 * render, so it hydrates the same HTML and asks the API for none of them again.
 */
export const initialDataElementId = 'dayspa-data';

const blogPostPath = /^\/api\/blog\/([^/?]+)(\?lang=ar)?$/;
const latestPostsPath = /^\/api\/blog\?limit=(\d+)(&lang=ar)?$/;

/** Puts each answer in `data` into the cache under the key its query uses, read by that query's own parser. */
export function seedQueries(queryClient: QueryClient, data: unknown): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  for (const [path, answer] of Object.entries(data)) {
    try {
      if (path === '/api/services') {
        queryClient.setQueryData(servicesQueryKey, parseServices(answer));
      } else if (path === '/api/gallery') {
        queryClient.setQueryData(galleryQueryKey, parseGallery(answer));
      } else if (path === '/api/team') {
        queryClient.setQueryData(teamQueryKey, parseTeam(answer));
      } else if (path === '/api/reviews') {
        queryClient.setQueryData(reviewsQueryKey, parseReviews(answer));
      } else if (path === '/api/faq') {
        queryClient.setQueryData(faqQueryKey, parseFaq(answer));
      } else if (path === '/api/blog') {
        queryClient.setQueryData(postsQueryKey, parsePosts(answer));
      } else if (path === '/api/blog?lang=ar') {
        queryClient.setQueryData(postsQueryKeyIn('ar'), parsePosts(answer));
      } else {
        const latest = latestPostsPath.exec(path);
        if (latest?.[1]) queryClient.setQueryData(latestPostsQueryKey(Number(latest[1]), latest[2] ? 'ar' : 'en'), parsePosts(answer));
        const post = blogPostPath.exec(path);
        if (post?.[1]) {
          const slug = decodeURIComponent(post[1]);
          queryClient.setQueryData(postQueryKey(slug, post[2] ? 'ar' : 'en'), parsePostDetail(answer, slug));
        }
      }
    } catch {
      // An answer without its shape is left out: the page's query fetches it as usual.
    }
  }
}

/** The answers the server wrote into the page, or null when it wrote none. */
export function readInitialData(doc: Document): unknown {
  const text = doc.getElementById(initialDataElementId)?.textContent ?? '';
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
