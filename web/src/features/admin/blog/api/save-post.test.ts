import { describe, expect, it } from 'vitest';

import { filterAdminPosts, type AdminPost } from './get-admin-posts';
import { emptyPostForm, postFormSchema, postFormValues, postMessages, slugify } from './save-post';

const post = (fields: Partial<AdminPost>): AdminPost => ({
  id: 1,
  slug: 'rose-facial',
  title: 'Rose Facial',
  excerpt: '',
  content: '',
  category: 'Skin',
  tags: ['glow'],
  featuredImage: '',
  cover: null,
  coverAlt: '',
  status: 'published',
  publishAt: '2026-12-01T05:30:00Z',
  seoTitle: '',
  seoDescription: '',
  author: 'Layla',
  createdAt: '2026-11-20T05:00:00Z',
  updatedAt: '2026-11-20T05:00:00Z',
  state: 'scheduled',
  ...fields,
});

describe('the post form', () => {
  it('makes the slug as the server does (dayspa.Slugify)', () => {
    expect(slugify('Our New Facial: Café & Glow!')).toBe('our-new-facial-cafe-glow');
    expect(slugify("  The Spa's 2027 Guide  ")).toBe('the-spas-2027-guide');
    expect(slugify('حمام مغربي')).toBe('');
    expect(slugify('word '.repeat(30))).toBe(Array(20).fill('word').join('-'));
  });

  it('sends the publish time typed on the spa clock as an instant, and an empty one as null', () => {
    const schema = postFormSchema('Asia/Dubai');
    const scheduled = schema.parse({ ...emptyPostForm, title: 'Winter Rituals', status: 'published', publishAt: '2026-12-01T09:30', tags: 'a, b, a' });
    expect(scheduled).toMatchObject({ slug: 'winter-rituals', publishAt: '2026-12-01T05:30:00.000Z', tags: ['a', 'b'] });
    expect(schema.parse({ ...emptyPostForm, title: 'Now', status: 'published' }).publishAt).toBeNull();
    expect(postFormValues(post({}), 'Asia/Dubai').publishAt).toBe('2026-12-01T09:30');
  });

  it('gives the server words for a bad field', () => {
    const result = postFormSchema('Asia/Dubai').safeParse({ ...emptyPostForm, title: 'ab', slug: 'Not A Slug', seoTitle: 's'.repeat(71) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({ title: postMessages.title, slug: postMessages.slug, seoTitle: postMessages.seoTitle });
  });
});

describe('the post list filter', () => {
  const posts = [post({ id: 1 }), post({ id: 2, title: 'Hammam Guide', slug: 'hammam', tags: ['steam'], state: 'draft', author: '' })];
  it('searches title, slug, tags and author in any case, within a state', () => {
    expect(filterAdminPosts(posts, 'STEAM', '').map((p) => p.id)).toEqual([2]);
    expect(filterAdminPosts(posts, 'layla', '').map((p) => p.id)).toEqual([1]);
    expect(filterAdminPosts(posts, '', 'draft').map((p) => p.id)).toEqual([2]);
    expect(filterAdminPosts(posts, 'hammam', 'scheduled')).toEqual([]);
  });
});
