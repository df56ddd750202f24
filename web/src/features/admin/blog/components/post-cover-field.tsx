import { ImageOff, Undo2 } from 'lucide-react';
import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { pictureImage } from '@/lib/media';

import type { AdminPost } from '../api/get-admin-posts';
import { hasCover } from '../api/post-cover';

/**
 * The post's cover picture: the one it has (an uploaded cover, or a picture given as a path), a file to
 * upload in its place, its alt text (required while there is a cover) and a way to remove it. The file
 * and the removal take effect when the post is saved.
 */
export function PostCoverField({
  id,
  post,
  fileInput,
  fileName,
  onFileChange,
  removed,
  onRemovedChange,
  fileError,
  altError,
  altField,
}: {
  id: string;
  post: AdminPost | null;
  fileInput: RefObject<HTMLInputElement | null>;
  /** The chosen file's name, '' for none. */
  fileName: string;
  onFileChange: (file: File | null) => void;
  /** true: the cover goes when the post is saved. */
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  fileError: string | undefined;
  altError: string | undefined;
  altField: UseFormRegisterReturn<'coverAlt'>;
}) {
  const fileId = `${id}-file`;
  const altId = `${id}-alt`;
  const current = hasCover(post) && !removed ? post : null;
  const statusId = `${id}-status`;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-sand-300 p-4">
      <legend className="px-1 text-sm font-semibold text-forest-800">Cover picture (optional)</legend>
      <div className="flex flex-wrap items-start gap-4">
        {current?.cover ? (
          <ResponsiveImage
            image={pictureImage(current.cover, current.coverAlt)}
            sizes="160px"
            className="aspect-[3/2] h-auto w-40 rounded-xl bg-sand-200 object-cover"
          />
        ) : current ? (
          <img src={current.featuredImage} alt={current.coverAlt} width={160} height={107} className="aspect-[3/2] w-40 rounded-xl bg-sand-200 object-cover" />
        ) : null}
        <p id={statusId} className="flex-1 text-sm text-muted" aria-live="polite">
          {fileName !== ''
            ? `${fileName} will be the cover when you save.`
            : removed
              ? 'The cover will be removed when you save.'
              : current
                ? 'A new picture replaces this cover.'
                : 'No cover: the blog shows its default picture.'}
        </p>
        {hasCover(post) && fileName === '' ? (
          removed ? (
            <Button type="button" variant="outline" size="sm" onClick={() => { onRemovedChange(false); }}>
              <Undo2 aria-hidden="true" />
              Keep cover
            </Button>
          ) : (
            <Button type="button" variant="outline" size="sm" onClick={() => { onRemovedChange(true); }}>
              <ImageOff aria-hidden="true" />
              Remove cover
            </Button>
          )
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fileId} label="Picture (JPEG, PNG or WebP, at most 15 MB)" error={fileError}>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="block w-full text-sm"
            {...fieldControlProps(fileId, fileError)}
            onChange={(event) => { onFileChange(event.target.files?.[0] ?? null); }}
          />
        </FormField>
        <FormField id={altId} label="Alt text (describe the picture)" error={altError}>
          <Input {...fieldControlProps(altId, altError)} autoComplete="off" maxLength={250} {...altField} />
        </FormField>
      </div>
    </fieldset>
  );
}
