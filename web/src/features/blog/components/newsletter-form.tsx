import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { MarketingBox } from '@/components/marketing-box/marketing-box';
import { Button } from '@/components/ui/button';
import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { Input } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/api-errors';
import { useFirstInteraction } from '@/hooks/use-first-interaction';
import { loadMessages, useLocale, useT, type MessageId } from '@/lib/i18n';
import { lazyResolver } from '@/lib/lazy-resolver';
import { marketingFields } from '@/lib/marketing';
import { sayFormMessage, serverFieldMessages } from '@/lib/server-messages';
import { toast } from '@/lib/toast';
import { T } from '@/lib/trans';

import { useSubscribeNewsletter, type NewsletterInput, type NewsletterValues } from '../api/subscribe-newsletter';

// The checks (the schema library) are fetched when the visitor first touches the form, not with the page.
const newsletterChecks = lazyResolver<NewsletterInput, NewsletterValues>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('../api/newsletter-schema'), loadMessages('errors')]).then(([{ zodResolver }, { newsletterSchema }]) =>
    zodResolver(newsletterSchema),
  ),
);

/** The toasts' texts: the blog catalog's ids. */
const newsletterToasts = {
  success: { title: 'blog.newsletter.success', description: 'blog.newsletter.successText' },
  failure: { title: 'blog.newsletter.failure', description: 'blog.tryLater', variant: 'destructive' },
} as const satisfies Record<string, { title: MessageId; description: MessageId; variant?: 'destructive' }>;

/**
 * The sidebar's 'Wellness Newsletter' form: an e-mail address and the marketing box, which the newsletter needs
 * ticked (its consent is sent with the box's words' version), sent to POST /api/newsletter. A repeated
 * address is thanked like a new one (the server answers 200), so the form never reveals who subscribed. Its
 * texts, the e-mail message (the form's and the server's) and the toasts are in the page's language.
 */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const subscribe = useSubscribeNewsletter();
  const t = useT();
  const locale = useLocale();
  const notify = ({ title, description, ...rest }: (typeof newsletterToasts)[keyof typeof newsletterToasts]) => {
    toast({ title: t(title), description: t(description), ...rest });
  };
  const formRef = useFirstInteraction<HTMLFormElement>(newsletterChecks.preload);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: newsletterChecks.resolver,
    defaultValues: { email: '', marketing: false },
  });
  const said = (message: string | undefined) => (message === undefined ? undefined : sayFormMessage(message, locale, t).text);
  const error = said(errors.email?.message);
  const marketingError = said(errors.marketing?.message);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync({ email: values.email, ...marketingFields(values.marketing, locale) });
    } catch (failure) {
      if (!showServerFieldErrors(failure, ['email', 'marketing'], setError, { messages: serverFieldMessages(failure) })) {
        notify(newsletterToasts.failure);
      }
      return;
    }
    notify(newsletterToasts.success);
    reset({ email: '', marketing: false });
  });

  const sending = isSubmitting || subscribe.isPending;

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
      ref={formRef}
      className="space-y-3"
    >
      <label htmlFor={id} className="sr-only">
        <T id="blog.newsletter.email" />
      </label>
      <Input
        {...fieldControlProps(id, error)}
        {...register('email')}
        type="email"
        autoComplete="email"
        placeholder={t('blog.newsletter.placeholder')}
        dir="ltr"
        aria-required="true"
      />
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <MarketingBox id={`${id}-marketing`} registration={register('marketing')} error={marketingError} required />
      <Button type="submit" disabled={sending} className="w-full">
        {sending ? <T id="blog.newsletter.subscribing" /> : <T id="blog.newsletter.subscribe" />}
      </Button>
    </form>
  );
}
