import { useId, useState, type SubmitEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { arabicFieldsHint, arabicText } from '../../shared/utils/arabic';
import { galleryCategories, useEditPicture, type AdminGalleryItem, type PictureFields } from '../api/gallery-api';
import { checkPicture, maxAltChars } from '../utils/picture-rules';

const fields = ['alt', 'altAr', 'category'] as const;
type Field = (typeof fields)[number];

/**
 * Edit a gallery picture's alt text and category in a modal dialog. Mounted only while open, so each
 * opening starts from the picture; on closing, focus returns to the Edit button that opened it.
 */
export function PictureFormDialog({ picture, onClose }: { picture: AdminGalleryItem; onClose: () => void }) {
  return (
    <FormDialog title="Edit picture" description="The new alt texts and category show in the gallery at once." onClose={onClose}>
      <PictureForm picture={picture} onDone={onClose} />
    </FormDialog>
  );
}

function PictureForm({ picture, onDone }: { picture: AdminGalleryItem; onDone: () => void }) {
  const id = useId();
  const ids = { alt: `${id}-alt`, altAr: `${id}-alt-ar`, category: `${id}-category` } satisfies Record<Field, string>;
  const [values, setValues] = useState<PictureFields>({ alt: picture.alt, altAr: picture.altAr, category: picture.category });
  const { errors, show: showErrors, showServer } = useFieldErrors(fields, ids);
  const edit = useEditPicture();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkPicture(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    edit.mutate(
      { id: picture.id, fields: { alt: values.alt.trim(), altAr: values.altAr.trim(), category: values.category } },
      {
        onSuccess: () => {
          toast({ title: 'Picture updated', description: 'The gallery shows its new alt text and category.' });
          onDone();
        },
        onError: (error) => {
          if (isUnauthorizedError(error) || showServer(error)) return;
          toast({ title: 'The picture could not be saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={ids.alt} label="Alt text (describe the picture)" error={errors.alt}>
        <Input
          value={values.alt}
          maxLength={maxAltChars}
          autoComplete="off"
          onChange={(e) => {
            setValues((v) => ({ ...v, alt: e.target.value }));
          }}
          {...fieldControlProps(ids.alt, errors.alt)}
        />
      </FormField>
      <FormField id={ids.altAr} label="Arabic alt text" error={errors.altAr}>
        <Input
          value={values.altAr}
          maxLength={maxAltChars}
          autoComplete="off"
          {...arabicText}
          onChange={(e) => {
            setValues((v) => ({ ...v, altAr: e.target.value }));
          }}
          {...fieldControlProps(ids.altAr, errors.altAr)}
        />
      </FormField>
      <p className="text-sm text-muted">{arabicFieldsHint}</p>
      <FormField id={ids.category} label="Category" error={errors.category}>
        <Select
          value={values.category}
          onChange={(e) => {
            setValues((v) => ({ ...v, category: e.target.value }));
          }}
          {...fieldControlProps(ids.category, errors.category)}
        >
          <option value="">Choose a category</option>
          <SelectOptions values={galleryCategories} />
        </Select>
      </FormField>
      <FormDialogActions pending={edit.isPending}>Save</FormDialogActions>
    </form>
  );
}
