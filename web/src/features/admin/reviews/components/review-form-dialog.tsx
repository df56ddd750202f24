import { useId, useState, type SubmitEvent } from 'react';

import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { useSpaClock } from '../../shared/hooks/use-spa-clock';
import { useSaveReview, type AdminReview, type ReviewFields } from '../api/reviews-api';
import { checkReview, reviewLimits } from '../utils/review-rules';

const fields = ['name', 'detail', 'rating', 'date', 'text'] as const;
type Field = (typeof fields)[number];

/** Add or edit a review in a modal dialog. Mounted only while open, so each opening starts from the review. */
export function ReviewFormDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  return (
    <FormDialog
      title={review ? 'Edit review' : 'Add review'}
      description={review ? `Changes to ${review.name}'s review show on the home page at once.` : 'A shown review appears on the home page at once.'}
      onClose={onClose}
    >
      <ReviewForm review={review} onDone={onClose} />
    </FormDialog>
  );
}

function ReviewForm({ review, onDone }: { review: AdminReview | null; onDone: () => void }) {
  const id = useId();
  const ids = Object.fromEntries([...fields, 'shown'].map((f) => [f, `${id}-${f}`])) as Record<Field | 'shown', string>;
  const today = useSpaClock().today();
  const [values, setValues] = useState<ReviewFields>(
    review
      ? { name: review.name, detail: review.detail, rating: review.rating, date: review.date, text: review.text, shown: review.shown }
      : { name: '', detail: '', rating: 5, date: today, text: '', shown: true },
  );
  const { errors, show: showErrors, showServer } = useFieldErrors(fields, ids);
  const save = useSaveReview();
  const set = <K extends keyof ReviewFields>(key: K, value: ReviewFields[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkReview(values, today);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    save.mutate(
      { ...(review ? { id: review.id } : {}), fields: values },
      {
        onSuccess: () => {
          toast({ title: review ? 'Review updated' : 'Review added', description: values.shown ? 'It shows on the home page.' : 'It is hidden from the home page.' });
          onDone();
        },
        onError: (error) => {
          if (isUnauthorizedError(error) || showServer(error)) return;
          toast({ title: 'The review could not be saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.name} label="Guest's name" error={errors.name}>
          <Input
            value={values.name}
            maxLength={reviewLimits.name}
            autoComplete="off"
            onChange={(e) => {
              set('name', e.target.value);
            }}
            {...fieldControlProps(ids.name, errors.name)}
          />
        </FormField>
        <FormField id={ids.detail} label="Detail (optional, e.g. Dubai Marina resident)" error={errors.detail}>
          <Input
            value={values.detail}
            maxLength={reviewLimits.detail}
            autoComplete="off"
            onChange={(e) => {
              set('detail', e.target.value);
            }}
            {...fieldControlProps(ids.detail, errors.detail)}
          />
        </FormField>
        <FormField id={ids.rating} label="Rating" error={errors.rating}>
          <Select
            value={String(values.rating)}
            onChange={(e) => {
              set('rating', Number(e.target.value));
            }}
            {...fieldControlProps(ids.rating, errors.rating)}
          >
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} of 5 stars
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={ids.date} label="Date" error={errors.date}>
          <Input
            type="date"
            value={values.date}
            max={today}
            onChange={(e) => {
              set('date', e.target.value);
            }}
            {...fieldControlProps(ids.date, errors.date)}
          />
        </FormField>
      </div>
      <FormField id={ids.text} label="Review" error={errors.text}>
        <Textarea
          value={values.text}
          maxLength={reviewLimits.text}
          rows={5}
          onChange={(e) => {
            set('text', e.target.value);
          }}
          {...fieldControlProps(ids.text, errors.text)}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch
          id={ids.shown}
          checked={values.shown}
          onCheckedChange={(checked) => {
            set('shown', checked);
          }}
        />
        <label htmlFor={ids.shown} className="text-sm font-semibold text-forest-800">
          Show on the home page
        </label>
      </div>
      <FormDialogActions pending={save.isPending}>{review ? 'Save review' : 'Add review'}</FormDialogActions>
    </form>
  );
}
