import { useId, useState, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLocale, useT } from '@/lib/i18n';

import { useRequestPersonData } from '../api/person-data';

/** Enough of an address to be worth sending: something@something.something, no spaces. */
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/**
 * "Your data": the guest types their address and the server e-mails a link to their data, if it holds any. The
 * answer is the same either way, so the form never tells anyone whether an address is known.
 */
export function DataRequestForm() {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const request = useRequestPersonData();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const emailId = `${id}-email`;
  const error = invalid ? t('privacy.request.invalid') : undefined;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    request.mutate({ email: address, language: locale });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-sand-300 bg-white p-5">
      <p>{t('privacy.request.intro')}</p>
      <FormField id={emailId} label={t('privacy.request.email')} error={error}>
        <Input
          {...fieldControlProps(emailId, error)}
          type="email"
          name="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </FormField>
      <Button type="submit" variant="primary" disabled={request.isPending}>
        {request.isPending ? t('privacy.request.sending') : t('privacy.request.submit')}
      </Button>
      <div aria-live="polite">
        {request.isSuccess ? <p className="font-medium text-forest-900">{t('privacy.request.sent')}</p> : null}
      </div>
      {request.isError ? (
        <p role="alert" className="font-medium text-danger">
          {t('privacy.request.failed')}
        </p>
      ) : null}
    </form>
  );
}
