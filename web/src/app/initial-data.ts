import type { QueryClient } from '@tanstack/react-query';

import { parseTeam, teamQueryKey } from '@/features/about/api/get-team';
import { parsePostDetail, postQueryKey } from '@/features/blog/api/get-post';
import { parsePosts, parsePostsPath, postsQueryKey } from '@/features/blog/api/get-posts';
import { galleryQueryKey, parseGallery } from '@/features/gallery/api/get-gallery';
import { faqQueryKey, parseFaq } from '@/features/home/api/get-faq';
import { parseReviews, reviewsQueryKey } from '@/features/home/api/get-reviews';
import { serviceNamesPath, serviceNamesQueryKey } from '@/features/services/api/get-service-names';
import { parseServices, servicesQueryKey } from '@/features/services/api/get-services';

/**
 * The API answers a page was rendered with on the server (internal/httpapi/render.go). The server writes
 * them into the page as `<script type="application/json" id="dayspa-data">`, keyed by the API path they
 * answer (`/api/services`, the footer's `/api/services?summary=true`, the blog's lists as postsPath writes them: `/api/blog?summary=true`,
 * `/api/blog?limit=3&summary=true`, in Arabic `/api/blog?lang=ar&summary=true` and
 * `/api/blog?limit=3&lang=ar&summary=true`; a post's `/api/blog/{slug}`, an Arabic version's
 * `/api/blog/{Arabic slug}?lang=ar`); the app puts them in its query cache before its first
 * render, so it hydrates the same HTML and asks the API for none of them again.
 */
export const initialDataElementId = 'dayspa-data';

const blogPostPath = /^\/api\/blog\/([^/?]+)(\?lang=ar)?$/;

/** Puts each answer in `data` into the cache under the key its query uses, read by that query's own parser. */
export function seedQueries(queryClient: QueryClient, data: unknown): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  for (const [path, answer] of Object.entries(data)) {
    try {
      if (path === '/api/services') {
        queryClient.setQueryData(servicesQueryKey, parseServices(answer));
      } else if (path === serviceNamesPath) {
        queryClient.setQueryData(serviceNamesQueryKey, parseServices(answer));
      } else if (path === '/api/gallery') {
        queryClient.setQueryData(galleryQueryKey, parseGallery(answer));
      } else if (path === '/api/team') {
        queryClient.setQueryData(teamQueryKey, parseTeam(answer));
      } else if (path === '/api/reviews') {
        queryClient.setQueryData(reviewsQueryKey, parseReviews(answer));
      } else if (path === '/api/faq') {
        queryClient.setQueryData(faqQueryKey, parseFaq(answer));
      } else {
        // A blog list, under the key of the query that asks for it by that very path.
        const list = parsePostsPath(path);
        if (list) queryClient.setQueryData(postsQueryKey(list), parsePosts(answer));
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
