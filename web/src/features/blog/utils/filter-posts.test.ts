import { describe, expect, it } from 'vitest';

import type { Post } from '../api/get-posts';
import { countCategories, featuredPosts, filterPosts, recentPosts, visibleTags } from './filter-posts';

function post(id: number, fields: Partial<Post>): Post {
  return {
    id,
    slug: `post-${id}`,
    title: '',
    excerpt: '',
    content: '',
    category: 'Wellness',
    categoryAr: '',
    tags: [],
    featuredImage: '',
    createdAt: '2026-11-10T05:00:00Z',
    publishAt: '2026-11-10T05:00:00Z',
    updatedAt: '2026-11-10T05:00:00Z',
    author: '',
    seoTitle: '',
    seoDescription: '',
    language: 'en',
    translationSlug: null,
    ...fields,
  };
}

const posts = [
  post(1, { title: 'Hot Stone Massage Explained', category: 'Massage', excerpt: 'Warm basalt stones.' }),
  post(2, { title: 'Better Sleep', category: 'Wellness', content: 'Try a warm **bath** before bed.' }),
  post(3, { title: 'Skin in the UAE', category: 'Skincare', excerpt: 'Sun, AIR-CONDITIONING and hydration.' }),
  post(4, { title: 'Your First Massage', category: 'Massage', content: 'Arrive early; breathe.' }),
  post(5, { title: 'The Moroccan Hammam', category: 'Spa Rituals', content: 'Black soap and a kessa glove.' }),
  post(6, { title: 'Runners and Recovery', category: 'Wellness', excerpt: 'Deep tissue massage after a race.' }),
];

const ids = (list: Post[]) => list.map((p) => p.id);

describe('filterPosts (the blog search)', () => {
  it('matches everything with no search and category All', () => {
    expect(ids(filterPosts(posts, { search: '', category: 'All' }))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterPosts(posts, { search: '   ', category: 'All' }))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('searches the title, the excerpt and the content', () => {
    expect(ids(filterPosts(posts, { search: 'Hammam', category: 'All' }))).toEqual([5]);
    expect(ids(filterPosts(posts, { search: 'basalt', category: 'All' }))).toEqual([1]);
    expect(ids(filterPosts(posts, { search: 'kessa glove', category: 'All' }))).toEqual([5]);
    expect(ids(filterPosts(posts, { search: 'massage', category: 'All' }))).toEqual([1, 4, 6]);
  });

  it('ignores case on both sides', () => {
    expect(ids(filterPosts(posts, { search: 'air-conditioning', category: 'All' }))).toEqual([3]);
    expect(ids(filterPosts(posts, { search: 'MOROCCAN', category: 'All' }))).toEqual([5]);
    expect(ids(filterPosts(posts, { search: 'wArM', category: 'All' }))).toEqual([1, 2]);
  });

  it('matches substrings, not only whole words', () => {
    expect(ids(filterPosts(posts, { search: 'recov', category: 'All' }))).toEqual([6]);
  });

  it('keeps only the chosen category (exact equality)', () => {
    expect(ids(filterPosts(posts, { search: '', category: 'Massage' }))).toEqual([1, 4]);
    expect(ids(filterPosts(posts, { search: '', category: 'massage' }))).toEqual([]);
    expect(ids(filterPosts(posts, { search: '', category: 'Unknown' }))).toEqual([]);
  });

  it('combines search and category', () => {
    expect(ids(filterPosts(posts, { search: 'massage', category: 'Wellness' }))).toEqual([6]);
    expect(ids(filterPosts(posts, { search: 'massage', category: 'Massage' }))).toEqual([1, 4]);
    expect(ids(filterPosts(posts, { search: 'hammam', category: 'Massage' }))).toEqual([]);
  });
});

describe('blog lists (their lengths)', () => {
  it('counts each distinct category in order of first use', () => {
    expect(countCategories(posts)).toEqual([
      { category: 'Massage', categoryAr: '', count: 2 },
      { category: 'Wellness', categoryAr: '', count: 2 },
      { category: 'Skincare', categoryAr: '', count: 1 },
      { category: 'Spa Rituals', categoryAr: '', count: 1 },
    ]);
  });

  it("names each category by its Arabic name too, the key staying the English one", () => {
    const arabic = [
      post(1, { category: 'Massage', categoryAr: 'التدليك' }),
      post(2, { category: 'Wellness', categoryAr: '' }),
      post(3, { category: 'Massage', categoryAr: 'التدليك' }),
    ];
    expect(countCategories(arabic)).toEqual([
      { category: 'Massage', categoryAr: 'التدليك', count: 2 },
      { category: 'Wellness', categoryAr: '', count: 1 },
    ]);
    expect(ids(filterPosts(arabic, { search: '', category: 'Massage' }))).toEqual([1, 3]);
  });

  it('features the first 3 posts and lists the first 5 as recent', () => {
    expect(ids(featuredPosts(posts))).toEqual([1, 2, 3]);
    expect(ids(recentPosts(posts))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(featuredPosts(posts.slice(0, 2)))).toEqual([1, 2]);
  });

  it('shows at most 3 tags', () => {
    expect(visibleTags(['sleep', 'rest', 'wellness', 'summer', 'evening'])).toEqual(['sleep', 'rest', 'wellness']);
    expect(visibleTags(['sleep'])).toEqual(['sleep']);
    expect(visibleTags([])).toEqual([]);
  });
});
