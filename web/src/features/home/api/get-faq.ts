import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export const faqQueryKey = ['/api/faq'] as const;

/** A question of the home page with its answer, in English and Arabic ('' when not translated), as GET /api/faq sends it. */
export type FaqEntry = Pick<ApiSchema<'FAQEntry'>, 'id' | 'question' | 'questionAr' | 'answer' | 'answerAr'>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Checks GET /api/faq's answer. */
export function parseFaq(data: unknown): FaqEntry[] {
  if (!Array.isArray(data)) throw new Error('GET /api/faq: expected an array');
  return data.map((item: unknown, index): FaqEntry => {
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof r.id !== 'number' || typeof r.question !== 'string' || typeof r.answer !== 'string') {
      throw new Error(`GET /api/faq: entry ${index} has not its shape`);
    }
    return { id: r.id, question: r.question, questionAr: text(r.questionAr), answer: r.answer, answerAr: text(r.answerAr) };
  });
}

export function getFaqQueryOptions() {
  return queryOptions({
    queryKey: faqQueryKey,
    queryFn: async ({ signal }) => parseFaq(await apiGet('/api/faq', { signal })),
  });
}

/** The home page's questions, in the manager's order. */
export function useFaq() {
  return useQuery(getFaqQueryOptions());
}
