import { describe, expect, it } from 'vitest';

import { postQueryKey } from '@/features/blog/api/get-post';
import { latestPostsQueryKey, postsQueryKey, postsQueryKeyIn } from '@/features/blog/api/get-posts';
import { faqQueryKey } from '@/features/home/api/get-faq';
import { reviewsQueryKey } from '@/features/home/api/get-reviews';
import { servicesQueryKey } from '@/features/services/api/get-services';
import { createQueryClient } from '@/lib/query-client';

import { initialDataElementId, readInitialData, seedQueries } from './initial-data';

const service = {
  id: 1,
  name: 'Signature Arabian Massage',
  description: 'Warm oud-scented oil.',
  category: 'Massage Therapy',
  duration: 90,
  price: '450.00',
  isActive: true,
};
const post = {
  id: 7,
  slug: 'rose facial',
  title: 'The Rose Facial',
  excerpt: '',
  content: '# Rose',
  category: 'Skincare',
  tags: ['rose'],
  featuredImage: '',
  cover: null,
  coverAlt: '',
  createdAt: '2026-11-10T08:00:00Z',
  publishAt: '2026-11-10T08:00:00Z',
  updatedAt: '2026-11-10T08:00:00Z',
  author: '',
  seoTitle: '',
  seoDescription: '',
  language: 'en',
  translationSlug: null,
  contentHtml: '<h1>Rose</h1>',
};

describe('seedQueries', () => {
  it("puts each answer under its query's key, read by the query's parser", () => {
    const queryClient = createQueryClient();
    seedQueries(queryClient, { '/api/services': [service], '/api/blog/rose%20facial': post });
    expect(queryClient.getQueryData(servicesQueryKey)).toEqual([service]);
    expect(queryClient.getQueryData(postQueryKey('rose facial'))).toEqual(post);
    // Fresh: the page's query does not fetch it again on mount.
    expect(queryClient.getQueryState(servicesQueryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(servicesQueryKey)?.status).toBe('success');
  });

  it("puts the home page's reviews and questions under their keys, in the shape the components read", () => {
    const queryClient = createQueryClient();
    const review = { id: 3, name: 'Sarah M.', text: 'Lovely.', rating: 5, date: '2026-01-02', detail: 'Marina', shown: true, position: 1 };
    const entry = { id: 4, question: 'Parking?', answer: 'Valet.', position: 1 };
    seedQueries(queryClient, { '/api/reviews': [review], '/api/faq': [entry] });
    expect(queryClient.getQueryData(reviewsQueryKey)).toEqual([{ id: 3, name: 'Sarah M.', text: 'Lovely.', rating: 5, date: '2026-01-02', detail: 'Marina' }]);
    expect(queryClient.getQueryData(faqQueryKey)).toEqual([{ id: 4, question: 'Parking?', answer: 'Valet.' }]);
    // A rating out of 1 to 5 is not the shape: left to the query.
    seedQueries(queryClient, { '/api/reviews': [{ ...review, rating: 9 }] });
    expect(queryClient.getQueryData(reviewsQueryKey)).toHaveLength(1);
  });

  it('puts an Arabic version under its own keys, apart from the English post of the same slug', () => {
    const queryClient = createQueryClient();
    const arabic = { ...post, slug: 'طقوس-الحمام', title: 'طقوس الحمام', language: 'ar', translationSlug: 'rose facial' };
    seedQueries(queryClient, {
      [`/api/blog/${encodeURIComponent('طقوس-الحمام')}?lang=ar`]: arabic,
      '/api/blog?lang=ar': [{ ...arabic, contentHtml: undefined }],
    });
    expect(queryClient.getQueryData(postQueryKey('طقوس-الحمام', 'ar'))).toEqual(arabic);
    expect(queryClient.getQueryData(postQueryKey('طقوس-الحمام'))).toBeUndefined();
    expect(queryClient.getQueryData(postsQueryKeyIn('ar'))).toEqual([{ ...arabic, contentHtml: undefined }]);
    expect(queryClient.getQueryData(postsQueryKey)).toBeUndefined();
    // The Arabic home page's preview.
    seedQueries(queryClient, { '/api/blog?limit=3&lang=ar': [{ ...arabic, contentHtml: undefined }] });
    expect(queryClient.getQueryData(latestPostsQueryKey(3, 'ar'))).toEqual([{ ...arabic, contentHtml: undefined }]);
    expect(queryClient.getQueryData(latestPostsQueryKey(3))).toBeUndefined();
  });

  it("puts the home page's newest posts under their own key, not the whole list's", () => {
    const queryClient = createQueryClient();
    const listed = { ...post, contentHtml: undefined };
    seedQueries(queryClient, { '/api/blog?limit=3': [listed] });
    expect(queryClient.getQueryData(latestPostsQueryKey(3))).toEqual([listed]);
    expect(queryClient.getQueryData(postsQueryKey)).toBeUndefined();
  });

  it('leaves out an answer without its shape, and ignores what is not an object', () => {
    const queryClient = createQueryClient();
    seedQueries(queryClient, { '/api/services': [{ id: 'one' }], '/api/unknown': [] });
    seedQueries(queryClient, null);
    seedQueries(queryClient, [service]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('readInitialData', () => {
  it("reads the server's block, and nothing when there is none or it is broken", () => {
    expect(readInitialData(document)).toBeNull();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = initialDataElementId;
    block.textContent = JSON.stringify({ '/api/services': [service] });
    document.body.append(block);
    expect(readInitialData(document)).toEqual({ '/api/services': [service] });
    block.textContent = '{broken';
    expect(readInitialData(document)).toBeNull();
    block.remove();
  });
});
