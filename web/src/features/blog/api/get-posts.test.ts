import { describe, expect, it } from 'vitest';

import { parsePostDetail } from './get-post';
import { parsePosts, parsePostsPath, postsPath, postsQueryKey } from './get-posts';

describe('parsePosts', () => {
  it('reads the posts, turning missing optional fields into empty values', () => {
    expect(
      parsePosts([
        { id: 1, slug: 'a', title: 'A', excerpt: null, content: 'x', category: 'Massage', categoryAr: 'التدليك', tags: null, featuredImage: null, createdAt: null },
        {
          id: 2,
          slug: 'b',
          title: 'B',
          tags: ['one', 2, ''],
          featuredImage: '/media/blog/b.webp',
          createdAt: '2026-11-01T05:00:00Z',
          publishAt: '2026-11-10T05:00:00Z',
          updatedAt: '2026-11-12T05:00:00Z',
          author: 'Layla',
        },
      ]),
    ).toEqual([
      {
        id: 1,
        slug: 'a',
        title: 'A',
        excerpt: '',
        content: 'x',
        category: 'Massage',
        categoryAr: 'التدليك',
        tags: [],
        featuredImage: '',
        cover: null,
        coverAlt: '',
        createdAt: '',
        publishAt: '',
        updatedAt: '',
        author: '',
        seoTitle: '',
        seoDescription: '',
        language: 'en',
        translationSlug: null,
      },
      {
        id: 2,
        slug: 'b',
        title: 'B',
        excerpt: '',
        content: '',
        category: '',
        categoryAr: '',
        tags: ['one'],
        featuredImage: '/media/blog/b.webp',
        cover: null,
        coverAlt: '',
        createdAt: '2026-11-01T05:00:00Z',
        publishAt: '2026-11-10T05:00:00Z',
        updatedAt: '2026-11-12T05:00:00Z',
        author: 'Layla',
        seoTitle: '',
        seoDescription: '',
        language: 'en',
        translationSlug: null,
      },
    ]);
  });

  it('reads the language and the slug of the other version', () => {
    const [arabic, english, odd] = parsePosts([
      { id: 1, slug: 'طقوس-الحمام', title: 'طقوس الحمام', language: 'ar', translationSlug: 'hammam' },
      { id: 1, slug: 'hammam', title: 'Hammam', language: 'en', translationSlug: 'طقوس-الحمام' },
      { id: 2, slug: 'b', title: 'B', language: 'fr', translationSlug: '' },
    ]);
    expect(arabic).toMatchObject({ language: 'ar', translationSlug: 'hammam' });
    expect(english).toMatchObject({ language: 'en', translationSlug: 'طقوس-الحمام' });
    expect(odd).toMatchObject({ language: 'en', translationSlug: null });
  });

  it('reads a cover: its WebP and JPEG files and its alt text; anything else is no cover', () => {
    const file = (type: string) => ({ src: `/pictures/${'a'.repeat(32)}.x`, type, width: 480, height: 300 });
    const [withCover, broken] = parsePosts([
      { id: 1, slug: 'a', title: 'A', coverAlt: 'Stones', cover: { width: 960, height: 600, variants: [file('image/webp'), file('image/gif'), file('image/jpeg')] } },
      { id: 2, slug: 'b', title: 'B', cover: { width: 960, variants: [] } },
    ]);
    expect(withCover?.cover).toEqual({ width: 960, height: 600, variants: [file('image/webp'), file('image/jpeg')] });
    expect(withCover?.coverAlt).toBe('Stones');
    expect(broken?.cover).toBeNull();
  });

  it('refuses a broken answer, so the page shows its error state', () => {
    expect(() => parsePosts({ posts: [] })).toThrow(/expected an array/);
    expect(() => parsePosts([{ id: 1, title: 'No slug' }])).toThrow(/post 0: no valid slug/);
  });

  it('reads a single post with its HTML', () => {
    const post = parsePostDetail({ id: 1, slug: 'a', title: 'A', contentHtml: '<p>Hi</p>' }, 'a');
    expect(post.contentHtml).toBe('<p>Hi</p>');
    expect(parsePostDetail({ id: 1, slug: 'a', title: 'A' }, 'a').contentHtml).toBe('');
  });
});

describe('postsPath', () => {
  // The server keys the pages' data blocks by these very strings (postsAPIPath, internal/httpapi/bloglang.go).
  it('writes the parameters that differ from the defaults, in the order limit, lang, summary', () => {
    expect(postsPath()).toBe('/api/blog');
    expect(postsPath({ summary: true })).toBe('/api/blog?summary=true');
    expect(postsPath({ limit: 3, summary: true })).toBe('/api/blog?limit=3&summary=true');
    expect(postsPath({ lang: 'ar' })).toBe('/api/blog?lang=ar');
    expect(postsPath({ lang: 'ar', summary: true })).toBe('/api/blog?lang=ar&summary=true');
    expect(postsPath({ summary: true, lang: 'ar', limit: 3 })).toBe('/api/blog?limit=3&lang=ar&summary=true');
    expect(postsPath({ lang: 'en', summary: false })).toBe('/api/blog');
  });

  it('is read back by parsePostsPath, which refuses any other spelling', () => {
    for (const query of [{}, { summary: true }, { lang: 'ar' as const, summary: true }, { limit: 3, lang: 'ar' as const, summary: true }]) {
      const read = parsePostsPath(postsPath(query));
      expect(read && postsPath(read)).toBe(postsPath(query));
      expect(read && postsQueryKey(read)).toEqual(postsQueryKey(query));
    }
    expect(parsePostsPath('/api/blog?summary=true&lang=ar')).toBeUndefined();
    expect(parsePostsPath('/api/blog?lang=ar&limit=3&summary=true')).toBeUndefined();
    expect(parsePostsPath('/api/blog?lang=en')).toBeUndefined();
    expect(parsePostsPath('/api/blog/a-post')).toBeUndefined();
    expect(parsePostsPath('/api/blog?limit=three')).toBeUndefined();
  });

  it("keys each list apart, every key under '/api/blog'", () => {
    expect(postsQueryKey()).toEqual(['/api/blog']);
    expect(postsQueryKey({ lang: 'ar', summary: true })).toEqual(['/api/blog', { lang: 'ar', summary: true }]);
    expect(postsQueryKey({ limit: 3, summary: true })).toEqual(['/api/blog', { limit: 3, summary: true }]);
  });
});
