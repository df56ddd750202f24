import { LoaderCircle, ShieldOff } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

import { QueryError } from '../../shared/components/query-error';
import { useAdminMe } from '../../shared/api/get-admin-me';
import { useRefreshMe, useTurnOffCode } from '../api/sign-in-code';
import { refusal } from '../utils/refusal';
import { CodeSetup } from './code-setup';
import { SessionsSection } from '../../shared/components/sessions-section';

/** My account: who is signed in, her sign-in code, to turn on (set up) or off (with the password), and her sessions. */
export function AccountPlace() {
  const me = useAdminMe();
  const refreshMe = useRefreshMe();
  if (me.isError) return <QueryError what="your account" onRetry={() => void me.refetch()} />;
  if (me.isPending) return <Spinner label="Loading" className="py-16" />;
  return (
    <div className="max-w-xl space-y-6">
      <p>
        Signed in as {me.data.name} ({me.data.email})
      </p>
      <section aria-labelledby="sign-in-code" className="space-y-4 rounded-2xl border border-sand-300 bg-sand-50 p-6">
        <h3 id="sign-in-code" className="text-xl font-semibold">
          Sign-in code
        </h3>
        {me.data.codeOn ? (
          <TurnOff />
        ) : (
          <>
            <p>Off: sign-ins need your password only.</p>
            <CodeSetup
              doneLabel="Done"
              onDone={() => {
                toast({ title: 'Sign-in code on', description: 'Sign-ins now need a code from your app.' });
                void refreshMe();
              }}
            />
          </>
        )}
      </section>
      <SessionsSection />
    </div>
  );
}

/** The code is on: turning it off takes the password (the server refuses it to a role that must have one). */
function TurnOff() {
  const id = useId();
  const passwordId = `${id}-password`;
  const off = useTurnOffCode();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (off.isPending) return;
    if (password.trim() === '') {
      setError('Please enter the admin password.');
      document.getElementById(passwordId)?.focus();
      return;
    }
    try {
      await off.mutateAsync(password);
    } catch (failure) {
      setError(refusal(failure, 'password') ?? 'Could not turn the code off. Please try again.');
      document.getElementById(passwordId)?.focus();
      return;
    }
    toast({ title: 'Sign-in code off', description: 'Sign-ins need your password only.' });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p>On: sign-ins need a code from your authenticator app after the password.</p>
      <FormField id={passwordId} label="Password" error={error}>
        <Input
          {...fieldControlProps(passwordId, error)}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={off.isPending} aria-busy={off.isPending || undefined}>
        {off.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ShieldOff aria-hidden="true" />}
        Turn off code
      </Button>
    </form>
  );
}
