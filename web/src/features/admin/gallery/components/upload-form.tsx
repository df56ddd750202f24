import { Upload } from 'lucide-react';
import { useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { arabicFieldsHint, arabicText } from '../../shared/utils/arabic';
import { galleryCategories, useUploadPicture } from '../api/gallery-api';
import { checkPicture, maxAltChars } from '../utils/picture-rules';

/** The largest upload the server takes, checked here first to spare a long wait. */
const maxFileBytes = 15 * 1024 * 1024;
const acceptedTypes = 'image/jpeg,image/png,image/webp';

const fields = ['file', 'alt', 'altAr', 'category'] as const;
type Field = (typeof fields)[number];
const ids = { file: 'gallery-file', alt: 'gallery-alt', altAr: 'gallery-alt-ar', category: 'gallery-category' } satisfies Record<Field, string>;

/** Upload a picture to the end of the gallery: the file, its alt texts (the Arabic one optional) and its category. */
export function UploadForm() {
  const upload = useUploadPicture();
  const [alt, setAlt] = useState('');
  const [altAr, setAltAr] = useState('');
  const [category, setCategory] = useState('');
  const { errors, show: showErrors, showServer } = useFieldErrors(fields, ids);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    const found: Partial<Record<Field, string>> = checkPicture({ alt, altAr, category });
    if (!file) found.file = 'Please choose a picture to upload.';
    else if (file.size > maxFileBytes) found.file = 'The file is too large: a picture may be at most 15 MB.';
    showErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    upload.mutate(
      { file, alt: alt.trim(), altAr: altAr.trim(), category },
      {
        onSuccess: () => {
          toast({ title: 'Picture uploaded', description: 'It shows last in the gallery.' });
          setAlt('');
          setAltAr('');
          setCategory('');
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (error) => {
          if (isUnauthorizedError(error) || showServer(error)) return;
          toast({ title: 'Upload failed', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="gallery-upload-heading"
      className="space-y-4 rounded-2xl border border-sand-300 bg-sand-50 p-5 sm:p-6"
    >
      <h3 id="gallery-upload-heading" className="text-xl font-semibold">
        Upload a picture
      </h3>
      <p className="text-sm text-muted">JPEG, PNG or WebP, at most 15 MB. Location and camera details are removed.</p>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="gallery-file" label="Picture" error={errors.file}>
          <input
            ref={fileRef}
            type="file"
            accept={acceptedTypes}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border file:border-forest-800 file:bg-sand-50 file:px-4 file:py-2 file:text-forest-800"
            {...fieldControlProps('gallery-file', errors.file)}
          />
        </FormField>
        <FormField id="gallery-alt" label="Alt text (describe the picture)" error={errors.alt}>
          <Input
            value={alt}
            maxLength={maxAltChars}
            onChange={(e) => {
              setAlt(e.target.value);
            }}
            {...fieldControlProps('gallery-alt', errors.alt)}
          />
        </FormField>
        <FormField id="gallery-alt-ar" label="Arabic alt text" error={errors.altAr}>
          <Input
            value={altAr}
            maxLength={maxAltChars}
            {...arabicText}
            onChange={(e) => {
              setAltAr(e.target.value);
            }}
            {...fieldControlProps('gallery-alt-ar', errors.altAr)}
          />
        </FormField>
        <FormField id="gallery-category" label="Category" error={errors.category}>
          <Select
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
            }}
            {...fieldControlProps('gallery-category', errors.category)}
          >
            <option value="">Choose a category</option>
            <SelectOptions values={galleryCategories} />
          </Select>
        </FormField>
      </div>
      <p className="text-sm text-muted">{arabicFieldsHint}</p>
      <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
        <Upload aria-hidden="true" />
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </Button>
    </form>
  );
}
