import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys, adminMutationKeys, publicPostsKey } from '../../shared/api/admin-keys';
import { instantToSpaWallTime, spaWallTimeToInstant } from '../utils/spa-datetime';
import { parseAdminPost, type AdminPost } from './get-admin-posts';

/** The server's words (dayspa.Post.Validate), so a form error reads the same from either side. */
export const postMessages = {
  title: 'Title must be between 3 and 200 characters.',
  slug: 'Slug must be lower-case letters and digits joined by single hyphens, at most 100 characters.',
  excerpt: 'Excerpt must be at most 500 characters.',
  content: 'Content must be at most 30000 characters.',
  category: 'Category must be at most 50 characters.',
  tags: 'Use at most 10 tags of at most 30 characters each.',
  publishAt: 'Please choose when to publish the post.',
  seoTitle: 'SEO title must be at most 70 characters.',
  seoDescription: 'SEO description must be at most 160 characters.',
  author: 'Author must be at most 100 characters.',
  coverAlt: 'Alt text must be at most 250 characters.',
} as const;

/** The server's words for the Arabic version (dayspa's MsgPostAr…), under ar.title, ar.slug and so on. */
export const arabicMessages = {
  titleRequired: 'The Arabic version needs a title.',
  title: 'Arabic title must be between 3 and 200 characters.',
  slug: 'Arabic slug must be Arabic letters, lower-case Latin letters and digits joined by single hyphens, at most 100 characters.',
  excerpt: 'Arabic excerpt must be at most 500 characters.',
  contentRequired: 'The Arabic version needs its article.',
  content: 'Arabic content must be at most 30000 characters.',
  seoTitle: 'Arabic SEO title must be at most 70 characters.',
  seoDescription: 'Arabic SEO description must be at most 160 characters.',
} as const;

/** A character an Arabic slug's word may hold: a-z, 0-9 and the Arabic alphabet (U+0621–U+063A, U+0641–U+064A). */
const arabicSlugChar = /^[a-z0-9\u0621-\u063a\u0641-\u064a]$/;
const arabicSlugPattern = /^[a-z0-9\u0621-\u063a\u0641-\u064a]+(-[a-z0-9\u0621-\u063a\u0641-\u064a]+)*$/;
/** Within a word, dropped: harakat, the tatweel, the joiners and direction marks, combining accents, apostrophes. */
function arabicSlugSilent(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x64b && code <= 0x65f) ||
    code === 0x670 ||
    code === 0x640 ||
    (code >= 0x200c && code <= 0x200f) ||
    (code >= 0x300 && code <= 0x36f) ||
    ch === "'" ||
    ch === '’'
  );
}
const latinFold: Record<string, string> = Object.fromEntries(
  Object.entries({ a: 'àáâãäåā', c: 'ç', e: 'èéêëē', i: 'ìíîïī', n: 'ñ', o: 'òóôõöøō', u: 'ùúûüū', y: 'ýÿ' }).flatMap(([to, from]) =>
    Array.from(from, (letter) => [letter, to]),
  ),
);

/** The letter an Arabic slug holds for what a keyboard typed (dayspa's arabicFold). */
function foldArabic(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
  if (ch === '\u0671') return '\u0627';
  if (ch === '\u06cc') return '\u064a';
  if (ch === '\u06a9') return '\u0643';
  return latinFold[ch] ?? ch;
}

/** Whether `slug` can be an Arabic version's slug (dayspa.ValidArabicSlug). */
export const validArabicSlug = (slug: string) => Array.from(slug).length <= 100 && arabicSlugPattern.test(slug);

/**
 * The slug the server makes from an Arabic title (dayspa.SlugifyArabic), shown while the field is empty:
 * Arabic and Latin words joined by hyphens, harakat and the tatweel dropped, Arabic-Indic digits written 0-9.
 * The server's is the rule; an empty field is sent empty and the server makes it.
 */
export function slugifyArabic(title: string): string {
  const words: string[] = [];
  let word = '';
  for (const typed of title.normalize('NFC').toLowerCase()) {
    const ch = foldArabic(typed);
    if (arabicSlugChar.test(ch)) word += ch;
    else if (arabicSlugSilent(ch)) continue;
    else if (word !== '') {
      words.push(word);
      word = '';
    }
  }
  if (word !== '') words.push(word);
  let slug = '';
  for (const next of words) {
    const longer = slug === '' ? next : `${slug}-${next}`;
    if (Array.from(longer).length > 100) {
      if (slug === '') slug = Array.from(next).slice(0, 100).join('');
      break;
    }
    slug = longer;
  }
  return slug;
}

/** The server's slug (dayspa.Slugify): lower-case ASCII words joined by hyphens, common accents dropped. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = words.join('-');
  while (slug.length > 100) {
    const cut = slug.lastIndexOf('-', 100);
    slug = cut > 0 ? slug.slice(0, cut) : slug.slice(0, 100);
  }
  return slug;
}

/** The form's values as typed; `publishAt` is the spa's wall-clock time ('2026-12-01T09:30'), tags comma-separated. */
export interface PostFormInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  seoTitle: string;
  seoDescription: string;
  /** The cover's alt text; the editor requires it while the post has or gets a cover. */
  coverAlt: string;
  status: 'draft' | 'published';
  publishAt: string;
  /** The Arabic version's fields; all empty: the post has none. */
  ar: ArabicFormInput;
}

export interface ArabicFormInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
}

export const emptyArabicForm: ArabicFormInput = { title: '', slug: '', excerpt: '', content: '', seoTitle: '', seoDescription: '' };

/** Whether nothing of the Arabic version is written (the server takes it as no version). */
export const arabicFormEmpty = (ar: ArabicFormInput) =>
  ar.title.trim() === '' &&
  ar.slug.trim() === '' &&
  ar.excerpt.trim() === '' &&
  ar.content.trim() === '' &&
  ar.seoTitle.trim() === '' &&
  ar.seoDescription.trim() === '';

export const emptyPostForm: PostFormInput = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  author: '',
  seoTitle: '',
  seoDescription: '',
  coverAlt: '',
  status: 'draft',
  publishAt: '',
  ar: emptyArabicForm,
};

export function postFormValues(post: AdminPost, timeZone: string): PostFormInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags.join(', '),
    author: post.author,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    coverAlt: post.coverAlt,
    status: post.status,
    publishAt: instantToSpaWallTime(post.publishAt, timeZone),
    ar: post.ar ? { ...post.ar } : emptyArabicForm,
  };
}

const splitTags = (text: string) => [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];

const characters = (text: string) => Array.from(text).length;

/**
 * The Arabic version's rules, as the server's (dayspa's validateArabic): nothing written is no version
 * (null: removed); otherwise a title and an article, and each field within its limit. An empty slug is
 * sent empty: the server makes it from the title.
 */
const arabicVersionSchema = z
  .object({
    title: z.string().trim(),
    slug: z.string().trim(),
    excerpt: z.string().trim(),
    content: z.string(),
    seoTitle: z.string().trim(),
    seoDescription: z.string().trim(),
  })
  .superRefine((ar, context) => {
    if (arabicFormEmpty(ar)) return;
    const refuse = (field: keyof ArabicFormInput, message: string) => {
      context.addIssue({ code: 'custom', path: [field], message });
    };
    if (ar.title === '') refuse('title', arabicMessages.titleRequired);
    else if (characters(ar.title) < 3 || characters(ar.title) > 200) refuse('title', arabicMessages.title);
    if (ar.slug !== '' && !validArabicSlug(ar.slug)) refuse('slug', arabicMessages.slug);
    if (characters(ar.excerpt) > 500) refuse('excerpt', arabicMessages.excerpt);
    if (ar.content.trim() === '') refuse('content', arabicMessages.contentRequired);
    else if (characters(ar.content) > 30000) refuse('content', arabicMessages.content);
    if (characters(ar.seoTitle) > 70) refuse('seoTitle', arabicMessages.seoTitle);
    if (characters(ar.seoDescription) > 160) refuse('seoDescription', arabicMessages.seoDescription);
  })
  .transform((ar) => (arabicFormEmpty(ar) ? null : ar));

/** The form's rules; `timeZone` reads the publish time on the spa's clock. */
export function postFormSchema(timeZone: string) {
  return z
    .object({
      title: z.string().trim().min(3, postMessages.title).max(200, postMessages.title),
      slug: z
        .string()
        .trim()
        .refine((slug) => slug === '' || (slug.length <= 100 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)), postMessages.slug),
      excerpt: z.string().trim().max(500, postMessages.excerpt),
      content: z.string().max(30000, postMessages.content),
      category: z.string().trim().max(50, postMessages.category),
      tags: z
        .string()
        .transform(splitTags)
        .refine((tags) => tags.length <= 10 && tags.every((tag) => tag.length <= 30), postMessages.tags),
      author: z.string().trim().max(100, postMessages.author),
      seoTitle: z.string().trim().max(70, postMessages.seoTitle),
      seoDescription: z.string().trim().max(160, postMessages.seoDescription),
      coverAlt: z
        .string()
        .transform((alt) => alt.trim().split(/\s+/).filter(Boolean).join(' '))
        .refine((alt) => Array.from(alt).length <= 250, postMessages.coverAlt),
      status: z.enum(['draft', 'published']),
      publishAt: z.string(),
      ar: arabicVersionSchema,
    })
    .transform((form, context) => {
      // Published with no time: at once (the server takes null as now). A draft keeps the time it was given.
      const publishAt = form.publishAt === '' ? null : spaWallTimeToInstant(form.publishAt, timeZone);
      if (form.publishAt !== '' && publishAt === null) {
        context.addIssue({ code: 'custom', path: ['publishAt'], message: postMessages.publishAt });
        return z.NEVER;
      }
      return { ...form, slug: form.slug === '' ? slugify(form.title) : form.slug, publishAt } satisfies ApiSchema<'PostInput'>;
    });
}

export type PostPayload = z.output<ReturnType<typeof postFormSchema>>;

export const postFields = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'coverAlt',
  'author',
  'seoTitle',
  'seoDescription',
  'status',
  'publishAt',
  'ar.title',
  'ar.slug',
  'ar.excerpt',
  'ar.content',
  'ar.seoTitle',
  'ar.seoDescription',
] as const;

const postPath = (id: number) => `${adminKeys.posts[0]}/${encodeURIComponent(String(id))}`;

export async function createPost(payload: PostPayload): Promise<AdminPost> {
  return parseAdminPost(await apiSend('POST', adminKeys.posts[0], payload), 'POST /api/admin/posts');
}

export async function updatePost({ id, payload }: { id: number; payload: PostPayload }): Promise<AdminPost> {
  return parseAdminPost(await apiSend('PATCH', postPath(id), payload), `PATCH ${postPath(id)}`);
}

export async function deletePost(id: number): Promise<void> {
  await apiSend('DELETE', postPath(id));
}

/** The Markdown as the public page will show it: the server's sanitizer is the one authority. */
export async function previewMarkdown(content: string, signal?: AbortSignal): Promise<string> {
  const data = await apiSend('POST', `${adminKeys.posts[0]}/preview`, { content }, signal ? { signal } : {});
  const html = (data as { html?: unknown } | null)?.html;
  if (typeof html !== 'string') throw new Error('POST /api/admin/posts/preview: no html');
  return html;
}

/** After a change: the admin list, and the public blog list so /blog shows it at once. */
function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.posts }), queryClient.invalidateQueries({ queryKey: publicPostsKey })]);
}

export function useCreatePost() {
  const refresh = useRefreshPosts();
  return useMutation({ mutationKey: adminMutationKeys.createPost, mutationFn: createPost, onSuccess: refresh });
}

export function useUpdatePost() {
  const refresh = useRefreshPosts();
  return useMutation({ mutationKey: adminMutationKeys.updatePost, mutationFn: updatePost, onSuccess: refresh });
}

export function useDeletePost() {
  const refresh = useRefreshPosts();
  return useMutation({ mutationKey: adminMutationKeys.deletePost, mutationFn: deletePost, onSuccess: refresh });
}
