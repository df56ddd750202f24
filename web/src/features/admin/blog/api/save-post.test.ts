import { describe, expect, it } from 'vitest';

import { filterAdminPosts, type AdminPost } from './get-admin-posts';
import {
  arabicMessages,
  emptyArabicForm,
  emptyPostForm,
  postFormSchema,
  postFormValues,
  postMessages,
  slugify,
  slugifyArabic,
  validArabicSlug,
} from './save-post';

const post = (fields: Partial<AdminPost>): AdminPost => ({
  id: 1,
  slug: 'rose-facial',
  title: 'Rose Facial',
  excerpt: '',
  content: '',
  category: 'Skin',
  categoryAr: '',
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
  ar: null,
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

describe('the Arabic version in the post form', () => {
  const schema = postFormSchema('Asia/Dubai');
  const form = (ar: Partial<typeof emptyArabicForm>) => ({ ...emptyPostForm, title: 'Rose Facial', ar: { ...emptyArabicForm, ...ar } });
  const messages = (ar: Partial<typeof emptyArabicForm>) => {
    const result = schema.safeParse(form(ar));
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('makes the Arabic slug as the server does (dayspa.SlugifyArabic)', () => {
    expect(slugifyArabic('طقوس الحمام المغربي')).toBe('طقوس-الحمام-المغربي');
    expect(slugifyArabic('مَسَاجُ الأحجـــار الساخنة')).toBe('مساج-الأحجار-الساخنة');
    expect(slugifyArabic('دليلك لعام ٢٠٢٧، خطوة بخطوة؟')).toBe('دليلك-لعام-2027-خطوة-بخطوة');
    expect(slugifyArabic('Hammam — حمام مغربي!')).toBe('hammam-حمام-مغربي');
    expect(slugifyArabic('Café & «سبا»')).toBe('cafe-سبا');
    expect(slugifyArabic('\u0627\u0654\u0644\u0648\u0627\u0646')).toBe('\u0623\u0644\u0648\u0627\u0646');
    expect(slugifyArabic('\u06a9\u06cc\u0671')).toBe('\u0643\u064a\u0627');
    expect(slugifyArabic('!!!')).toBe('');
    expect(slugifyArabic('سبا '.repeat(40))).toBe(Array(25).fill('سبا').join('-'));
    expect(slugifyArabic('س'.repeat(120))).toBe('س'.repeat(100));
  });

  it('knows an Arabic slug (dayspa.ValidArabicSlug)', () => {
    expect(validArabicSlug('hammam-مغربي')).toBe(true);
    expect(validArabicSlug('س'.repeat(100))).toBe(true);
    expect(validArabicSlug('س'.repeat(101))).toBe(false);
    for (const bad of ['', 'حمام--مغربي', '-حمام', 'حمام مغربي', 'Hammam', 'حَمام', 'حمـام', 'سبا-٢٠٢٧', 'کیف']) {
      expect(validArabicSlug(bad), bad).toBe(false);
    }
  });

  it('sends no version when nothing of it is written, and the version trimmed when it is whole', () => {
    expect(schema.parse(form({ title: '  ', content: ' \n ' })).ar).toBeNull();
    expect(schema.parse(form({ title: ' العنوان ', content: 'نص.', seoTitle: ' عنوان ' })).ar).toEqual({
      ...emptyArabicForm,
      title: 'العنوان',
      content: 'نص.',
      seoTitle: 'عنوان',
    });
  });

  it('refuses a partial version with the server’s words under the missing fields', () => {
    expect(messages({ title: 'العنوان' })).toEqual({ 'ar.content': arabicMessages.contentRequired });
    expect(messages({ content: 'نص.' })).toEqual({ 'ar.title': arabicMessages.titleRequired });
    expect(messages({ excerpt: 'مقدمة' })).toEqual({ 'ar.title': arabicMessages.titleRequired, 'ar.content': arabicMessages.contentRequired });
    expect(
      messages({ title: 'سب', slug: 'Not A Slug', content: 'س'.repeat(30001), excerpt: 'س'.repeat(501), seoTitle: 'س'.repeat(71), seoDescription: 'س'.repeat(161) }),
    ).toEqual({
      'ar.title': arabicMessages.title,
      'ar.slug': arabicMessages.slug,
      'ar.content': arabicMessages.content,
      'ar.excerpt': arabicMessages.excerpt,
      'ar.seoTitle': arabicMessages.seoTitle,
      'ar.seoDescription': arabicMessages.seoDescription,
    });
  });

  it('fills the form from a stored version', () => {
    const ar = { title: 'العنوان', slug: 'العنوان', excerpt: '', content: 'نص.', seoTitle: '', seoDescription: '' };
    expect(postFormValues(post({ ar }), 'Asia/Dubai').ar).toEqual(ar);
    expect(postFormValues(post({}), 'Asia/Dubai').ar).toEqual(emptyArabicForm);
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

  it('finds a post by its Arabic title or slug', () => {
    const withArabic = [...posts, post({ id: 3, ar: { title: 'الحمام المغربي', slug: 'الحمام', excerpt: '', content: 'نص.', seoTitle: '', seoDescription: '' } })];
    expect(filterAdminPosts(withArabic, 'المغربي', '').map((p) => p.id)).toEqual([3]);
  });
});
