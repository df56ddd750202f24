import { Trash2 } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

import type { AdminPost } from '../api/get-admin-posts';
import { arabicFormEmpty, emptyArabicForm, slugifyArabic, type ArabicFormInput, type PostFormInput, type PostPayload } from '../api/save-post';

const arabicFields = ['title', 'slug', 'excerpt', 'content', 'seoTitle', 'seoDescription'] as const satisfies readonly (keyof ArabicFormInput)[];

/** The attributes of a control whose text is Arabic: the language (for its font, spelling and voice) and its direction. */
const arabicText = { lang: 'ar', dir: 'rtl' } as const;

/**
 * The post's Arabic version in the editor (the dashboard stays English; the fields hold Arabic): its
 * title, slug, excerpt, Markdown article and search-engine texts. Optional: all empty, the post has none;
 * Remove Arabic version empties them, and saving removes it. The category, tags, cover, author, status
 * and publish time are the post's.
 */
export function PostArabicFields({
  form,
  post,
  ids,
}: {
  form: UseFormReturn<PostFormInput, unknown, PostPayload>;
  post: AdminPost | null;
  ids: Record<`ar.${keyof ArabicFormInput}`, string>;
}) {
  const { register, control, setValue, formState } = form;
  const errors = formState.errors.ar;
  const ar = useWatch({ control, name: 'ar' });
  const stored = post?.ar ?? null;
  const slug = ar.slug.trim();
  const slugChanged = stored !== null && slug !== '' && slug !== stored.slug;
  const made = slugifyArabic(ar.title);

  const remove = () => {
    for (const field of arabicFields) setValue(`ar.${field}`, emptyArabicForm[field], { shouldDirty: true });
  };

  return (
    <fieldset className="space-y-5 rounded-2xl border border-sand-300 p-4" aria-describedby={`${ids['ar.title']}-about`}>
      <legend className="px-1 text-sm font-semibold text-forest-800">Arabic version</legend>
      <p id={`${ids['ar.title']}-about`} className="text-sm text-muted">
        Optional: the article in Arabic at its own address, /ar/blog/slug, each version linked to the other. The category,
        tags, cover, author, status and publish time are this post&rsquo;s. It needs a title and an article; clear every
        field to remove it.
      </p>
      <FormField id={ids['ar.title']} label="Arabic title" error={errors?.title?.message}>
        <Input {...fieldControlProps(ids['ar.title'], errors?.title?.message)} {...arabicText} autoComplete="off" maxLength={200} {...register('ar.title')} />
      </FormField>
      <FormField id={ids['ar.slug']} label="Arabic slug (the address: /ar/blog/slug)" error={errors?.slug?.message}>
        <Input
          {...fieldControlProps(ids['ar.slug'], errors?.slug?.message)}
          {...arabicText}
          autoComplete="off"
          maxLength={100}
          placeholder={made || 'من-العنوان'}
          aria-describedby={[errors?.slug ? `${ids['ar.slug']}-error` : '', `${ids['ar.slug']}-hint`].filter(Boolean).join(' ')}
          {...register('ar.slug')}
        />
        <p id={`${ids['ar.slug']}-hint`} className="text-sm text-muted">
          {slugChanged ? (
            <>
              The old address /ar/blog/<bdi>{stored.slug}</bdi> will redirect to the new one.
            </>
          ) : (
            'Left empty, it is made from the Arabic title: Arabic and Latin letters and digits joined by hyphens.'
          )}
        </p>
      </FormField>
      <FormField id={ids['ar.excerpt']} label="Arabic excerpt" error={errors?.excerpt?.message}>
        <Textarea {...fieldControlProps(ids['ar.excerpt'], errors?.excerpt?.message)} {...arabicText} rows={2} {...register('ar.excerpt')} />
      </FormField>
      <FormField id={ids['ar.content']} label="Arabic article, in Markdown" error={errors?.content?.message}>
        <Textarea {...fieldControlProps(ids['ar.content'], errors?.content?.message)} {...arabicText} rows={14} className="text-sm" {...register('ar.content')} />
      </FormField>
      <FormField id={ids['ar.seoTitle']} label="Arabic SEO title (empty: the Arabic title)" error={errors?.seoTitle?.message}>
        <Input {...fieldControlProps(ids['ar.seoTitle'], errors?.seoTitle?.message)} {...arabicText} autoComplete="off" {...register('ar.seoTitle')} />
      </FormField>
      <FormField id={ids['ar.seoDescription']} label="Arabic SEO description (empty: the Arabic excerpt)" error={errors?.seoDescription?.message}>
        <Textarea
          {...fieldControlProps(ids['ar.seoDescription'], errors?.seoDescription?.message)}
          {...arabicText}
          rows={2}
          {...register('ar.seoDescription')}
        />
      </FormField>
      {arabicFormEmpty(ar) ? null : (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={remove}>
            <Trash2 aria-hidden="true" />
            Remove Arabic version
          </Button>
        </div>
      )}
    </fieldset>
  );
}
