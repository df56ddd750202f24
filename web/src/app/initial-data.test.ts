import { describe, expect, it } from 'vitest';

import { teamQueryKey, type TeamCard } from '@/features/about/api/get-team';
import { postQueryKey } from '@/features/blog/api/get-post';
import { postsQueryKey } from '@/features/blog/api/get-posts';
import { galleryQueryKey } from '@/features/gallery/api/get-gallery';
import type { GalleryImage } from '@/features/gallery/types';
import { faqQueryKey } from '@/features/home/api/get-faq';
import { reviewsQueryKey } from '@/features/home/api/get-reviews';
import { serviceNamesQueryKey } from '@/features/services/api/get-service-names';
import { servicesQueryKey } from '@/features/services/api/get-services';
import type { Service } from '@/lib/api-types';
import { createQueryClient } from '@/lib/query-client';

import { initialDataElementId, readInitialData, seedQueries } from './initial-data';

const service = {
  id: 1,
  name: 'Signature Arabian Massage',
  nameAr: 'المساج العربي المميّز',
  description: 'Warm oud-scented oil.',
  descriptionAr: 'زيت دافئ بعبق العود.',
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
  categoryAr: '',
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

  it("puts the footer's services, without their descriptions, under their own key, not the whole list's", () => {
    const queryClient = createQueryClient();
    const named = { ...service, description: '', descriptionAr: '' };
    seedQueries(queryClient, { '/api/services?summary=true': [named] });
    expect(queryClient.getQueryData(serviceNamesQueryKey)).toEqual([named]);
    expect(queryClient.getQueryData(servicesQueryKey)).toBeUndefined();
  });

  it("puts the home page's reviews and questions under their keys, in the shape the components read", () => {
    const queryClient = createQueryClient();
    const review = { id: 3, name: 'Sarah M.', text: 'Lovely.', rating: 5, date: '2026-01-02', detail: 'Marina', shown: true, position: 1 };
    const entry = { id: 4, question: 'Parking?', answer: 'Valet.', position: 1 };
    seedQueries(queryClient, { '/api/reviews': [review], '/api/faq': [entry] });
    expect(queryClient.getQueryData(reviewsQueryKey)).toEqual([{ id: 3, name: 'Sarah M.', text: 'Lovely.', rating: 5, date: '2026-01-02', detail: 'Marina' }]);
    expect(queryClient.getQueryData(faqQueryKey)).toEqual([{ id: 4, question: 'Parking?', questionAr: '', answer: 'Valet.', answerAr: '' }]);
    // A rating out of 1 to 5 is not the shape: left to the query.
    seedQueries(queryClient, { '/api/reviews': [{ ...review, rating: 9 }] });
    expect(queryClient.getQueryData(reviewsQueryKey)).toHaveLength(1);
  });

  it('puts an Arabic version under its own keys, apart from the English post of the same slug', () => {
    const queryClient = createQueryClient();
    const arabic = { ...post, slug: 'طقوس-الحمام', title: 'طقوس الحمام', language: 'ar', translationSlug: 'rose facial' };
    seedQueries(queryClient, {
      [`/api/blog/${encodeURIComponent('طقوس-الحمام')}?lang=ar`]: arabic,
      '/api/blog?lang=ar&summary=true': [{ ...arabic, content: '', contentHtml: undefined }],
    });
    expect(queryClient.getQueryData(postQueryKey('طقوس-الحمام', 'ar'))).toEqual(arabic);
    expect(queryClient.getQueryData(postQueryKey('طقوس-الحمام'))).toBeUndefined();
    expect(queryClient.getQueryData(postsQueryKey({ lang: 'ar', summary: true }))).toEqual([{ ...arabic, content: '', contentHtml: undefined }]);
    expect(queryClient.getQueryData(postsQueryKey({ summary: true }))).toBeUndefined();
    expect(queryClient.getQueryData(postsQueryKey({ lang: 'ar' }))).toBeUndefined();
    // The Arabic home page's preview.
    seedQueries(queryClient, { '/api/blog?limit=3&lang=ar&summary=true': [{ ...arabic, content: '', contentHtml: undefined }] });
    expect(queryClient.getQueryData(postsQueryKey({ lang: 'ar', limit: 3, summary: true }))).toEqual([{ ...arabic, content: '', contentHtml: undefined }]);
    expect(queryClient.getQueryData(postsQueryKey({ limit: 3, summary: true }))).toBeUndefined();
  });

  it('carries the Arabic of the content answers beside the English, empty when not translated', () => {
    const queryClient = createQueryClient();
    const picture = { width: 960, height: 720, variants: [{ src: '/pictures/a.webp', type: 'image/webp', width: 960, height: 720 }] };
    seedQueries(queryClient, {
      '/api/services': [{ ...service, nameAr: undefined, descriptionAr: undefined }, { ...service, id: 2 }],
      '/api/faq': [{ id: 4, question: 'Parking?', questionAr: 'هل يتوفر موقف؟', answer: 'Valet.', answerAr: 'نعم.', position: 1 }],
      '/api/gallery': [
        { id: 5, alt: 'Steam', altAr: 'بخار', category: 'Wellness Areas', position: 1, picture, createdAt: '2026-11-01T08:00:00Z' },
        { id: 6, alt: 'Stones', category: 'Our Therapists', position: 2, picture, createdAt: '2026-11-01T08:00:00Z' },
      ],
      '/api/team': [{ id: 7, name: 'Omar Khalil', speciality: 'Hammam', specialityAr: 'الحمّام', bio: 'Fifteen years.', bioAr: 'خمسة عشر عامًا.', photo: null, photoAlt: '' }],
    });
    expect(queryClient.getQueryData<Service[]>(servicesQueryKey)?.map((s) => [s.nameAr, s.descriptionAr])).toEqual([
      ['', ''],
      ['المساج العربي المميّز', 'زيت دافئ بعبق العود.'],
    ]);
    expect(queryClient.getQueryData(faqQueryKey)).toEqual([{ id: 4, question: 'Parking?', questionAr: 'هل يتوفر موقف؟', answer: 'Valet.', answerAr: 'نعم.' }]);
    expect(queryClient.getQueryData<GalleryImage[]>(galleryQueryKey)?.map((g) => [g.image.alt, g.altAr])).toEqual([
      ['Steam', 'بخار'],
      ['Stones', ''],
    ]);
    expect(queryClient.getQueryData<TeamCard[]>(teamQueryKey)?.[0]).toMatchObject({ speciality: 'Hammam', specialityAr: 'الحمّام', bio: 'Fifteen years.', bioAr: 'خمسة عشر عامًا.' });
  });

  it("puts the home page's newest posts and /blog's list, both without their text, under their own keys, not the whole list's", () => {
    const queryClient = createQueryClient();
    const listed = { ...post, content: '', contentHtml: undefined };
    seedQueries(queryClient, { '/api/blog?limit=3&summary=true': [listed], '/api/blog?summary=true': [listed, listed] });
    expect(queryClient.getQueryData(postsQueryKey({ limit: 3, summary: true }))).toEqual([listed]);
    expect(queryClient.getQueryData(postsQueryKey({ summary: true }))).toEqual([listed, listed]);
    // The search's list, with the posts' text, is not in the page: it is fetched when the visitor searches.
    expect(queryClient.getQueryData(postsQueryKey())).toBeUndefined();
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
