import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { Input } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import {
  newsletterSchema,
  useSubscribeNewsletter,
  type NewsletterInput,
  type NewsletterValues,
} from '../api/subscribe-newsletter';

const newsletterToasts = {
  success: { title: 'Thank You for Subscribing!', description: 'Wellness tips and spa news will arrive in your inbox.' },
  failure: { title: 'Subscription Failed', description: 'Please try again later.', variant: 'destructive' },
} as const;

/**
 * The sidebar's 'Wellness Newsletter' form: an e-mail address sent to POST /api/newsletter. A repeated
 * address is thanked like a new one (the server answers 200), so the form never reveals who subscribed.
 */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const subscribe = useSubscribeNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
  });
  const error = errors.email?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
    } catch (failure) {
      if (!showServerFieldErrors(failure, ['email'], setError)) toast(newsletterToasts.failure);
      return;
    }
    toast(newsletterToasts.success);
    reset({ email: '' });
  });

  const sending = isSubmitting || subscribe.isPending;

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <Input
        {...fieldControlProps(id, error)}
        {...register('email')}
        type="email"
        autoComplete="email"
        placeholder="Your email address"
        aria-required="true"
      />
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={sending} className="w-full">
        {sending ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
