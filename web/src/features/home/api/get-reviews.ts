import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export const reviewsQueryKey = ['/api/reviews'] as const;

/** A guest's review as GET /api/reviews sends it (the shown ones, in the manager's order). */
export type Review = Pick<ApiSchema<'Review'>, 'id' | 'name' | 'text' | 'rating' | 'date' | 'detail'>;

const isRating = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;

/** Checks GET /api/reviews's answer. */
export function parseReviews(data: unknown): Review[] {
  if (!Array.isArray(data)) throw new Error('GET /api/reviews: expected an array');
  return data.map((item: unknown, index): Review => {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof r.id !== 'number' || typeof r.name !== 'string' || typeof r.text !== 'string' || !isRating(r.rating)) {
      throw new Error(`GET /api/reviews: review ${index} has not its shape`);
    }
    return {
      id: r.id,
      name: r.name,
      text: r.text,
      rating: r.rating,
      date: typeof r.date === 'string' ? r.date : '',
      detail: typeof r.detail === 'string' ? r.detail : '',
    };
  });
}

export function getReviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewsQueryKey,
    queryFn: async ({ signal }) => parseReviews(await apiGet('/api/reviews', { signal })),
  });
}

/** The reviews the manager shows on the site. */
export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}

/**
 * The spa's rating: the mean of the shown reviews' stars to one decimal, rounded half up ('4.7'), as the
 * server puts it in the DaySpa structured data (dayspa.SpaRating); null without reviews, and then the site
 * claims no rating at all.
 */
export function spaRating(reviews: readonly Pick<Review, 'rating'>[]): string | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  const tenths = Math.floor((Math.floor((sum * 100) / reviews.length) + 5) / 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The spa's rating from the reviews shown now; null while they load, when they fail or when there are none. */
export function useSpaRating(): string | null {
  const reviews = useReviews();
  return reviews.data ? spaRating(reviews.data) : null;
}
