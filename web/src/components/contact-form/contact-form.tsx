import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { MarketingBox } from '@/components/marketing-box/marketing-box';
import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/api-errors';
import { useFirstInteraction } from '@/hooks/use-first-interaction';
import { useHydrated } from '@/hooks/use-hydrated';
import { emptyContactForm, type ContactFormInput, type ContactFormValues } from '@/lib/contact/contact-form-values';
import { contactToasts } from '@/lib/contact/contact-toasts';
import { useSendContactMessage } from '@/lib/contact/use-send-contact-message';
import { loadMessages, useLocale, useT } from '@/lib/i18n';
import { lazyResolver } from '@/lib/lazy-resolver';
import { marketingFields } from '@/lib/marketing';
import { sayFormMessage, serverFieldMessages } from '@/lib/server-messages';
import { toast, type ToastInput } from '@/lib/toast';

const fields = ['name', 'email', 'phone', 'message', 'marketing'] as const satisfies readonly (keyof ContactFormInput)[];
type Field = (typeof fields)[number];

// The checks (the schema library) are fetched when the visitor first touches the form, not with the page.
const contactChecks = lazyResolver<ContactFormInput, ContactFormValues>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/contact/contact-form-schema'), loadMessages('errors')]).then(([{ zodResolver }, { contactFormSchema }]) =>
    zodResolver(contactFormSchema),
  ),
);

/**
 * The contact form of the Contact page and the Home page's contact section: name, e-mail, optional
 * phone and message (and the separate, optional box for offers by e-mail, lib/marketing.ts), checked with the contact schema (docs/product.md, Validation messages), sent to
 * POST /api/contact. While sending the button reads 'Sending...' and is disabled; success shows a toast and clears the form; the server's per-field 400
 * messages go under their fields; any other failure shows the destructive toast. Its texts, the messages and the
 * toasts are the contact catalog's, in the page's language (the server's English messages translated too); the
 * e-mail and phone fields read left to right on an Arabic page as well.
 *
 * The page supplies the heading and passes its id as `aria-labelledby`.
 */
export function ContactForm({ className, 'aria-labelledby': labelledBy }: { className?: string; 'aria-labelledby'?: string }) {
  const baseId = useId();
  const ids = Object.fromEntries(fields.map((f) => [f, `${baseId}-${f}`])) as Record<Field, string>;
  const send = useSendContactMessage();
  const t = useT();
  const formRef = useFirstInteraction<HTMLFormElement>(contactChecks.preload);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: contactChecks.resolver,
    defaultValues: emptyContactForm,
  });
  // The schema's and the server's messages, by code, in the page's language.
  const locale = useLocale();
  const fieldError = (field: Field) => {
    const message = errors[field]?.message;
    return message === undefined ? undefined : sayFormMessage(message, locale, t).text;
  };
  const notify = ({ title, description, ...rest }: (typeof contactToasts)[keyof typeof contactToasts]) => {
    const input: ToastInput = { title: t(title), description: t(description), ...rest };
    toast(input);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { marketing, ...message } = values;
      await send.mutateAsync({ ...message, ...marketingFields(marketing, locale) });
    } catch (error) {
      if (!showServerFieldErrors(error, fields, setError, { messages: serverFieldMessages(error) })) notify(contactToasts.failure);
      return;
    }
    notify(contactToasts.success);
    reset(emptyContactForm);
  });

  const sending = isSubmitting || send.isPending;
  // The prerendered form stays disabled until the app runs: typed before, the text would be wiped when
  // the form takes over its fields, and Enter would send the fields in the address bar.
  const hydrated = useHydrated();

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
      ref={formRef}
      className={className}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.name} label={t('contact.form.name')} error={fieldError('name')}>
            <Input
              {...fieldControlProps(ids.name, fieldError('name'))}
              {...register('name')}
              autoComplete="name"
              aria-required="true"
            />
          </FormField>
          <FormField id={ids.email} label={t('contact.form.email')} error={fieldError('email')}>
            <Input
              {...fieldControlProps(ids.email, fieldError('email'))}
              {...register('email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              aria-required="true"
            />
          </FormField>
        </div>
        <FormField id={ids.phone} label={t('contact.form.phone')} error={fieldError('phone')}>
          <Input
            {...fieldControlProps(ids.phone, fieldError('phone'))}
            {...register('phone')}
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
          />
        </FormField>
        <FormField id={ids.message} label={t('contact.form.message')} error={fieldError('message')}>
          <Textarea
            {...fieldControlProps(ids.message, fieldError('message'))}
            {...register('message')}
            rows={5}
            aria-required="true"
          />
        </FormField>
        <MarketingBox id={ids.marketing} registration={register('marketing')} error={fieldError('marketing')} />
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {sending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </fieldset>
    </form>
  );
}
