import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

/** Admin reads start with '/api/admin/' (the lost-session policy finds them by it). */
export const adminReviewsKey = ['/api/admin/reviews'] as const;
export const adminFaqKey = ['/api/admin/faq'] as const;
/** The public lists the home page reads, refreshed when the manager changes them. */
const publicReviewsKey = ['/api/reviews'] as const;
const publicFaqKey = ['/api/faq'] as const;

export type AdminReview = ApiSchema<'Review'>;
export type AdminFaqEntry = ApiSchema<'FAQEntry'>;
/** What the review form sends (POST, or PATCH with the fields changed). */
export type ReviewFields = Pick<AdminReview, 'name' | 'text' | 'rating' | 'date' | 'detail' | 'shown'>;
export type FaqFields = Pick<AdminFaqEntry, 'question' | 'questionAr' | 'answer' | 'answerAr'>;

const record = (item: unknown): Record<string, unknown> => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {});

export function parseAdminReviews(data: unknown): AdminReview[] {
  if (!Array.isArray(data)) throw new Error('GET /api/admin/reviews: expected an array');
  return data.map((item: unknown, index): AdminReview => {
    const r = record(item);
    if (
      typeof r.id !== 'number' ||
      typeof r.name !== 'string' ||
      typeof r.text !== 'string' ||
      typeof r.rating !== 'number' ||
      typeof r.date !== 'string' ||
      typeof r.detail !== 'string' ||
      typeof r.shown !== 'boolean' ||
      typeof r.position !== 'number'
    ) {
      throw new Error(`GET /api/admin/reviews: review ${index} has not its shape`);
    }
    return { id: r.id, name: r.name, text: r.text, rating: r.rating, date: r.date, detail: r.detail, shown: r.shown, position: r.position };
  });
}

export function parseAdminFaq(data: unknown): AdminFaqEntry[] {
  if (!Array.isArray(data)) throw new Error('GET /api/admin/faq: expected an array');
  return data.map((item: unknown, index): AdminFaqEntry => {
    const r = record(item);
    if (typeof r.id !== 'number' || typeof r.question !== 'string' || typeof r.answer !== 'string' || typeof r.position !== 'number') {
      throw new Error(`GET /api/admin/faq: entry ${index} has not its shape`);
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { id: r.id, question: r.question, questionAr: text(r.questionAr), answer: r.answer, answerAr: text(r.answerAr), position: r.position };
  });
}

export function useAdminReviews() {
  return useQuery(
    queryOptions({
      queryKey: adminReviewsKey,
      queryFn: async ({ signal }) => parseAdminReviews(await apiGet(adminReviewsKey[0], { signal })),
    }),
  );
}

export function useAdminFaq() {
  return useQuery(
    queryOptions({
      queryKey: adminFaqKey,
      queryFn: async ({ signal }) => parseAdminFaq(await apiGet(adminFaqKey[0], { signal })),
    }),
  );
}

function useRefresh(adminKey: readonly string[], publicKey: readonly string[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: publicKey })]);
}

const itemPath = (base: string, id: number) => `${base}/${encodeURIComponent(String(id))}`;

/** `POST /api/admin/reviews`, or `PATCH /api/admin/reviews/{id}` with the fields given (and a new position). */
export function useSaveReview() {
  const refresh = useRefresh(adminReviewsKey, publicReviewsKey);
  return useMutation({
    mutationKey: ['/api/admin/reviews/save'],
    mutationFn: ({ id, fields }: { id?: number; fields: Partial<ReviewFields> & { position?: number } }) =>
      id === undefined ? apiSend('POST', adminReviewsKey[0], fields) : apiSend('PATCH', itemPath(adminReviewsKey[0], id), fields),
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/reviews/{id}`. */
export function useDeleteReview() {
  const refresh = useRefresh(adminReviewsKey, publicReviewsKey);
  return useMutation({
    mutationKey: ['/api/admin/reviews/delete'],
    mutationFn: (id: number) => apiSend('DELETE', itemPath(adminReviewsKey[0], id)),
    onSettled: refresh,
  });
}

/** `POST /api/admin/faq`, or `PATCH /api/admin/faq/{id}` with the fields given (and a new position). */
export function useSaveFaqEntry() {
  const refresh = useRefresh(adminFaqKey, publicFaqKey);
  return useMutation({
    mutationKey: ['/api/admin/faq/save'],
    mutationFn: ({ id, fields }: { id?: number; fields: Partial<FaqFields> & { position?: number } }) =>
      id === undefined ? apiSend('POST', adminFaqKey[0], fields) : apiSend('PATCH', itemPath(adminFaqKey[0], id), fields),
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/faq/{id}`. */
export function useDeleteFaqEntry() {
  const refresh = useRefresh(adminFaqKey, publicFaqKey);
  return useMutation({
    mutationKey: ['/api/admin/faq/delete'],
    mutationFn: (id: number) => apiSend('DELETE', itemPath(adminFaqKey[0], id)),
    onSettled: refresh,
  });
}
