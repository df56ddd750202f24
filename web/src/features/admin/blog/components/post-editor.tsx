import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage, apiFieldErrors, showServerFieldErrors } from '@/lib/api-errors';
import { useSpaTimeZone } from '@/lib/site-config';
import { toast } from '@/lib/toast';

import type { AdminPost } from '../api/get-admin-posts';
import {
  emptyPostForm,
  postFields,
  postFormSchema,
  postFormValues,
  slugify,
  useCreatePost,
  useUpdatePost,
  type PostFormInput,
  type PostPayload,
} from '../api/save-post';
import { coverAltRequired, hasCover, usePostCover } from '../api/post-cover';
import { PostArabicFields } from './post-arabic-fields';
import { PostCoverField } from './post-cover-field';
import { PostHtmlPreview } from './post-html-preview';

/**
 * Writes or edits a post: every field, the cover picture with its alt text, the Markdown with its live
 * preview rendered by the server, and when it goes live. The publish time is typed on the spa's clock; a
 * time ahead schedules the post.
 *
 * A new cover is uploaded before the post's words are saved, so a refused picture changes nothing; a new
 * post is created first (the cover needs its id), and should its cover be refused, the editor goes on
 * editing the created post.
 */
export function PostEditor({ post: opened, onDone }: { post: AdminPost | null; onDone: () => void }) {
  const [post, setPost] = useState(opened);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverRemoved, setCoverRemoved] = useState(false);
  const [coverFileError, setCoverFileError] = useState<string | undefined>();
  const coverInput = useRef<HTMLInputElement>(null);
  const cover = usePostCover();
  const id = useId();
  const timeZone = useSpaTimeZone();
  const ids = Object.fromEntries(postFields.map((field) => [field, `${id}-${field}`])) as Record<(typeof postFields)[number], string>;
  const form = useForm<PostFormInput, unknown, PostPayload>({
    resolver: zodResolver(postFormSchema(timeZone)),
    defaultValues: opened ? postFormValues(opened, timeZone) : emptyPostForm,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [title, slug, content, status, arContent] = useWatch({ control, name: ['title', 'slug', 'content', 'status', 'ar.content'] });
  const create = useCreatePost();
  const update = useUpdatePost();
  const headingId = `${id}-heading`;

  const save = async (payload: PostPayload) => {
    setCoverFileError(undefined);
    const coverAfter = coverFile !== null || (hasCover(post) && !coverRemoved);
    if (coverAfter && payload.coverAlt === '') {
      setError('coverAlt', { type: 'required', message: coverAltRequired }, { shouldFocus: true });
      return;
    }
    let created = false;
    try {
      let saved: AdminPost;
      if (post) {
        if (coverFile) await cover.upload({ id: post.id, file: coverFile, alt: payload.coverAlt });
        else if (coverRemoved && hasCover(post)) await cover.remove(post.id);
        saved = await update.mutateAsync({ id: post.id, payload });
      } else {
        saved = await create.mutateAsync(payload);
        created = true;
        setPost(saved);
        if (coverFile) saved = await cover.upload({ id: saved.id, file: coverFile, alt: payload.coverAlt });
      }
      const what = saved.state === 'scheduled' ? 'scheduled' : saved.state === 'published' ? 'published' : 'saved as a draft';
      toast({ title: post ? 'Post Updated' : 'Post Created', description: `${saved.title} is ${what}.` });
      onDone();
    } catch (error) {
      if (isUnauthorizedError(error)) return; // the lost-session policy takes over
      const fileMessage = apiFieldErrors(error).file;
      if (fileMessage !== undefined) setCoverFileError(fileMessage);
      const placed = showServerFieldErrors(error, postFields, setError, { focus: fileMessage === undefined });
      if (fileMessage !== undefined) coverInput.current?.focus();
      if (created) toast({ title: 'Post Created', description: 'The post is saved as it is; its cover was not. Please check the picture and save again.' });
      else if (!placed && fileMessage === undefined) {
        toast({ title: post ? 'Post Not Updated' : 'Post Not Created', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      }
    }
  };

  const slugChanged = post !== null && slug.trim() !== '' && slug.trim() !== post.slug;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-3xl font-semibold text-forest-800">
          {post ? `Edit “${post.title}”` : 'New Post'}
        </h2>
        <Button variant="ghost" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          Back to posts
        </Button>
      </div>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-5">
          <FormField id={ids.title} label="Title" error={errors.title?.message}>
            <Input {...fieldControlProps(ids.title, errors.title?.message)} autoComplete="off" maxLength={200} {...register('title')} />
          </FormField>
          <FormField id={ids.slug} label="Slug (the address: /blog/slug)" error={errors.slug?.message}>
            <Input
              {...fieldControlProps(ids.slug, errors.slug?.message)}
              autoComplete="off"
              maxLength={100}
              placeholder={slugify(title) || 'made-from-the-title'}
              aria-describedby={[errors.slug ? `${ids.slug}-error` : '', `${ids.slug}-hint`].filter(Boolean).join(' ')}
              {...register('slug')}
            />
            <p id={`${ids.slug}-hint`} className="text-sm text-muted">
              {slugChanged
                ? `The old address /blog/${post.slug} will redirect to the new one.`
                : 'Left empty, it is made from the title.'}
            </p>
          </FormField>
          <FormField id={ids.excerpt} label="Excerpt" error={errors.excerpt?.message}>
            <Textarea {...fieldControlProps(ids.excerpt, errors.excerpt?.message)} rows={2} {...register('excerpt')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={ids.category} label="Category" error={errors.category?.message}>
              <Input {...fieldControlProps(ids.category, errors.category?.message)} autoComplete="off" {...register('category')} />
            </FormField>
            <FormField id={ids.tags} label="Tags (separated by commas)" error={errors.tags?.message}>
              <Input {...fieldControlProps(ids.tags, errors.tags?.message)} autoComplete="off" {...register('tags')} />
            </FormField>
          </div>
          <PostCoverField
            id={`${id}-cover`}
            post={post}
            fileInput={coverInput}
            fileName={coverFile?.name ?? ''}
            onFileChange={(file) => {
              setCoverFile(file);
              setCoverFileError(undefined);
            }}
            removed={coverRemoved}
            onRemovedChange={setCoverRemoved}
            fileError={coverFileError}
            altError={errors.coverAlt?.message}
            altField={register('coverAlt')}
          />
          <FormField id={ids.content} label="Article (Markdown)" error={errors.content?.message}>
            <Textarea {...fieldControlProps(ids.content, errors.content?.message)} rows={14} className="font-mono text-sm" {...register('content')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={ids.author} label="Author" error={errors.author?.message}>
              <Input {...fieldControlProps(ids.author, errors.author?.message)} autoComplete="off" {...register('author')} />
            </FormField>
            <FormField id={ids.status} label="Status" error={errors.status?.message}>
              <Select {...fieldControlProps(ids.status, errors.status?.message)} {...register('status')}>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
              </Select>
            </FormField>
          </div>
          <FormField id={ids.publishAt} label={`Publish at (spa time, ${timeZone})`} error={errors.publishAt?.message}>
            <Input
              {...fieldControlProps(ids.publishAt, errors.publishAt?.message)}
              type="datetime-local"
              aria-describedby={[errors.publishAt ? `${ids.publishAt}-error` : '', `${ids.publishAt}-hint`].filter(Boolean).join(' ')}
              {...register('publishAt')}
            />
            <p id={`${ids.publishAt}-hint`} className="text-sm text-muted">
              {status === 'published'
                ? 'Empty: published at once. A time ahead schedules the post; it appears by itself at that minute.'
                : 'A draft is seen only here, whatever its date.'}
            </p>
          </FormField>
          <fieldset className="space-y-5 rounded-2xl border border-sand-300 p-4">
            <legend className="px-1 text-sm font-semibold text-forest-800">Search engines</legend>
            <FormField id={ids.seoTitle} label="SEO title (empty: the title)" error={errors.seoTitle?.message}>
              <Input {...fieldControlProps(ids.seoTitle, errors.seoTitle?.message)} autoComplete="off" {...register('seoTitle')} />
            </FormField>
            <FormField id={ids.seoDescription} label="SEO description (empty: the excerpt)" error={errors.seoDescription?.message}>
              <Textarea {...fieldControlProps(ids.seoDescription, errors.seoDescription?.message)} rows={2} {...register('seoDescription')} />
            </FormField>
          </fieldset>
          <PostArabicFields form={form} post={post} ids={ids} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {post ? 'Save Changes' : 'Save Post'}
            </Button>
          </div>
        </div>
        <div className="space-y-3">
          <h3 className="text-sm font-semibold tracking-wide text-forest-800 uppercase">Preview</h3>
          <PostHtmlPreview content={content} label="Article preview" />
          {arContent.trim() === '' ? null : (
            <div lang="ar" dir="rtl" className="space-y-3 pt-3">
              <h3 lang="en" dir="ltr" className="text-sm font-semibold tracking-wide text-forest-800 uppercase">
                Arabic version
              </h3>
              <PostHtmlPreview content={arContent} label="Arabic version preview" />
            </div>
          )}
        </div>
      </form>
    </section>
  );
}
